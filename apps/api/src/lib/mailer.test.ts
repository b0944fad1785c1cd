import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type MailMessage } from './mailer';

const message: MailMessage = {
  to: 'ayesha@example.pk',
  subject: 'Your password reset code: 123456',
  text: 'Use this code: 123456',
  html: '<p>Use this code: <b>123456</b></p>',
};

const quietLogger = () => {
  const lines: string[] = [];
  const log = (_data: unknown, text?: string) => {
    lines.push(text ?? '');
  };
  return { lines, logger: { info: log, warn: log, error: log } };
};

describe('the mailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox and logs one line', async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    const { lines, logger } = quietLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <no-reply@shop.pk>', outboxDir, logger });
    mailer.send(message);
    await mailer.idle();
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: ayesha@example.pk');
    expect(eml).toContain('Subject: Your password reset code: 123456');
    expect(eml).toContain('Use this code: 123456');
    expect(lines).toEqual(['email to ayesha@example.pk written to the outbox (no SMTP_URL set)']);
  });
  it('logs the failure and gives up after its retries when the outbox cannot be written', async () => {
    const notAFolder = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-')), 'outbox');
    writeFileSync(notAFolder, 'a file where the outbox folder should be');
    const { lines, logger } = quietLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <no-reply@shop.pk>', outboxDir: notAFolder, logger, retryDelaysMs: [10] });
    expect(() => mailer.send(message)).not.toThrow();
    await mailer.idle();
    expect(lines).toEqual(['email not sent; will retry', 'email could not be sent; giving up']);
  });

  it('sends a composed message, and logs a message that cannot be composed instead of throwing', async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    const { lines, logger } = quietLogger();
    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <no-reply@shop.pk>', outboxDir, logger });
    await mailer.sendComposed(async () => message);
    await expect(mailer.sendComposed(() => Promise.reject(new Error('the database went away')))).resolves.toBeUndefined();
    await mailer.idle();
    expect(readdirSync(outboxDir)).toHaveLength(1);
    expect(lines).toContain('email could not be composed; not sent');
  });
});

describe('the mailer with SMTP_URL', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let port = 0;
  let failuresLeft = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            callback(new Error('mailbox busy'));
            return;
          }
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message to the SMTP server', async () => {
    const { logger } = quietLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Shop <no-reply@shop.pk>', outboxDir: '/nonexistent', logger });
    mailer.send(message);
    await mailer.idle();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your password reset code: 123456');
    expect(received[0]).toContain('From: Shop <no-reply@shop.pk>');
  });

  it('retries a failed send instead of failing the request that caused it', async () => {
    received.length = 0;
    failuresLeft = 1;
    const { lines, logger } = quietLogger();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Shop <no-reply@shop.pk>',
      outboxDir: '/nonexistent',
      logger,
      retryDelaysMs: [10],
    });
    expect(() => mailer.send(message)).not.toThrow();
    await mailer.idle();
    expect(lines).toContain('email not sent; will retry');
    expect(received).toHaveLength(1);
  });
});
