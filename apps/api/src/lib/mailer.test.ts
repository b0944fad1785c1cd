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

describe('the mailer without SMTP_URL', () => {
  it('writes each message as an .eml file in the outbox folder and says which', async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <no-reply@shop.pk>', outboxDir });
    const receipts = await Promise.all([mailer.deliver(message), mailer.deliver(message)]);
    await mailer.close();
    const files = readdirSync(outboxDir).sort();
    // Two copies of one message in the same millisecond are two files.
    expect(files).toHaveLength(2);
    expect(receipts.map((receipt) => path.basename(receipt.file!)).sort()).toEqual(files);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: ayesha@example.pk');
    expect(eml).toContain('Subject: Your password reset code: 123456');
    expect(eml).toContain('Use this code: 123456');
  });

  it("writes a message's extra headers, RFC 8058's one-click unsubscribe among them, as header lines", async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <no-reply@shop.pk>', outboxDir });
    const oneClick = `https://shop.example.pk/api/newsletter/one-click-unsubscribe?token=${'a'.repeat(40)}.${'b'.repeat(120)}.${'c'.repeat(43)}`;
    const { file } = await mailer.deliver({
      ...message,
      headers: { 'List-Unsubscribe': `<${oneClick}>\r\nBcc: everyone@example.pk`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await mailer.close();
    const head = readFileSync(file!, 'utf8').split('\n\n')[0]!;
    // A long value is folded onto continuation lines; unfolded, it reads as it was given.
    const unfolded = head.replace(/\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // A line break in a value never starts a header of its own.
    expect(head).not.toMatch(/^Bcc:/m);
  });

  it('rejects with the reason when the outbox folder cannot be written', async () => {
    const notAFolder = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-')), 'outbox');
    writeFileSync(notAFolder, 'a file where the outbox folder should be');
    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <no-reply@shop.pk>', outboxDir: notAFolder });
    await expect(mailer.deliver(message)).rejects.toThrow(/EEXIST|ENOTDIR/);
    await mailer.close();
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
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Shop <no-reply@shop.pk>', outboxDir: '/nonexistent' });
    await expect(mailer.deliver(message)).resolves.toEqual({});
    await mailer.close();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Your password reset code: 123456');
    expect(received[0]).toContain('From: Shop <no-reply@shop.pk>');
  });

  it("rejects with the server's answer when it refuses the message (the outbox retries it)", async () => {
    received.length = 0;
    failuresLeft = 1;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Shop <no-reply@shop.pk>', outboxDir: '/nonexistent' });
    await expect(mailer.deliver(message)).rejects.toThrow(/mailbox busy/);
    await expect(mailer.deliver(message)).resolves.toEqual({});
    await mailer.close();
    expect(received).toHaveLength(1);
  });
});
