import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSecondApp, createTestApp, seededAt, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { outbox } from '../db/schema/outbox';
import { fixedClock } from './clock';
import { createMailer, type Mailer, type MailMessage } from './mailer';
import { CLAIM_MS, emailTemplate, enqueueEmail, enqueueWebhook, LONGEST_RETRY_MS, MAX_ATTEMPTS, OutboxDispatcher } from './outbox';
import { shopEmailTemplates } from '../email-templates';

const noteMail = emailTemplate('test-note', (_context, data: { n: number }) => ({
  to: `reader${data.n}@example.pk`,
  subject: `Note ${data.n}`,
  text: `Note number ${data.n}`,
  html: `<p>Note number ${data.n}</p>`,
}));

/** A mail server that can be taken down and brought back. */
function switchableMailer() {
  const sent: MailMessage[] = [];
  let down = true;
  const mailer: Mailer = {
    deliver: async (message) => {
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      sent.push(message);
      return {};
    },
    close: async () => undefined,
  };
  return { mailer, sent, up: () => (down = false) };
}

/** The receiving side of the webhook, as the README shows it: the HMAC of the raw body, compared in constant time. */
function verifySignature(rawBody: string, header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A local webhook receiver answering each call with the next status of `statuses` (then 200). */
async function webhookReceiver(statuses: number[] = []) {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/orders`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const secret = 'a webhook secret for the tests';

describe.each(testDatabaseKinds())('the outbox on %s', (kind) => {
  const opened: TestApp[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    // The second app on a database closes before the first.
    while (opened.length > 0) await opened.pop()!.close();
    while (cleanups.length > 0) await cleanups.pop()!();
  });
  const open = async (options: Parameters<typeof createTestApp>[1] = {}) => {
    const shop = await createTestApp(kind, { emailTemplates: [noteMail], ...options });
    opened.push(shop);
    return shop;
  };
  const openSecond = async (first: TestApp, options: Parameters<typeof createSecondApp>[1] = {}) => {
    const shop = await createSecondApp(first, { emailTemplates: [noteMail], ...options });
    opened.push(shop);
    return shop;
  };
  const enqueueNotes = (shop: TestApp, numbers: number[]) =>
    shop.database.db.transaction(async (tx) => {
      for (const n of numbers) await enqueueEmail(tx, shop.app.context, noteMail, { n });
    });
  const rows = (shop: TestApp) => shop.database.db.select().from(outbox).orderBy(outbox.createdAt);
  const subjects = (mail: MailMessage[]) => mail.map((message) => message.subject);
  const atSeededTime = () => fixedClock(new Date(seededAt().getTime() + 60_000));

  it('sends a message within seconds of its commit, woken by the commit, and keeps only a summary', async () => {
    const shop = await open();
    await enqueueNotes(shop, [1]);
    // No idle() here. Unwoken, the dispatcher looks again only after 30 seconds, so a send within 10
    // (room for a loaded machine) was woken by the commit's NOTIFY.
    await vi.waitFor(() => expect(subjects(shop.sentMail)).toEqual(['Note 1']), { timeout: 10_000, interval: 10 });
    await shop.outbox.idle();
    const [row] = await rows(shop);
    expect(row).toMatchObject({ kind: 'email', state: 'sent', attempts: 1, lastError: null, claimedUntil: null });
    expect(row!.payload).toEqual({ template: 'test-note', to: 'reader1@example.pk', subject: 'Note 1' });
  });

  it('sends nothing for a change that rolls back', async () => {
    const shop = await open();
    const failing = shop.database.db.transaction(async (tx) => {
      await enqueueEmail(tx, shop.app.context, noteMail, { n: 1 });
      throw new Error('the change failed after queueing its email');
    });
    await expect(failing).rejects.toThrow('the change failed');
    await shop.outbox.idle();
    expect(await rows(shop)).toEqual([]);
    expect(shop.sentMail).toEqual([]);
  });

  it('loses nothing to a crash between the commit and the send: the next process sends it', async () => {
    const shop = await open();
    // The process dies after its transactions commit, before its dispatcher sends anything.
    await shop.outbox.stop();
    await enqueueNotes(shop, [1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shop.sentMail).toEqual([]);

    const restarted = await openSecond(shop);
    await restarted.outbox.idle();
    // Queued by one transaction, the two carry the same time, so neither is "first".
    expect(subjects(restarted.sentMail).sort()).toEqual(['Note 1', 'Note 2']);
    expect((await rows(shop)).map((row) => row.state)).toEqual(['sent', 'sent']);
  });

  it('takes over the claim of a process that died mid-send once its lease ends, within 60 seconds', async () => {
    const clock = atSeededTime();
    const shop = await open({ clock });
    await shop.outbox.stop();
    await enqueueNotes(shop, [1]);
    // What a process that claimed the row and died leaves behind.
    await shop.database.db.update(outbox).set({ attempts: 1, claimedUntil: new Date(clock.now().getTime() + CLAIM_MS) });

    const restarted = await openSecond(shop, { clock });
    await restarted.outbox.idle();
    expect(restarted.sentMail).toEqual([]);
    clock.advance(CLAIM_MS);
    await restarted.outbox.idle();
    expect(subjects(restarted.sentMail)).toEqual(['Note 1']);
    expect(CLAIM_MS).toBeLessThan(60_000);
    expect((await rows(shop))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('shares one outbox between two processes and sends every message once', async () => {
    const first = await open();
    const second = await openSecond(first);
    await first.outbox.stop();
    await second.outbox.stop();
    const numbers = Array.from({ length: 60 }, (_, index) => index + 1);
    await enqueueNotes(first, numbers);

    await Promise.all([first.outbox.start(first.app.context), second.outbox.start(second.app.context)]);
    await Promise.all([first.outbox.idle(), second.outbox.idle()]);
    const sent = subjects([...first.sentMail, ...second.sentMail]).sort();
    expect(sent).toEqual(numbers.map((n) => `Note ${n}`).sort());
    expect((await rows(first)).every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('retries a failed send after 30 s, doubling up to an hour, for about a day; then marks it failed and logs it', async () => {
    const clock = atSeededTime();
    const { mailer } = switchableMailer();
    const logLines: string[] = [];
    const shop = await open({ clock, mailer, logLines });
    await enqueueNotes(shop, [1]);
    await shop.outbox.idle();

    const waits: number[] = [];
    for (let [row] = await rows(shop); row!.state === 'pending'; [row] = await rows(shop)) {
      const wait = row!.nextAttemptAt.getTime() - clock.now().getTime();
      waits.push(wait);
      // Not a moment early.
      clock.advance(wait - 1_000);
      await shop.outbox.idle();
      expect((await rows(shop))[0]!.attempts).toBe(row!.attempts);
      clock.advance(1_000);
      await shop.outbox.idle();
    }
    expect(waits.slice(0, 8)).toEqual([30, 60, 120, 240, 480, 960, 1_920, 3_600].map((seconds) => seconds * 1_000));
    expect(Math.max(...waits)).toBe(LONGEST_RETRY_MS);
    expect(waits).toHaveLength(MAX_ATTEMPTS - 1);
    const lastAttemptAfterHours = waits.reduce((sum, wait) => sum + wait, 0) / 3_600_000;
    expect(lastAttemptAfterHours).toBeGreaterThan(23.5);
    expect(lastAttemptAfterHours).toBeLessThan(24.5);

    const [row] = await rows(shop);
    expect(row).toMatchObject({ state: 'failed', attempts: MAX_ATTEMPTS, lastError: 'connect ECONNREFUSED 127.0.0.1:587', claimedUntil: null });
    // Kept whole, so that the admin can send it again; its summary says what it is.
    expect(row!.payload).toMatchObject({ template: 'test-note', data: { n: 1 }, to: 'reader1@example.pk', subject: 'Note 1' });
    const logged = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((line) => line.msg === 'email not sent; will retry')).toHaveLength(MAX_ATTEMPTS - 1);
    expect(logged.filter((line) => line.level === 50).map((line) => line.msg)).toEqual([`email not sent after ${MAX_ATTEMPTS} attempts; giving up`]);
  });

  it('fails an attempt whose template this version does not know, and tries again later', async () => {
    const shop = await open();
    await shop.database.db.insert(outbox).values({ id: 'unknown-template', kind: 'email', payload: { template: 'no-such-template', data: {} } });
    await shop.outbox.idle();
    const [row] = await rows(shop);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'this version of the shop has no email template named no-such-template' });
  });

  it('writes each email to an .eml file in the outbox folder without SMTP_URL', async () => {
    const outboxDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outbox-'));
    const shop = await open({ mailer: createMailer({ smtpUrl: undefined, from: 'Naturals <no-reply@localhost>', outboxDir }) });
    await enqueueNotes(shop, [7]);
    // The mail worker thread writes the file; on a loaded machine it can land just after the dispatcher is idle.
    const eml = await vi.waitFor(
      () => {
        const files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
        expect(files).toHaveLength(1);
        return readFileSync(path.join(outboxDir, files[0]!), 'utf8');
      },
      { timeout: 10_000 },
    );
    expect(eml).toContain('Subject: Note 7');
    expect(eml).toContain('To: reader7@example.pk');
  });

  it('signs each webhook call, and retries a 500 with the same body and delivery id', async () => {
    const receiver = await webhookReceiver([500]);
    cleanups.push(receiver.close);
    const clock = atSeededTime();
    const shop = await open({ clock, env: { ORDER_WEBHOOK_URL: receiver.url, ORDER_WEBHOOK_SECRET: secret } });
    const event = { event: 'order.placed', order: { _id: 'abc1234def', amount: 1_450, address: { city: 'Lahore' } } };
    await shop.database.db.transaction((tx) => enqueueWebhook(tx, shop.app.context, event));
    await shop.outbox.idle();

    expect(receiver.received).toHaveLength(1);
    const [afterFailure] = await rows(shop);
    expect(afterFailure).toMatchObject({ kind: 'webhook', state: 'pending', attempts: 1, lastError: 'the webhook answered 500' });
    expect(afterFailure!.nextAttemptAt.getTime() - clock.now().getTime()).toBe(30_000);

    clock.advance(30_000);
    await shop.outbox.idle();
    expect(receiver.received).toHaveLength(2);
    for (const { headers, body } of receiver.received) {
      expect(headers['content-type']).toBe('application/json');
      expect(headers['x-shop-event']).toBe('order.placed');
      expect(verifySignature(body, headers['x-shop-signature'] as string, secret)).toBe(true);
      expect(verifySignature(body, headers['x-shop-signature'] as string, 'another secret entirely')).toBe(false);
      expect(JSON.parse(body)).toEqual(event);
    }
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(receiver.received[1]!.headers['x-shop-delivery']).toBe(receiver.received[0]!.headers['x-shop-delivery']);
    const [delivered] = await rows(shop);
    expect(delivered).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
    expect(delivered!.payload).toEqual({ event: 'order.placed' });
  });

  it('retries a webhook whose receiver cannot be reached', async () => {
    const receiver = await webhookReceiver();
    await receiver.close();
    const shop = await open({ env: { ORDER_WEBHOOK_URL: receiver.url, ORDER_WEBHOOK_SECRET: secret } });
    await shop.database.db.transaction((tx) => enqueueWebhook(tx, shop.app.context, { event: 'order.status_changed' }));
    await shop.outbox.idle();
    const [row] = await rows(shop);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'fetch failed' });
  });

  it('queues no webhook when ORDER_WEBHOOK_URL is not set', async () => {
    const shop = await open();
    await shop.database.db.transaction((tx) => enqueueWebhook(tx, shop.app.context, { event: 'order.placed' }));
    expect(await rows(shop)).toEqual([]);
  });
});

describe('the templates an outbox knows', () => {
  const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const push = async () => ({ summary: {} });

  it('are the ones it is given at start-up, each name once', () => {
    expect(
      () =>
        new OutboxDispatcher({
          logger,
          push,
          templates: [noteMail, emailTemplate('test-note', () => ({ to: 'a@b.pk', subject: 's', text: 't', html: '<p>t</p>' }))],
        }),
    ).toThrow('Two email templates are named test-note');
    expect(() => new OutboxDispatcher({ logger, push, templates: [...shopEmailTemplates, noteMail] })).not.toThrow();
  });
});
