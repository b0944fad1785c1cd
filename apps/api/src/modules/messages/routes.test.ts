import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { contactMessages, newsletterSubscribers } from '../../db/schema/messages';
import { demoShop } from '../../seed/demo-shop';

const message = {
  name: 'Sana Malik',
  email: 'Sana@Example.PK',
  phone: '0300 1234567',
  subject: 'bulk-order',
  message: 'Could you make 50 gift boxes for a wedding in December?',
};

describe.each(testDatabaseKinds())('contact and newsletter on %s', (kind) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(kind);
  });
  afterAll(async () => shop?.close());

  const post = (url: string, payload: object) => shop.app.inject({ method: 'POST', url, payload });

  it('stores a contact message and alerts the owner at the support address (ORDER_ALERT_EMAIL unset)', async () => {
    const response = await post('/api/contact', message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: "Message sent successfully! We'll get back to you soon." });
    const [stored] = await shop.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'sana@example.pk'));
    expect(stored).toMatchObject({ name: 'Sana Malik', subject: 'bulk-order', phone: '0300 1234567' });
    await shop.outbox.idle();
    const mail = shop.sentMail.at(-1)!;
    expect(mail.to).toBe(demoShop.business.contact.customerSupport.email);
    expect(mail.replyTo).toBe('sana@example.pk');
    expect(mail.subject).toBe('Contact form: Bulk order from Sana Malik');
    expect(mail.text).toContain(message.message);
  });

  it.each([
    [{ ...message, email: 'nope' }, 'Please enter a valid email address', 'email'],
    [{ ...message, subject: 'spam' }, 'Please choose a subject', 'subject'],
    [{ ...message, message: '' }, 'Please write your message', 'message'],
    [{ ...message, name: 'Sana\r\nBcc: all@example.pk' }, 'Your name cannot contain line breaks', 'name'],
  ])('refuses %o and stores nothing', async (payload, text, field) => {
    const before = (await shop.database.db.select().from(contactMessages)).length;
    const response = await post('/api/contact', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: text, fields: [field] });
    expect(await shop.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('subscribes once with a welcome email, harmlessly twice, then unsubscribes', async () => {
    const email = 'reader@example.pk';
    const before = shop.sentMail.length;
    const first = await post('/api/newsletter/subscribe', { email: ' Reader@Example.pk' });
    expect(first.json()).toEqual({ success: true, message: 'Successfully subscribed! Check your email for a welcome message.' });
    const second = await post('/api/newsletter/subscribe', { email });
    expect(second.statusCode).toBe(200);
    await shop.outbox.idle();
    expect(shop.sentMail.slice(before).map((mail) => mail.to)).toEqual([email]);

    const leave = await post('/api/newsletter/unsubscribe', { email });
    expect(leave.json()).toEqual({ success: true, message: 'You have been unsubscribed from our newsletter.' });
    const [row] = await shop.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row!.unsubscribedAt).not.toBeNull();
    const again = await post('/api/newsletter/unsubscribe', { email });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'NOT_SUBSCRIBED', message: 'This email is not subscribed to our newsletter.' });

    await post('/api/newsletter/subscribe', { email });
    await shop.outbox.idle();
    expect(shop.sentMail.slice(before).map((mail) => mail.to)).toEqual([email, email]);
  });

  it('gives SPEC texts for a missing or bad newsletter email', async () => {
    expect((await post('/api/newsletter/subscribe', { email: '' })).json().message).toBe('Please enter your email address');
    expect((await post('/api/newsletter/subscribe', { email: 'x@' })).json().message).toBe('Please enter a valid email address');
  });
});

describe('contact rate limit', () => {
  it('stops a sixth message from one connection within ten minutes', async () => {
    const shop = await createTestApp('pglite', { env: { RATE_LIMIT: 'on' } });
    for (let i = 0; i < 5; i += 1) {
      expect((await shop.app.inject({ method: 'POST', url: '/api/contact', payload: message })).statusCode).toBe(201);
    }
    const sixth = await shop.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    expect(sixth.json().message).toMatch(/^Too many messages from your connection\. Please try again in \d+ minutes\.$/);
    await shop.close();
  });
});

describe('the owner alert of a contact message', () => {
  it('goes to ORDER_ALERT_EMAIL when it is set', async () => {
    const shop = await createTestApp('pglite', { env: { ORDER_ALERT_EMAIL: 'owner@naturals.example.pk' } });
    try {
      expect((await shop.app.inject({ method: 'POST', url: '/api/contact', payload: message })).statusCode).toBe(201);
      await shop.outbox.idle();
      expect(shop.sentMail.map((mail) => [mail.to, mail.subject])).toEqual([['owner@naturals.example.pk', 'Contact form: Bulk order from Sana Malik']]);
    } finally {
      await shop.close();
    }
  });
});
