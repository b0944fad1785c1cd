import { Worker } from 'node:worker_threads';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The sender shown to the reader; MAIL_FROM when left out. The outbox sets the shop's name here (lib/outbox.ts). */
  from?: { name: string; address: string };
  /**
   * More header lines, given to nodemailer as they are (it drops line breaks from values): RFC 8058's
   * List-Unsubscribe and List-Unsubscribe-Post on the emails to newsletter subscribers. Values are the
   * shop's own text, never a visitor's.
   */
  headers?: Record<string, string>;
}

/** The address of a From value such as MAIL_FROM: 'Shop <no-reply@shop.pk>' or a bare 'no-reply@shop.pk'. */
export function mailAddress(from: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(from);
  return (bracketed ? bracketed[1]! : from).trim();
}

/** Where a delivered message went: `file` is the outbox file written when there is no SMTP server. */
export interface DeliveryReceipt {
  file?: string;
}

export interface Mailer {
  /**
   * Delivers one message and settles when it is done: resolves once the SMTP server (or the outbox
   * folder) has it, rejects with the reason otherwise. Retrying is the caller's part (lib/outbox.ts
   * records each attempt in the database).
   */
  deliver(message: MailMessage): Promise<DeliveryReceipt>;
  /** Stops the mail thread; messages still on it are failed, and the outbox tries them again. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/**
 * The built server (apps/api/dist, decision 020) starts its thread from mail-worker.js beside it. From
 * TypeScript, a worker thread does not inherit tsx's loader (privatenumber/tsx#354), so a small script
 * registers it in the new thread before importing the TypeScript module.
 */
const workerSource = () =>
  import.meta.url.endsWith('.js')
    ? `import(${JSON.stringify(import.meta.resolve('./mail-worker.js'))});`
    : `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.resolve('./mail-worker.ts'))}); });`;

/** What the mail thread needs to build its transport. */
export type MailTransportOptions = MailerOptions;

export interface DeliveryRequest {
  id: number;
  message: MailMessage;
}

export type DeliveryResult = { id: number; ok: true; file?: string } | { id: number; ok: false; error: string };

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox
 * folder (a fresh install can still reset a password: the code is in the file).
 *
 * Composing a message costs about as much CPU as the request that caused it (decision 009), so
 * nodemailer runs on a worker thread, started on the first message, and this thread only hands
 * messages over and hears back. A crashed worker fails the messages it held; the next one starts anew.
 */
export function createMailer(options: MailerOptions): Mailer {
  const awaiting = new Map<number, (result: DeliveryResult) => void>();
  let nextId = 0;
  let worker: Worker | undefined;

  function failAll(error: string) {
    for (const [id, settle] of awaiting) settle({ id, ok: false, error });
    awaiting.clear();
  }

  function startWorker(): Worker {
    const started = new Worker(workerSource(), {
      eval: true,
      workerData: { smtpUrl: options.smtpUrl, from: options.from, outboxDir: options.outboxDir } satisfies MailTransportOptions,
    });
    started.on('message', (result: DeliveryResult) => {
      awaiting.get(result.id)?.(result);
      awaiting.delete(result.id);
      if (awaiting.size === 0) started.unref();
    });
    started.on('error', (error) => failAll(error.message));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(`the mail thread stopped (exit code ${code})`);
    });
    return started;
  }

  return {
    /** The thread holds the process open only while it has messages to deliver. */
    async deliver(message) {
      worker ??= startWorker();
      worker.ref();
      const id = nextId++;
      const result = new Promise<DeliveryResult>((resolve) => awaiting.set(id, resolve));
      worker.postMessage({ id, message } satisfies DeliveryRequest);
      const settled = await result;
      if (!settled.ok) throw new Error(settled.error);
      return settled.file ? { file: settled.file } : {};
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
