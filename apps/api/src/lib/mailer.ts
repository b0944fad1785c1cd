import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
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

const safeName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the outbox
 * folder (a fresh install can still reset a password: the code is in the file).
 */
export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: options.from, ...message });
    if (options.smtpUrl) {
      options.logger.info({ to: message.to, subject: message.subject }, 'email sent');
      return;
    }
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(options.outboxDir, `${Date.now()}-${safeName(message.to)}-${safeName(message.subject)}.eml`);
    await writeFile(file, (info as { message: Buffer }).message);
    options.logger.info({ file }, `email to ${message.to} written to the outbox (no SMTP_URL set)`);
  }

  async function deliverWithRetries(message: MailMessage): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await deliver(message);
        return;
      } catch (error) {
        const delay = delays[attempt];
        if (delay === undefined) {
          options.logger.error({ err: error, to: message.to, subject: message.subject }, 'email could not be sent; giving up');
          return;
        }
        options.logger.warn({ err: error, to: message.to, attempt: attempt + 1 }, 'email not sent; will retry');
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }

  return {
    send(message) {
      const job = deliverWithRetries(message).finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
