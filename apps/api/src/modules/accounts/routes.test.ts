import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seededAt, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { demoShop } from '../../seed/demo-shop';

const customer = demoShop.people[0]!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let shop: TestApp;
  const clock = fixedClock(new Date());
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    shop = await createTestApp(kind, { clock });
  });
  afterAll(async () => shop?.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const latestCodeFor = (email: string) => {
    const mail = [...shop.sentMail].reverse().find((message) => message.to === email && /reset code/.test(message.subject));
    return mail ? codeIn(mail.text) : undefined;
  };
  /** A call that needs a login. */
  const authorizedStatus = async (headers: Record<string, string>) =>
    (await shop.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode;

  it('registers with SPEC messages, stores an argon2id hash and sends a welcome email', async () => {
    const response = await post('/api/user/register', {
      name: 'Hina Tariq',
      email: '  Hina.Tariq@Example.PK ',
      password: 'a long and lovely passphrase',
      role: 'admin',
      id: 'chosen-id',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Account created successfully' });
    const [user] = await shop.database.db.select().from(users).where(eq(users.email, 'hina.tariq@example.pk'));
    expect(user!.role).toBe('customer');
    expect(user!.id).not.toBe('chosen-id');
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload.id).toBe(user!.id);
    expect(payload.exp).toBeGreaterThan(payload.iat);
    expect(shop.sentMail.at(-1)).toMatchObject({ to: 'hina.tariq@example.pk', subject: expect.stringContaining('Welcome') });
  });

  it.each([
    [{ name: 'Ali', email: 'nope', password: 'password1' }, 'Please enter a valid email address'],
    [{ name: 'Ali', email: 'ali@example.pk', password: 'short' }, 'Password must be at least 8 characters long'],
    [{ name: '', email: 'ali@example.pk', password: 'password1' }, 'Please enter your name'],
  ])('refuses %o with 400 and SPEC text', async (payload, message) => {
    const response = await post('/api/user/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('says clearly when the email already has an account', async () => {
    const response = await post('/api/user/register', { name: 'Again', email: customer.email.toUpperCase(), password: 'password123' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('An account with this email already exists. Please log in instead.');
  });

  it('logs in with the right password only, answering unknown emails the same way', async () => {
    const good = await post('/api/user/login', { email: customer.email, password: customer.password });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ success: true, message: 'Logged in successfully' });
    const wrong = await post('/api/user/login', { email: customer.email, password: 'not the password' });
    const unknown = await post('/api/user/login', { email: 'nobody@example.pk', password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('never truncates long passwords: a shared 72-byte prefix opens nothing', async () => {
    const prefix = 'x'.repeat(72);
    await post('/api/user/register', { name: 'Long One', email: 'long1@example.pk', password: `${prefix}-first` });
    await post('/api/user/register', { name: 'Long Two', email: 'long2@example.pk', password: `${prefix}-second` });
    expect((await post('/api/user/login', { email: 'long1@example.pk', password: `${prefix}-second` })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email: 'long1@example.pk', password: `${prefix}-first` })).statusCode).toBe(200);
  });

  it('accepts the token from the token header and as a Bearer token, and refuses forged ones', async () => {
    const { token } = (await post('/api/user/login', { email: customer.email, password: customer.password })).json();
    expect(await authorizedStatus({ token })).toBe(200);
    expect(await authorizedStatus({ authorization: `Bearer ${token}` })).toBe(200);
    expect(await authorizedStatus({})).toBe(401);

    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const unsigned = new UnsecuredJWT(claims).encode();
    const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-of-enough-length-000000'));
    const tampered = `${token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, id: 'someone-else' })).toString('base64url')}.${token.split('.')[2]}`;
    for (const forged of [unsigned, otherKey, tampered, 'garbage']) {
      expect(await authorizedStatus({ token: forged })).toBe(401);
    }

    clock.advance(8 * 24 * 3_600_000);
    expect(await authorizedStatus({ token })).toBe(401);
    clock.advance(-8 * 24 * 3_600_000);
  });

  it('answers forgot-password the same for known and unknown emails, and mails a code only to the known one', async () => {
    const before = shop.sentMail.length;
    const known = await post('/api/user/forgot-password', { email: demoShop.people[1]!.email });
    const unknown = await post('/api/user/forgot-password', { email: 'stranger@example.pk' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true, message: 'OTP sent to your email' });
    const mailed = shop.sentMail.slice(before);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.to).toBe(demoShop.people[1]!.email);
    expect(codeIn(mailed[0]!.text)).toMatch(/^\d{6}$/);
    expect(mailed[0]!.html).toContain(codeIn(mailed[0]!.text));
  });

  it('refuses a resend within 60 seconds with 429 and Retry-After, for any address', async () => {
    const email = demoShop.people[2]!.email;
    await post('/api/user/forgot-password', { email });
    for (const address of [email, 'stranger@example.pk']) {
      const response = await post('/api/user/resend-otp', { email: address });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json().message).toMatch(/^Please wait \d+ seconds before asking for another OTP\.$/);
    }
    clock.advance(61_000);
    const later = await post('/api/user/resend-otp', { email });
    expect(later.json()).toEqual({ success: true, message: 'New OTP sent to your email' });
  });

  it('resets the password with the code once, ends older tokens, and ends the old code', async () => {
    const email = 'reset.me@example.pk';
    const { token: oldToken } = (await post('/api/user/register', { name: 'Reset Me', email, password: 'first password' })).json();
    clock.advance(61_000);
    await post('/api/user/forgot-password', { email });
    const firstCode = latestCodeFor(email)!;
    clock.advance(61_000);
    await post('/api/user/resend-otp', { email });
    const code = latestCodeFor(email)!;

    if (firstCode !== code) {
      const stale = await post('/api/user/reset-password', { email, otp: firstCode, newPassword: 'second password' });
      expect(stale.statusCode).toBe(400);
    }
    const reset = await post('/api/user/reset-password', { email, otp: code, newPassword: 'second password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Password reset successfully' });

    expect(await authorizedStatus({ token: oldToken })).toBe(401);
    expect((await post('/api/user/login', { email, password: 'first password' })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email, password: 'second password' })).statusCode).toBe(200);
    const again = await post('/api/user/reset-password', { email, otp: code, newPassword: 'third password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired OTP');
  });

  it('refuses the sixth try even when it is right', async () => {
    const email = 'guesser@example.pk';
    await post('/api/user/register', { name: 'Guess Er', email, password: 'first password' });
    clock.advance(61_000);
    await post('/api/user/forgot-password', { email });
    const code = latestCodeFor(email)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/user/reset-password', { email, otp: wrong, newPassword: 'guessed password' });
      expect(response.json().message).toBe('Invalid or expired OTP');
    }
    const sixth = await post('/api/user/reset-password', { email, otp: code, newPassword: 'guessed password' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  it('refuses a code older than 10 minutes', async () => {
    const email = 'slow@example.pk';
    await post('/api/user/register', { name: 'Slow Reader', email, password: 'first password' });
    clock.advance(61_000);
    await post('/api/user/forgot-password', { email });
    const code = latestCodeFor(email)!;
    clock.advance(10 * 60_000 + 1_000);
    const late = await post('/api/user/reset-password', { email, otp: code, newPassword: 'second password' });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid or expired OTP');
  });

  it('checks the code format with SPEC text', async () => {
    const response = await post('/api/user/reset-password', { email: customer.email, otp: '12ab56', newPassword: 'password99' });
    expect(response.json()).toEqual({ success: false, message: 'Please enter a valid 6-digit OTP' });
  });
});

describe('login rate limits', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite', {
      env: { RATE_LIMIT: 'on', RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_IP: '5' },
    });
  });
  afterAll(async () => shop?.close());

  it('limits tries per account, then per IP, with a message the page can show', async () => {
    const attempt = (email: string) =>
      shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'wrong password' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt(customer.email)).statusCode).toBe(401);
    const limited = await attempt(customer.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes\.$/);
    expect(limited.headers['retry-after']).toBeDefined();

    expect((await attempt('someone.else@example.pk')).statusCode).toBe(401);
    expect((await attempt('third.person@example.pk')).statusCode).toBe(429);
  });
});

describe('the logs', () => {
  it('never carry a password, a code or a token', async () => {
    const logLines: string[] = [];
    const shop = await createTestApp('pglite', { logLines });
    const password = 'my very secret passphrase';
    const email = 'private@example.pk';
    const { token } = (
      await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: { name: 'Private Person', email, password } })
    ).json();
    await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    await shop.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });
    await shop.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    const code = codeIn(shop.sentMail.at(-1)!.text)!;
    await shop.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { email, otp: code, newPassword: 'another secret phrase' } });
    await shop.close();

    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [password, 'another secret phrase', code, token]) expect(log).not.toContain(secret);
  });
});
