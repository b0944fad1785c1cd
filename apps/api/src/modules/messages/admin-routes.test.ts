import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContactMessageDto, AdminSubscriberDto } from '@shop/core/messages/admin-dtos';
import type { AuditEntryDto } from '@shop/core/console/admin-dtos';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';

describe.each(testDatabaseKinds())('admin messages and audit on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let adminEmail: string;
  let adminUserId: string;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    ({ token: admin, email: adminEmail, userId: adminUserId } = await newAccount(shop, 'admin'));
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
    const openList = (await call('GET', '/api/admin/contact-messages?handled=false')).json();
    const open = openList.messages as AdminContactMessageDto[];
    expect(open.map((message) => message._id)).not.toContain(newest!._id);
    expect(open.map((message) => message._id)).toContain(older!._id);
    // total counts every message the filter finds, beyond the page.
    expect(openList).toMatchObject({ total: open.length, limit: 50, offset: 0 });
    const handledList = (await call('GET', '/api/admin/contact-messages?handled=true&limit=1')).json();
    expect(handledList).toMatchObject({ total: 1, limit: 1, messages: [{ _id: newest!._id }] });
    expect(handledList.total + openList.total).toBe((await call('GET', '/api/admin/contact-messages')).json().total);
    expect((await call('GET', '/api/admin/contact-messages?handled=yes')).json()).toEqual({
      success: false,
      code: 'INVALID_REQUEST',
      message: 'handled must be true or false',
      fields: ['handled'],
    });
    const undone = await call('POST', `/api/admin/contact-messages/${newest!._id}/handled`, { handled: false });
    expect(undone.json().contactMessage).toMatchObject({ handled: false, handledAt: null });
    const unknown = await call('POST', '/api/admin/contact-messages/nope/handled', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'MESSAGE_NOT_FOUND', message: 'Message not found' });
  });

  /** Asks to subscribe and, unless told not to, confirms with the emailed link. */
  const subscribe = async (email: string, { confirm = true } = {}) => {
    await shop.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email } });
    if (!confirm) return;
    await shop.outbox.idle();
    const mail = shop.sentMail.find((sent) => sent.to === email && sent.subject.startsWith('Please confirm'))!;
    const token = new URL(/\S+\/newsletter\/confirm\?token=\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect((await shop.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } })).statusCode).toBe(200);
  };

  it('lists confirmed subscribers and exports them as CSV with a header row and each one’s unsubscribe links', async () => {
    for (const email of ['hina@example.pk', 'omar@example.pk', '+cmd@example.pk']) await subscribe(email);
    await subscribe('waiting@example.pk', { confirm: false });
    const listed = (await call('GET', '/api/admin/newsletter/subscribers')).json();
    const emails = (listed.subscribers as AdminSubscriberDto[]).map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining(['hina@example.pk', 'omar@example.pk', '+cmd@example.pk']));
    expect(emails).not.toContain('waiting@example.pk');

    const csv = await call('GET', '/api/admin/newsletter/subscribers.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parse(csv.body) as string[][];
    expect(header).toEqual(['email', 'subscribed_at', 'unsubscribe_url', 'one_click_unsubscribe_url']);
    expect(rows.map(([email]) => email)).toEqual(emails.map((email) => (email.startsWith('+') ? `'${email}` : email)));

    // The owner's mailing tool puts a row's links in its emails: each takes that subscriber, and only that one, off the list.
    const [, , page, oneClick] = rows.find(([email]) => email === 'omar@example.pk')!;
    const { publicUrl } = shop.app.context.config;
    expect(page).toMatch(new RegExp(`^${publicUrl}/newsletter/unsubscribe\\?token=`));
    const token = new URL(page!).searchParams.get('token')!;
    expect(oneClick).toBe(`${publicUrl}/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`);
    const left = await shop.app.inject({
      method: 'POST',
      url: new URL(oneClick!).pathname + new URL(oneClick!).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    const after = ((await call('GET', '/api/admin/newsletter/subscribers')).json().subscribers as AdminSubscriberDto[]).map((row) => row.email);
    expect(after).toEqual(emails.filter((email) => email !== 'omar@example.pk'));
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

  it('lists the changes of one admin, by account id or email, and of one action', async () => {
    const other = await newAccount(shop, 'admin');
    await shop.app.inject({ method: 'POST', url: '/api/admin/categories', headers: { token: other.token }, payload: { name: 'Candles' } });
    await call('POST', '/api/admin/categories', { name: 'Bath Salts' });
    const list = async (query: string) => (await call('GET', `/api/admin/audit?${query}`)).json() as { entries: AuditEntryDto[]; total: number };

    const mine = await list(`actor=${adminUserId}`);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((entry) => entry.actor?._id === adminUserId)).toBe(true);
    expect(mine.entries.map((entry) => entry.entityId)).toContain('Bath Salts');
    expect(mine.total).toBe(mine.entries.length);
    expect(await list(`actor=${encodeURIComponent(adminEmail.toUpperCase())}`)).toEqual(mine);
    const theirs = await list(`actor=${other.userId}`);
    expect(theirs.entries.map((entry) => [entry.action, entry.entity, entry.entityId, entry.actor?.email])).toEqual([
      ['create', 'category', 'Candles', other.email],
    ]);
    expect(await list('actor=nobody@example.pk')).toMatchObject({ entries: [], total: 0 });

    const handled = await list('action=handled');
    expect(handled.entries.length).toBeGreaterThan(0);
    expect(handled.entries.every((entry) => entry.action === 'handled' && entry.entity === 'contact_message')).toBe(true);
    expect((await list(`action=create&actor=${other.userId}`)).total).toBe(1);
    expect((await list(`action=delete&actor=${other.userId}`)).total).toBe(0);

    const refused = await call('GET', `/api/admin/audit?action=${'x'.repeat(61)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'action can be at most 60 characters long', fields: ['action'] });
  });
});
