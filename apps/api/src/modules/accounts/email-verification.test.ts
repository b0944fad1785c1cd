import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, deliveryAddress, fakeWebBuild, newAccount, seededAt, type TestApp, testDatabaseKinds, uniquePhone } from '../../../test/helpers';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import type { MailMessage } from '../../lib/mailer';
import { issueLinkToken, issueOrderConfirmToken } from '../../lib/tokens';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const secret = 'test-secret-that-is-long-enough-for-hs256-signing';
const password = 'a good long password';

describe.each(testDatabaseKinds())('verified email on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  let product: ProductDto;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + MINUTE_MS));
    shop = await createTestApp(kind, { clock, webDist: fakeWebBuild() });
    admin = (await newAccount(shop, 'admin')).token;
    const products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    product = products.find((candidate) => candidate.quantity >= 30 && candidate.discountprice === 0)!;
  });
  afterAll(async () => shop?.close());

  let counter = 0;
  /** Registers through the real call, as a visitor does: the account is unverified. */
  const register = async (name = 'Sana Kazmi') => {
    counter += 1;
    const email = `verify${counter}.${kind}@example.pk`;
    const response = await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: { name, email, password } });
    expect(response.statusCode).toBe(201);
    const token = response.json().token as string;
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id as string;
    return { email, token, userId };
  };
  const mailTo = async (email: string): Promise<MailMessage[]> => {
    await shop.outbox.idle();
    return shop.sentMail.filter((mail) => mail.to === email);
  };
  const linkIn = (mail: MailMessage) => new URL(/(https?:\/\/\S+\/verify-email\?token=\S+)/.exec(mail.text)![1]!);
  const verify = (token: unknown, sessionToken?: string) =>
    shop.app.inject({ method: 'POST', url: '/api/user/verify-email', payload: { token }, headers: sessionToken ? { token: sessionToken } : {} });
  const resend = (sessionToken: string) => shop.app.inject({ method: 'POST', url: '/api/user/resend-verification', headers: { token: sessionToken } });
  const me = async (sessionToken: string) => (await shop.app.inject({ method: 'GET', url: '/api/user/me', headers: { token: sessionToken } })).json().user;
  const verifiedAt = async (userId: string) => (await shop.database.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId)))[0]!.at;
  const placeOrder = async (sessionToken: string) => {
    const { fixedCharge, freeDeliveryAbove } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const deliveryCharges = freeDeliveryAbove > 0 && product.price >= freeDeliveryAbove ? 0 : fixedCharge;
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: sessionToken },
      payload: {
        address: { ...deliveryAddress, street: 'URGENT: pay customs at pay-customs.example', phone: uniquePhone() },
        items: [{ id: product._id, quantity: 1 }],
        amount: product.price + deliveryCharges,
        deliveryCharges,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json().orderId as string;
  };
  const moveOrder = (orderId: string, status: string) =>
    shop.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: { token: admin }, payload: { status } });

  it('welcomes a new account with a verification link, greeting by a short, link-free name only', async () => {
    const plain = await register('Sana Kazmi');
    const [welcome] = await mailTo(plain.email);
    expect(welcome!.subject).toMatch(/^Welcome to .+: please verify your email$/);
    expect(welcome!.text).toMatch(/^Hello Sana Kazmi, welcome to /);
    expect(linkIn(welcome!).pathname).toBe('/verify-email');
    expect(welcome!.html).toContain(linkIn(welcome!).search.replaceAll('&', '&amp;'));
    expect(await me(plain.token)).toMatchObject({ email: plain.email, emailVerified: false });

    const phishing = await register('URGENT: your parcel is held, pay customs at pay-customs.example');
    const [lure] = await mailTo(phishing.email);
    expect(lure!.text).toMatch(/^Hello there, welcome to /);
    for (const part of [lure!.subject, lure!.text, lure!.html]) {
      expect(part).not.toContain('pay-customs');
      expect(part).not.toContain('URGENT');
    }

    const long = await register(`${'Muhammad Abdullah Khan Niazi '.repeat(3)}the Third`);
    const [greeting] = await mailTo(long.email);
    const greeted = /^Hello (.+), welcome to /m.exec(greeting!.text)![1]!;
    expect(Array.from(greeted).length).toBeLessThanOrEqual(40);
    expect(greeted).toBe('Muhammad Abdullah Khan Niazi Muhammad Ab');
  });

  it('sends an unverified address no order mail, yet takes the order; once verified the next news goes out', async () => {
    const { email, token, userId } = await register();
    const orderId = await placeOrder(token);
    expect((await moveOrder(orderId, 'Confirmed')).statusCode).toBe(200);
    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Welcome to /)]);
    // The owner still hears of the order.
    expect(shop.sentMail.some((mail) => mail.subject.includes(orderId.slice(0, 7)) && mail.to !== email)).toBe(true);

    const orders = (await shop.app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } })).json().orders as { _id: string }[];
    expect(orders.map((order) => order._id)).toContain(orderId);

    const [welcome] = await mailTo(email);
    expect((await verify(linkIn(welcome!).searchParams.get('token'))).statusCode).toBe(200);
    expect(await verifiedAt(userId)).toEqual(clock.now());
    expect((await moveOrder(orderId, 'Packing')).statusCode).toBe(200);
    const after = await mailTo(email);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toContain(orderId.slice(0, 7));
  });

  it('verifies by POST only, once, and lists the orders waiting for confirmation with working confirm tokens', async () => {
    const { email, token, userId } = await register();
    const first = await placeOrder(token);
    clock.advance(MINUTE_MS);
    const second = await placeOrder(token);
    const [welcome] = await mailTo(email);
    const link = linkIn(welcome!);
    const linkToken = link.searchParams.get('token')!;

    // Opening the link (a mail scanner, a preview) changes nothing.
    const page = await shop.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(linkToken);
    expect((await shop.app.inject({ method: 'GET', url: `/api/user/verify-email?token=${encodeURIComponent(linkToken)}` })).statusCode).toBe(404);
    expect(await verifiedAt(userId)).toBeNull();

    const verified = await verify(linkToken);
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.message).toBe('Thank you! Your email is verified. We will send your order updates there.');
    expect(body.waitingOrders.map((order: { _id: string }) => order._id)).toEqual([first, second]);
    expect(body.waitingOrders[0]).toMatchObject({ orderNumber: first.slice(0, 7), itemCount: 1 });
    expect(await me(token)).toMatchObject({ emailVerified: true });

    const confirmed = await shop.app.inject({ method: 'POST', url: '/api/order/confirm', payload: { token: body.waitingOrders[0].confirmToken } });
    expect(confirmed.json()).toMatchObject({ success: true, order: { _id: first, status: 'Confirmed' } });

    const again = await verify(linkToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 'EMAIL_ALREADY_VERIFIED', message: 'Your email is already verified.' });
  });

  it('refuses forged, foreign, garbled and expired links, and a link used while logged in as another account, changing nothing', async () => {
    const { email, token, userId } = await register();
    const [welcome] = await mailTo(email);
    const linkToken = linkIn(welcome!).searchParams.get('token')!;
    const other = await register();

    const [header, payload, signature] = linkToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: other.userId })).toString('base64url')}.${signature}`;
    const foreign = [
      token,
      await issueOrderConfirmToken(userId, secret, clock.now()),
      await issueLinkToken('newsletter-confirm', userId, secret, clock.now(), DAY_MS / 1000),
      await issueLinkToken('email-verification', userId, 'another-secret-that-is-long-enough-for-hs256', clock.now(), DAY_MS / 1000),
    ];
    for (const bad of [forged, `${linkToken}x`, 'not-a-token', ...foreign]) {
      const response = await verify(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('VERIFICATION_LINK_INVALID');
    }
    for (const bad of ['', 42, null, 'x'.repeat(3000)]) {
      const response = await verify(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_REQUEST');
    }

    const elsewhere = await verify(linkToken, other.token);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('VERIFICATION_FOR_ANOTHER_ACCOUNT');
    expect(await verifiedAt(userId)).toBeNull();
    expect(await verifiedAt(other.userId)).toBeNull();

    clock.advance(7 * DAY_MS + 1_000);
    const late = await verify(linkToken);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('VERIFICATION_LINK_EXPIRED');
    expect(await verifiedAt(userId)).toBeNull();
    // Its own session is fine with its own link.
    expect((await verify(linkToken, token)).statusCode).toBe(410);
  });

  it('resends a link at most once a minute and five times a day, and never to a verified address', async () => {
    const { email, token } = await register();
    // The welcome went a moment ago.
    const early = await resend(token);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('VERIFICATION_EMAIL_WAIT');
    expect(Number(early.headers['retry-after'])).toBe(60);

    for (let sent = 2; sent <= 5; sent += 1) {
      clock.advance(MINUTE_MS);
      // Parallel asks within the minute send one email.
      const answers = await Promise.all([resend(token), resend(token), resend(token)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429, 429]);
    }
    expect(await mailTo(email)).toHaveLength(5);
    clock.advance(MINUTE_MS);
    const sixth = await resend(token);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TOO_MANY_VERIFICATION_EMAILS');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(DAY_MS / 1000 - 10 * 60);

    clock.advance(DAY_MS);
    expect((await resend(token)).statusCode).toBe(200);
    const mail = await mailTo(email);
    expect(mail).toHaveLength(6);
    expect(mail[5]!.subject).toMatch(/^Verify your email for /);
    expect((await verify(linkIn(mail[5]!).searchParams.get('token'))).statusCode).toBe(200);
    const done = await resend(token);
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('EMAIL_ALREADY_VERIFIED');
    expect((await shop.app.inject({ method: 'POST', url: '/api/user/resend-verification' })).statusCode).toBe(401);
  });

  it('counts a password reset by emailed code as proof of the address; a password change while unverified emails nothing', async () => {
    const changer = await register();
    const changed = await shop.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { token: changer.token },
      payload: { currentPassword: password, newPassword: 'another good long password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await mailTo(changer.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Welcome to /)]);

    const resetter = await register();
    expect((await shop.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email: resetter.email } })).statusCode).toBe(200);
    const codeMail = (await mailTo(resetter.email)).at(-1)!;
    const otp = /\b(\d{6})\b/.exec(codeMail.subject)![1];
    const reset = await shop.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: resetter.email, otp, newPassword: 'another good long password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await verifiedAt(resetter.userId)).toEqual(clock.now());
    expect((await mailTo(resetter.email)).at(-1)!.subject).toMatch(/password was changed$/);
  });
});

describe('registration limit', () => {
  it('refuses an eleventh account from one client within the hour with 429 RATE_LIMITED, creating nothing', async () => {
    const shop = await createTestApp('pglite', { env: { RATE_LIMIT: 'on' } });
    try {
      const register = (n: number) =>
        shop.app.inject({ method: 'POST', url: '/api/user/register', payload: { name: 'Flood', email: `flood${n}@example.pk`, password } });
      for (let n = 1; n <= 10; n += 1) expect((await register(n)).statusCode).toBe(201);
      const eleventh = await register(11);
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
      expect(eleventh.json().message).toMatch(/^Too many new accounts from your connection\. Please try again in \d+ minutes\.$/);
      expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
      expect(await shop.database.db.select().from(users).where(eq(users.email, 'flood11@example.pk'))).toEqual([]);
      // Another client is not held back.
      const elsewhere = await shop.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: '203.0.113.9',
        payload: { name: 'Neighbour', email: 'neighbour@example.pk', password },
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await shop.close();
    }
  });
});
