import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  /** Hands the message over and returns at once; failures are logged and retried, never thrown. */
  send(message: MailMessage): void;
  /**
   * For mail about work already committed (an order placed, an account made, a status changed):
   * composing it may read the database, and a failure there must not turn a request that is done into
   * an error its client would retry. The failure is logged instead; this never throws.
   */
  sendComposed(compose: () => Promise<MailMessage>): Promise<void>;
  /** Resolves when every message handed over so far has been sent or given up on. */
  idle(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  retryDelaysMs?: number[];
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000];

/**
 * A worker thread does not inherit tsx's loader (privatenumber/tsx#354), so a small script registers
 * it in the new thread before importing the TypeScript module.
 */
const typeScriptWorkerSource = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.resolve('./mail-worker.ts'))}); });`;

/** What the mail thread needs to build its transport. */
export type MailTransportOptions = Pick<MailerOptions, 'smtpUrl' | 'from' | 'outboxDir'>;

export interface DeliveryRequest {
  id: number;
  message: MailMessage;
}

/** `file` is the outbox file written when there is no SMTP server. */
export type DeliveryResult = { id: number; ok: true; file?: string } | { id: number; ok: false; error: string };

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox
 * folder (a fresh install can still reset a password: the code is in the file).
 *
 * Composing a message costs about as much CPU as the request that sends it (an order confirmation
 * halved the orders a server placed per second), so nodemailer runs on a worker thread, started on
 * the first message, and the thread that answers requests only hands messages over. Retries and
 * logging stay here; a crashed worker fails its messages into the retries and the next starts anew.
 */
export function createMailer(options: MailerOptions): Mailer {
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();
  const awaiting = new Map<number, (result: DeliveryResult) => void>();
  let nextId = 0;
  let worker: Worker | undefined;

  function failAll(error: string) {
    for (const [id, settle] of awaiting) settle({ id, ok: false, error });
    awaiting.clear();
  }

  function startWorker(): Worker {
    const started = new Worker(typeScriptWorkerSource, {
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

  /** The thread holds the process open only while it has messages to deliver. */
  function deliver(message: MailMessage): Promise<DeliveryResult> {
    worker ??= startWorker();
    worker.ref();
    const id = nextId++;
    const result = new Promise<DeliveryResult>((resolve) => awaiting.set(id, resolve));
    worker.postMessage({ id, message } satisfies DeliveryRequest);
    return result;
  }

  async function deliverWithRetries(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await deliver(message);
      if (result.ok) {
        if (result.file) options.logger.info({ file: result.file }, `email to ${message.to} written to the outbox (no SMTP_URL set)`);
        else options.logger.info({ to: message.to, subject: message.subject }, 'email sent');
        return;
      }
      const error = new Error(result.error);
      const delay = delays[attempt];
      if (delay === undefined) {
        options.logger.error({ err: error, to: message.to, subject: message.subject }, 'email could not be sent; giving up');
        return;
      }
      options.logger.warn({ err: error, to: message.to, attempt: attempt + 1 }, 'email not sent; will retry');
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }

  function send(message: MailMessage) {
    const job = deliverWithRetries(message).finally(() => pending.delete(job));
    pending.add(job);
  }

  return {
    send,
    async sendComposed(compose) {
      try {
        send(await compose());
      } catch (error) {
        options.logger.error({ err: error }, 'email could not be composed; not sent');
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
