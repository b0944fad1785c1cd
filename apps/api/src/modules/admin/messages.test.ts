import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContactMessageDto, AdminSubscriberDto, AuditEntryDto } from '@shop/core/admin-types';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';

describe.each(testDatabaseKinds())('admin messages and audit on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let adminEmail: string;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    ({ token: admin, email: adminEmail } = await newAccount(shop, 'admin'));
  });
  afterAll(async () => shop?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: admin }, ...(payload ? { payload } : {}) });
  const contact = (name: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name, email: `${name.toLowerCase()}@example.pk`, subject: 'bulk-order', message: 'Fifty soaps for a wedding, please.' },
    });

  it('lists contact messages newest first and marks them handled', async () => {
    await contact('Bilal');
    await contact('Zara');
    const listed = (await call('GET', '/api/admin/contact-messages')).json();
    const [newest, older] = listed.messages as AdminContactMessageDto[];
    expect(newest).toMatchObject({ name: 'Zara', email: 'zara@example.pk', subject: 'bulk-order', handled: false, handledAt: null });
    expect(older!.name).toBe('Bilal');

    const handled = await call('POST', `/api/admin/contact-messages/${newest!._id}/handled`);
    expect(handled.json()).toMatchObject({ success: true, message: 'Marked as handled', contactMessage: { handled: true } });
    const open = (await call('GET', '/api/admin/contact-messages?handled=false')).json().messages as AdminContactMessageDto[];
    expect(open.map((message) => message._id)).not.toContain(newest!._id);
    expect(open.map((message) => message._id)).toContain(older!._id);
    const undone = await call('POST', `/api/admin/contact-messages/${newest!._id}/handled`, { handled: false });
    expect(undone.json().contactMessage).toMatchObject({ handled: false, handledAt: null });
    const unknown = await call('POST', '/api/admin/contact-messages/nope/handled', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'MESSAGE_NOT_FOUND', message: 'Message not found' });
  });

  it('lists active subscribers and exports them as CSV with a header row', async () => {
    for (const email of ['hina@example.pk', 'omar@example.pk', '=cmd@example.pk']) {
      await shop.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    }
    await shop.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { email: 'omar@example.pk' } });
    const listed = (await call('GET', '/api/admin/newsletter/subscribers')).json();
    const emails = (listed.subscribers as AdminSubscriberDto[]).map((row) => row.email);
    expect(emails).toContain('hina@example.pk');
    expect(emails).not.toContain('omar@example.pk');

    const csv = await call('GET', '/api/admin/newsletter/subscribers.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(emails.map((email) => (email.startsWith('=') ? `'${email}` : email)));
    expect(lines.length).toBe(emails.length + 1);
  });

  it('lists the audit log newest first with the actor, filtered by entity', async () => {
    await call('POST', '/api/admin/categories', { name: 'Gift Boxes' });
    const entries = (await call('GET', '/api/admin/audit?entity=category')).json().entries as AuditEntryDto[];
    expect(entries[0]).toMatchObject({ action: 'create', entity: 'category', entityId: 'Gift Boxes', actor: { email: adminEmail } });
    expect(entries[0]!.changes).toMatchObject({ before: null, after: { name: 'Gift Boxes', subcategories: [] } });
    const all = (await call('GET', '/api/admin/audit')).json().entries as AuditEntryDto[];
    const times = all.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.map((entry) => entry.entity)).toContain('contact_message');
  });
});
