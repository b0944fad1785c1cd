import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/outbox';
import { fixedClock } from '../../lib/clock';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { LONGEST_RETRY_MS, MAX_ATTEMPTS } from '../../lib/outbox';
import { demoShop } from '../../seed/demo-shop';

describe.each(testDatabaseKinds())('admin outbox on %s', (kind) => {
  let shop: TestApp;
  let admin: { token: string; email: string };
  const sent: MailMessage[] = [];
  let mailServerDown = true;
  const mailer: Mailer = {
    deliver: async (message) => {
      if (mailServerDown) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      sent.push(message);
      return {};
    },
    close: async () => undefined,
  };
  const clock = fixedClock(new Date());

  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock, mailer });
    // While the mail server is down: the admin's welcome and a reset code fail every attempt, for a day.
    admin = await newAccount(shop, 'admin');
    await shop.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: demoShop.people[0]!.email } });
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      await shop.outbox.idle();
      clock.advance(LONGEST_RETRY_MS);
    }
    await shop.outbox.idle();
  });
  afterAll(async () => shop?.close());

  const list = () => shop.app.inject({ method: 'GET', url: '/api/admin/outbox/failed', headers: { token: admin.token } });
  const retry = (id: string) => shop.app.inject({ method: 'POST', url: `/api/admin/outbox/${id}/retry`, headers: { token: admin.token } });

  it('lists the messages that failed every attempt, with what they were and why, never a code', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({ success: true, total: 2, limit: 50, offset: 0 });
    const byName = Object.fromEntries(body.messages.map((message: { name: string }) => [message.name, message]));
    expect(byName['account-welcome']).toEqual({
      _id: expect.any(String),
      kind: 'email',
      name: 'account-welcome',
      to: admin.email,
      subject: expect.stringContaining('Welcome'),
      attempts: MAX_ATTEMPTS,
      lastError: 'connect ECONNREFUSED 127.0.0.1:587',
      createdAt: expect.any(String),
    });
    // The reset code is in its subject, which is never kept.
    expect(byName['account-reset-code']).toMatchObject({ to: demoShop.people[0]!.email, subject: null, attempts: MAX_ATTEMPTS });
    // Addresses are left out of this check: a test account's address may hold six digits of its own.
    const withoutAddresses = body.messages.map((message: { to: string }) => ({ ...message, to: undefined }));
    expect(JSON.stringify(withoutAddresses)).not.toMatch(/\b\d{6}\b/);
  });

  it('sends a failed message again when asked, once the mail server is back, and records who asked', async () => {
    const welcome = (await list()).json().messages.find((message: { name: string }) => message.name === 'account-welcome');
    mailServerDown = false;
    try {
      const response = await retry(welcome._id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'The message will be sent again shortly' });
      await shop.outbox.idle();
      expect(sent.map((message) => message.to)).toEqual([admin.email]);
      expect((await list()).json().messages.map((message: { name: string }) => message.name)).toEqual(['account-reset-code']);
      const [audit] = await shop.database.db.select().from(auditLog).where(eq(auditLog.entityId, welcome._id));
      expect(audit).toMatchObject({ action: 'retry', entity: 'outbox' });

      const again = await retry(welcome._id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        success: false,
        code: 'OUTBOX_MESSAGE_NOT_FAILED',
        message: 'Only a failed message can be sent again; this one is sent.',
      });
    } finally {
      mailServerDown = true;
    }
  });

  it('answers 404 for a message that is not in the outbox, and nothing to a customer', async () => {
    const missing = await retry('no-such-message');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'OUTBOX_MESSAGE_NOT_FOUND', message: 'Message not found' });
    const customer = await newAccount(shop);
    const refused = await shop.app.inject({ method: 'GET', url: '/api/admin/outbox/failed', headers: { token: customer.token } });
    expect(refused.statusCode).toBe(403);
    expect(await shop.database.db.select().from(outbox).where(eq(outbox.state, 'failed'))).toHaveLength(1);
  });
});
