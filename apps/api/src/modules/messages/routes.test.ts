import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebBuild, newAccount, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { contactMessages, newsletterSubscribers } from '../../db/schema/messages';
import { fixedClock } from '../../lib/clock';
import type { MailMessage } from '../../lib/mailer';
import { issueLinkToken, issueOrderConfirmToken } from '../../lib/tokens';
import { demoShop } from '../../seed/demo-shop';

const message = {
  name: 'Sana Malik',
  email: 'Sana@Example.PK',
  phone: '0300 1234567',
  subject: 'bulk-order',
  message: 'Could you make 50 gift boxes for a wedding in December?',
};

const DAY_MS = 86_400_000;
const subscribeAnswer = { success: true, message: 'Thanks! Please check your email and confirm your subscription.' };
const unsubscribeAnswer = { success: true, message: 'If this address is subscribed, we have emailed it a link to unsubscribe.' };
const unsubscribedAnswer = { success: true, message: 'You have been unsubscribed from our newsletter.' };

describe.each(testDatabaseKinds())('contact and newsletter on %s', (kind) => {
  let shop: TestApp;
  let publicUrl: string;
  let secret: string;
  const clock = fixedClock(new Date());
  let addressCounter = 0;
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock, webDist: fakeWebBuild() });
    ({ publicUrl, jwtSecret: secret } = shop.app.context.config as { publicUrl: string; jwtSecret: string });
  });
  afterAll(async () => shop?.close());

  const post = (url: string, payload: object) => shop.app.inject({ method: 'POST', url, payload });
  const subscribe = (email: string) => post('/api/newsletter/subscribe', { email });
  const askToUnsubscribe = (email: string) => post('/api/newsletter/unsubscribe', { email });
  const confirm = (token: string) => post('/api/newsletter/confirm', { token });
  const oneClick = (token: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const freshAddress = () => `reader${(addressCounter += 1)}@example.pk`;

  /** Lets the outbox send what is due before the clock moves on, so nothing is sent at a later time than it was written. */
  const advance = async (ms: number) => {
    await shop.outbox.idle();
    clock.advance(ms);
  };
  const mailTo = async (email: string, subject: RegExp): Promise<MailMessage[]> => {
    await shop.outbox.idle();
    return shop.sentMail.filter((mail) => mail.to === email && subject.test(mail.subject));
  };
  const confirmations = (email: string) => mailTo(email, /^Please confirm your subscription/);
  const unsubscribeLinkMails = (email: string) => mailTo(email, /^Unsubscribe from/);
  const welcomes = (email: string) => mailTo(email, /^Welcome to the .+ newsletter$/);
  /** The token of the `path` link in the email's text. */
  const tokenIn = (mail: MailMessage, path: string) => {
    const link = new URL(new RegExp(`${publicUrl}${path}\\?token=\\S+`).exec(mail.text)![0]);
    return link.searchParams.get('token')!;
  };
  let admin: { token: string; at: number } | undefined;
  /** The owner's list, asked with an admin login no older than a day: the tests' clock outlives a login. */
  const subscribers = async () => {
    if (!admin || clock.now().getTime() - admin.at > DAY_MS) admin = { token: (await newAccount(shop, 'admin')).token, at: clock.now().getTime() };
    const listed = await shop.app.inject({ method: 'GET', url: '/api/admin/newsletter/subscribers', headers: { token: admin.token } });
    return (listed.json().subscribers as { email: string }[]).map((row) => row.email);
  };
  const rowOf = async (email: string) => (await shop.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

  /** Asks, and confirms with the emailed link: a subscribed address. */
  const subscribed = async (email = freshAddress()) => {
    await subscribe(email);
    const [mail] = await confirmations(email);
    expect((await confirm(tokenIn(mail!, '/newsletter/confirm'))).statusCode).toBe(200);
    return email;
  };

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
    expect(mail.text).toContain('Subject: Bulk order');
    expect(mail.text).not.toContain('bulk-order');
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

  it('subscribes an address only once the page POSTs the token its confirmation email carries', async () => {
    const email = freshAddress();
    const asked = await subscribe(` ${email.toUpperCase()}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(subscribeAnswer);
    const [mail] = await confirmations(email);
    expect(mail!.subject).toBe(`Please confirm your subscription to the ${demoShop.business.company.name} newsletter`);
    const token = tokenIn(mail!, '/newsletter/confirm');
    expect(mail!.html).toContain(`href="${publicUrl}/newsletter/confirm?token=${token}"`);
    expect(mail!.text).toContain('The link works for 7 days.');
    expect(await welcomes(email)).toEqual([]);
    expect(await subscribers()).not.toContain(email);

    // A mail scanner opening the link gets the page, which changes nothing until a person presses its button.
    const page = await shop.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(token);
    expect(await subscribers()).not.toContain(email);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Thank you! Your subscription is confirmed.' });
    expect(await subscribers()).toContain(email);
    expect(await welcomes(email)).toHaveLength(1);

    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'ALREADY_SUBSCRIBED', message: 'This address is already subscribed to our newsletter.' });
    expect(await welcomes(email)).toHaveLength(1);
  });

  it('welcomes with the unsubscribe link in the body and the RFC 8058 headers', async () => {
    const email = await subscribed();
    const [welcome] = await welcomes(email);
    const token = tokenIn(welcome!, '/newsletter/unsubscribe');
    expect(welcome!.headers).toEqual({
      'List-Unsubscribe': `<${publicUrl}/api/newsletter/one-click-unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome!.html).toContain(`href="${publicUrl}/newsletter/unsubscribe?token=${token}"`);
  });

  it('answers subscribe and unsubscribe alike for new, waiting, subscribed and unsubscribed addresses', async () => {
    const waiting = freshAddress();
    await subscribe(waiting);
    const left = await subscribed();
    await oneClick(tokenIn((await welcomes(left))[0]!, '/newsletter/unsubscribe'));
    const states = { new: freshAddress(), waiting, subscribed: await subscribed(), unsubscribed: left };

    for (const call of [subscribe, askToUnsubscribe]) {
      const answers = await Promise.all(Object.values(states).map(async (email) => call(email)));
      const seen = answers.map((answer) => ({ status: answer.statusCode, type: answer.headers['content-type'], body: answer.body }));
      expect(new Set(seen.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]!.json()).toEqual(call === subscribe ? subscribeAnswer : unsubscribeAnswer);
    }
    // What the calls did stays out of their answers: a subscribed address gets no confirmation email.
    expect(await confirmations(states.subscribed)).toHaveLength(1);
    expect(await confirmations(states.new)).toHaveLength(1);
  });

  it('sends at most one confirmation email a day per address, whoever asks', async () => {
    const email = freshAddress();
    await Promise.all([subscribe(email), subscribe(email), subscribe(email.toUpperCase())]);
    expect(await confirmations(email)).toHaveLength(1);
    await advance(DAY_MS - 1000);
    await subscribe(email);
    expect(await confirmations(email)).toHaveLength(1);
    await advance(1000);
    await subscribe(email);
    const sent = await confirmations(email);
    expect(sent).toHaveLength(2);
    // Either link works until its 7 days are out.
    expect((await confirm(tokenIn(sent[0]!, '/newsletter/confirm'))).statusCode).toBe(200);
  });

  it('refuses forged, foreign and expired confirmation links with a code, changing nothing', async () => {
    const email = freshAddress();
    await subscribe(email);
    const good = tokenIn((await confirmations(email))[0]!, '/newsletter/confirm');
    const now = clock.now();
    const [header, payload] = good.split('.');
    const login = (await newAccount(shop)).token;
    const invalid = {
      success: false,
      code: 'NEWSLETTER_CONFIRM_LINK_INVALID',
      message: 'This confirmation link is not valid. Please use the link in your email, or subscribe again.',
    };
    for (const token of [
      'not-a-token',
      `${header}.${payload}.${'A'.repeat(43)}`,
      await issueLinkToken('newsletter-confirm', email, 'another-shops-secret-that-is-long-enough', now, 3600),
      await issueLinkToken('newsletter-unsubscribe', email, secret, now),
      await issueLinkToken('email-verification', email, secret, now, 3600),
      await issueOrderConfirmToken('order-1', secret, now),
      login,
    ]) {
      const refused = await confirm(token);
      expect(refused.statusCode, token).toBe(400);
      expect(refused.json()).toEqual(invalid);
    }
    expect((await confirm('')).json()).toMatchObject({ code: 'INVALID_REQUEST', fields: ['token'] });
    expect(await rowOf(email)).toMatchObject({ subscribedAt: null, unsubscribedAt: null });

    const expiring = await issueLinkToken('newsletter-confirm', email, secret, now, 7 * 86_400);
    await advance(7 * DAY_MS + 1000);
    const expired = await confirm(expiring);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      success: false,
      code: 'NEWSLETTER_CONFIRM_LINK_EXPIRED',
      message: 'This confirmation link has expired. Please subscribe again from our home page.',
    });
    expect(await rowOf(email)).toMatchObject({ subscribedAt: null, unsubscribedAt: null });
    expect(await subscribers()).not.toContain(email);
  });

  it('does not let an old confirmation link bring back an address that unsubscribed; a newer one does', async () => {
    const email = freshAddress();
    await subscribe(email);
    const first = tokenIn((await confirmations(email))[0]!, '/newsletter/confirm');
    expect((await confirm(first)).statusCode).toBe(200);
    await advance(60_000);
    expect((await oneClick(tokenIn((await welcomes(email))[0]!, '/newsletter/unsubscribe'))).json()).toEqual(unsubscribedAnswer);
    const left = await rowOf(email);

    const reused = await confirm(first);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().code).toBe('NEWSLETTER_CONFIRM_LINK_EXPIRED');
    expect(await rowOf(email)).toEqual(left);
    expect(await subscribers()).not.toContain(email);

    await advance(DAY_MS);
    await subscribe(email);
    const sent = await confirmations(email);
    expect(sent).toHaveLength(2);
    expect((await confirm(tokenIn(sent[1]!, '/newsletter/confirm'))).statusCode).toBe(200);
    expect(await subscribers()).toContain(email);
    expect(await welcomes(email)).toHaveLength(2);
  });

  it('emails an unsubscribe link from the public form only to a subscribed address, at most once a day, and changes nothing yet', async () => {
    const email = await subscribed();
    const waiting = freshAddress();
    await subscribe(waiting);
    const unknown = freshAddress();

    for (const address of [email, email, waiting, unknown]) expect((await askToUnsubscribe(address)).json()).toEqual(unsubscribeAnswer);
    const [mail, ...more] = await unsubscribeLinkMails(email);
    expect(more).toEqual([]);
    expect(await unsubscribeLinkMails(waiting)).toEqual([]);
    expect(await unsubscribeLinkMails(unknown)).toEqual([]);
    expect(await subscribers()).toContain(email);
    expect(mail!.text).toContain('If you did not ask for this, ignore this email: you stay subscribed.');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    await advance(DAY_MS);
    await askToUnsubscribe(email);
    expect(await unsubscribeLinkMails(email)).toHaveLength(2);

    // Its page POSTs the token, without a body, as the storefront does.
    const left = await shop.app.inject({
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(tokenIn(mail!, '/newsletter/unsubscribe'))}`,
    });
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual(unsubscribedAnswer);
    expect(await subscribers()).not.toContain(email);
  });

  it('unsubscribes by the one-click POST a mail client makes, idempotently; a GET changes nothing', async () => {
    const email = await subscribed();
    const [welcome] = await welcomes(email);
    const oneClickUrl = /^<(.+)>$/.exec(welcome!.headers!['List-Unsubscribe']!)![1]!;
    const { pathname, search } = new URL(oneClickUrl);

    const fetched = await shop.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(fetched.statusCode).toBe(404);
    expect(await subscribers()).toContain(email);

    const posted = await shop.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual(unsubscribedAnswer);
    expect(posted.headers['cache-control']).toBe('no-store');
    const left = await rowOf(email);
    expect(left!.unsubscribedAt).toEqual(clock.now());

    await advance(60_000);
    const again = await shop.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.json()).toEqual(unsubscribedAnswer);
    expect(await rowOf(email)).toEqual(left);
  });

  it('takes the one-click POST as multipart/form-data too', async () => {
    const email = await subscribed();
    const token = tokenIn((await welcomes(email))[0]!, '/newsletter/unsubscribe');
    const boundary = 'one-click-boundary';
    const posted = await shop.app.inject({
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(posted.statusCode).toBe(200);
    expect(await subscribers()).not.toContain(email);
  });

  it('refuses a one-click POST whose token is not an unsubscribe link of ours, changing nothing', async () => {
    const email = await subscribed();
    const now = clock.now();
    for (const token of [
      'garbage',
      await issueLinkToken('newsletter-confirm', email, secret, now, 3600),
      await issueLinkToken('newsletter-unsubscribe', email, 'another-shops-secret-that-is-long-enough', now),
    ]) {
      const refused = await oneClick(token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        code: 'UNSUBSCRIBE_LINK_INVALID',
        message: 'This unsubscribe link is not valid. Please use the link in your email.',
      });
    }
    expect((await shop.app.inject({ method: 'POST', url: '/api/newsletter/one-click-unsubscribe' })).json()).toMatchObject({
      code: 'INVALID_REQUEST',
      fields: ['token'],
    });
    expect(await subscribers()).toContain(email);
  });

  it('lets a logged-in customer with a verified address subscribe and unsubscribe from the account at once', async () => {
    const { token, email } = await newAccount(shop);
    const call = (method: 'GET' | 'PUT', payload?: object) =>
      shop.app.inject({ method, url: '/api/user/newsletter', headers: { token }, ...(payload ? { payload } : {}) });

    expect((await call('GET')).json()).toEqual({ success: true, subscribed: false });
    const joined = await call('PUT', { subscribed: true });
    expect(joined.json()).toEqual({ success: true, subscribed: true, message: 'You are now subscribed to our newsletter.' });
    expect((await call('GET')).json()).toEqual({ success: true, subscribed: true });
    expect(await subscribers()).toContain(email);
    const [welcome] = await welcomes(email);
    expect(welcome!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await call('PUT', { subscribed: true });
    expect(await welcomes(email)).toHaveLength(1);

    const left = await call('PUT', { subscribed: false });
    expect(left.json()).toEqual({ success: true, subscribed: false, message: 'You have been unsubscribed from our newsletter.' });
    expect((await call('GET')).json()).toEqual({ success: true, subscribed: false });
    expect(await subscribers()).not.toContain(email);

    expect((await shop.app.inject({ method: 'GET', url: '/api/user/newsletter' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'PUT', url: '/api/user/newsletter', payload: { subscribed: true } })).statusCode).toBe(401);
  });

  it('refuses to subscribe an account whose address is not verified, and lets it leave', async () => {
    const { token, email } = await newAccount(shop, 'customer', { verified: false });
    await subscribed(email);
    const put = (subscribed: boolean) => shop.app.inject({ method: 'PUT', url: '/api/user/newsletter', headers: { token }, payload: { subscribed } });

    expect((await put(false)).json()).toMatchObject({ success: true, subscribed: false });
    expect(await subscribers()).not.toContain(email);
    const refused = await put(true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email address first, with the link we emailed you, then subscribe.',
    });
    expect(await subscribers()).not.toContain(email);
  });

  it('gives the texts of docs/product.md §8 for a missing or bad newsletter email', async () => {
    expect((await subscribe('')).json().message).toBe('Please enter your email address');
    expect((await subscribe('x@')).json().message).toBe('Please enter a valid email address');
    expect((await askToUnsubscribe('')).json().message).toBe('Please enter your email address');
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
