import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type { DeliveryRequest, DeliveryResult, MailTransportOptions } from './mailer';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files';

/**
 * Composes and delivers messages on a thread of its own (see createMailer) as the main thread hands
 * them over, answering each with where it went or why it failed.
 */
const options = workerData as MailTransportOptions;
/**
 * An attempt ends within 40 seconds, well inside the outbox's 45-second claim (lib/outbox.ts), so a
 * server that is merely slow never has the same message taken and sent again by another process.
 * Options in SMTP_URL's query (`?socketTimeout=…`) still win.
 */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const transport = options.smtpUrl
  ? nodemailer.createTransport({ url: options.smtpUrl, ...smtpTimeouts })
  : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
let outboxReady: Promise<unknown> | undefined;

const safeName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);

async function deliver({ message }: DeliveryRequest): Promise<string | undefined> {
  const info = await transport.sendMail({ from: options.from, ...message });
  if (options.smtpUrl) return undefined;
  outboxReady ??= mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  try {
    await outboxReady;
  } catch (error) {
    outboxReady = undefined;
    throw error;
  }
  // The random part keeps two messages of one millisecond apart (two processes may share DATA_DIR).
  const file = path.join(options.outboxDir, `${Date.now()}-${randomBytes(3).toString('hex')}-${safeName(message.to)}-${safeName(message.subject)}.eml`);
  // Written aside and renamed into place, so whoever lists the outbox for .eml files (the owner, a
  // test reading a reset code) never opens a message whose bytes are still arriving.
  const partial = `${file}.partial`;
  // A message may carry a reset code or a login link: only the shop's user may read it.
  await writeFile(partial, (info as { message: Buffer }).message, { mode: PRIVATE_FILE_MODE });
  await rename(partial, file);
  return file;
}

parentPort!.on('message', (request: DeliveryRequest) => {
  deliver(request).then(
    (file): void => parentPort!.postMessage({ id: request.id, ok: true, file } satisfies DeliveryResult),
    (error: unknown): void =>
      parentPort!.postMessage({ id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies DeliveryResult),
  );
});
