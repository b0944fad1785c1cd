import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { SignJWT, UnsecuredJWT } from 'jose';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSecondApp,
  createTestApp,
  openTestDatabase,
  recordingMailer,
  seededAt,
  testConfig,
  testDatabaseKinds,
  type TestApp,
  type TestDatabaseKind,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { fixedClock, type Clock } from '../../lib/clock';
import type { MailMessage } from '../../lib/mailer';
import type { OutboxRunner } from '../../app-context';
import { demoShop } from '../../seed/demo-shop';

const customer = demoShop.people[0]!;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];
/** The newest reset code mailed to `email`, once the app's outbox has sent what is due. */
const latestCodeIn = async (shop: { sentMail: MailMessage[]; outbox: OutboxRunner }, email: string) => {
  await shop.outbox.idle();
  const mail = [...shop.sentMail].reverse().find((message) => message.to === email && /reset code/.test(message.subject));
  return mail ? codeIn(mail.text) : undefined;
};
/** A 6-digit code that is not the one mailed, or any code when none was. */
const wrongCodeFor = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

/**
 * The seeded shop behind an app that writes down the text of every SQL statement it runs, to show
 * that two requests do the same database work (timings are too noisy to assert on).
 */
async function appRecordingStatements(kind: TestDatabaseKind, clock: Clock) {
  const database = await openTestDatabase(kind);
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const db =
    database.kind === 'pglite'
      ? drizzlePglite((database.db as unknown as { $client: PGlite }).$client, { logger })
      : drizzlePg((database.db as unknown as { $client: pg.Pool }).$client, { logger });
  const sentMail: MailMessage[] = [];
  const app = await buildApp({
    config: testConfig(),
    database: { ...database, db: db as unknown as Database },
    logger: false,
    mailer: recordingMailer(sentMail),
    clock,
  });
  await app.ready();
  return {
    app,
    statements,
    sentMail,
    outbox: app.context.outbox,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

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
  const latestCodeFor = (email: string) => latestCodeIn(shop, email);
  /** A call that needs a login. */
  const authorizedStatus = async (headers: Record<string, string>) => (await shop.app.inject({ method: 'GET', url: '/api/user/me', headers })).statusCode;

  it('registers with the messages of docs/product.md §8, stores an argon2id hash and sends a welcome email', async () => {
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
    await shop.outbox.idle();
    expect(shop.sentMail.at(-1)).toMatchObject({ to: 'hina.tariq@example.pk', subject: expect.stringContaining('Welcome') });
  });

  it.each([
    [{ name: 'Ali', email: 'nope', password: 'password1' }, 'Please enter a valid email address', 'email'],
    [{ name: 'Ali', email: 'ali@example.pk', password: 'short' }, 'Password must be at least 8 characters long', 'password'],
    [{ name: '', email: 'ali@example.pk', password: 'password1' }, 'Please enter your name', 'name'],
  ])('refuses %o with 400 and the text of docs/product.md §8', async (payload, message, field) => {
    const response = await post('/api/user/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message, fields: [field] });
  });

  it('says clearly when the email already has an account', async () => {
    const response = await post('/api/user/register', { name: 'Again', email: customer.email.toUpperCase(), password: 'password123' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'EMAIL_TAKEN', message: 'An account with this email already exists. Please log in instead.' });
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
    expect(wrong.json()).toEqual({ success: false, code: 'BAD_CREDENTIALS', message: 'Invalid email or password' });
  });

  it('never locks an account when rate limits are off (RATE_LIMIT=off, load tests only)', async () => {
    const person = demoShop.people[2]!;
    for (let attempt = 0; attempt < 11; attempt += 1) {
      expect((await post('/api/user/login', { email: person.email, password: 'not the password' })).statusCode).toBe(401);
    }
    expect((await post('/api/user/login', { email: person.email, password: person.password })).statusCode).toBe(200);
  });

  it('never truncates long passwords: a shared 72-byte prefix opens nothing', async () => {
    const prefix = 'x'.repeat(72);
    await post('/api/user/register', { name: 'Long One', email: 'long1@example.pk', password: `${prefix}-first` });
    await post('/api/user/register', { name: 'Long Two', email: 'long2@example.pk', password: `${prefix}-second` });
    expect((await post('/api/user/login', { email: 'long1@example.pk', password: `${prefix}-second` })).statusCode).toBe(401);
    expect((await post('/api/user/login', { email: 'long1@example.pk', password: `${prefix}-first` })).statusCode).toBe(200);
  });

  it('lets no cache keep a token or the account: register, login and me answer no-store', async () => {
    const email = `nostore.${kind}@example.pk`;
    const registered = await post('/api/user/register', { name: 'Hira', email, password: 'a good long password' });
    const loggedIn = await post('/api/user/login', { email, password: 'a good long password' });
    const me = await shop.app.inject({ method: 'GET', url: '/api/user/me', headers: { token: loggedIn.json().token } });
    for (const response of [registered, loggedIn, me]) {
      expect(response.statusCode).toBeLessThan(300);
      expect(response.headers['cache-control']).toBe('no-store');
    }
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
    await shop.outbox.idle();
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
      expect(response.json().code).toBe('OTP_WAIT');
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
    const firstCode = (await latestCodeFor(email))!;
    clock.advance(61_000);
    await post('/api/user/resend-otp', { email });
    const code = (await latestCodeFor(email))!;

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
    expect(again.json()).toEqual({ success: false, code: 'BAD_CODE', message: 'Invalid or expired OTP' });

    // One notice for the one reset that happened, none for the stale or spent codes.
    await shop.outbox.idle();
    expect(shop.sentMail.filter((mail) => mail.to === email && mail.subject.includes('password was changed'))).toHaveLength(1);
  });

  it('refuses the sixth try even when it is right', async () => {
    const email = 'guesser@example.pk';
    await post('/api/user/register', { name: 'Guess Er', email, password: 'first password' });
    clock.advance(61_000);
    await post('/api/user/forgot-password', { email });
    const code = (await latestCodeFor(email))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post('/api/user/reset-password', { email, otp: wrong, newPassword: 'guessed password' });
      expect(response.json().message).toBe('Invalid or expired OTP');
    }
    const sixth = await post('/api/user/reset-password', { email, otp: code, newPassword: 'guessed password' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({ success: false, code: 'TOO_MANY_WRONG_CODES', message: 'Too many wrong attempts. Please request a new OTP.' });
  });

  it('answers forgot-password, wrong codes and resend alike for known and unknown emails, to the sixth try', async () => {
    const known = 'known.person@example.pk';
    const unknown = 'no.account.here@example.pk';
    await post('/api/user/register', { name: 'Known Person', email: known, password: 'first password' });
    const answersFor = async (email: string) => {
      const answers = [await post('/api/user/forgot-password', { email })];
      const otp = wrongCodeFor(await latestCodeFor(email));
      for (let attempt = 0; attempt < 6; attempt += 1) {
        answers.push(await post('/api/user/reset-password', { email, otp, newPassword: 'guessed password' }));
      }
      answers.push(await post('/api/user/resend-otp', { email }));
      return answers.map((answer) => ({ status: answer.statusCode, body: answer.json(), retryAfter: answer.headers['retry-after'] }));
    };
    const knownAnswers = await answersFor(known);
    expect(await answersFor(unknown)).toEqual(knownAnswers);
    expect(knownAnswers.map(({ status, body }) => `${status} ${body.code ?? ''} ${body.message}`)).toEqual([
      '200  OTP sent to your email',
      ...Array<string>(5).fill('400 BAD_CODE Invalid or expired OTP'),
      '400 TOO_MANY_WRONG_CODES Too many wrong attempts. Please request a new OTP.',
      '429 OTP_WAIT Please wait 60 seconds before asking for another OTP.',
    ]);
  });

  it('does the same database work for known and unknown emails until a right code', async () => {
    const recording = await appRecordingStatements(kind, clock);
    try {
      const send = (url: string, payload: object) => recording.app.inject({ method: 'POST', url, payload });
      const statementsFor = async (email: string) => {
        const before = recording.statements.length;
        await send('/api/user/forgot-password', { email });
        await send('/api/user/resend-otp', { email });
        const otp = wrongCodeFor(await latestCodeIn(recording, email));
        for (let attempt = 0; attempt < 6; attempt += 1) {
          await send('/api/user/reset-password', { email, otp, newPassword: 'guessed password' });
        }
        // The outbox's dispatcher works beside the requests, on the same database: its reads and
        // updates of the outbox table are its own, not the request's.
        return recording.statements.slice(before).filter((statement) => !/^\s*(select|update|delete)\b[\s\S]*"outbox"/.test(statement));
      };
      // The shop's details (for rendering the email) are cached after the first message, as in a running shop.
      await send('/api/user/forgot-password', { email: demoShop.people[1]!.email });
      await recording.outbox.idle();
      const mailedBefore = recording.sentMail.length;
      const knownWork = await statementsFor(customer.email);
      expect(recording.sentMail.length - mailedBefore).toBe(1);
      expect(knownWork.length).toBeGreaterThan(8);
      expect(await statementsFor('nobody.at.all@example.pk')).toEqual(knownWork);
    } finally {
      await recording.close();
    }
  });

  it('refuses a code older than 10 minutes', async () => {
    const email = 'slow@example.pk';
    await post('/api/user/register', { name: 'Slow Reader', email, password: 'first password' });
    clock.advance(61_000);
    await post('/api/user/forgot-password', { email });
    const code = (await latestCodeFor(email))!;
    clock.advance(10 * 60_000 + 1_000);
    const late = await post('/api/user/reset-password', { email, otp: code, newPassword: 'second password' });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'BAD_CODE', message: 'Invalid or expired OTP' });
  });

  it('checks the code format with the text of docs/product.md §8', async () => {
    const response = await post('/api/user/reset-password', { email: customer.email, otp: '12ab56', newPassword: 'password99' });
    expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'Please enter a valid 6-digit OTP', fields: ['otp'] });
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
    const attempt = (email: string) => shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'wrong password' } });
    for (let i = 0; i < 3; i += 1) expect((await attempt(customer.email)).statusCode).toBe(401);
    const limited = await attempt(customer.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(limited.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes\.$/);
    expect(limited.headers['retry-after']).toBeDefined();

    expect((await attempt('someone.else@example.pk')).statusCode).toBe(401);
    const limitedIp = await attempt('third.person@example.pk');
    expect(limitedIp.statusCode).toBe(429);
    expect(limitedIp.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS', message: expect.stringMatching(/^Too many login attempts\./) });
  });
});

describe.each(testDatabaseKinds())('limits per account and client on %s', (kind) => {
  let shop: TestApp;
  const clock = fixedClock(new Date());
  const attacker = '203.0.113.7';
  const owner = '198.51.100.20';
  beforeAll(async () => {
    clock.set(new Date(seededAt().getTime() + 60_000));
    // The per-IP limits stay out of the way here: the test above covers them.
    shop = await createTestApp(kind, { clock, env: { RATE_LIMIT: 'on', RATE_LIMIT_LOGIN_PER_IP: '1000' } });
  });
  afterAll(async () => shop?.close());

  const post = (url: string, payload: object, remoteAddress: string) => shop.app.inject({ method: 'POST', url, payload, remoteAddress });
  const login = (email: string, password: string, from: string) => post('/api/user/login', { email, password }, from);
  const lockOut = async (email: string, from: string) => {
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(email, 'not the password', from)).statusCode).toBe(401);
    const blocked = await login(email, 'not the password', from);
    expect(blocked.statusCode).toBe(429);
    return blocked;
  };

  it("blocks a stranger's client after ten wrong passwords, never the owner's", async () => {
    const person = demoShop.people[0]!;
    const blocked = await lockOut(person.email, attacker);
    expect(blocked.json()).toEqual({ success: false, code: 'TOO_MANY_LOGIN_ATTEMPTS', message: 'Too many login attempts. Please try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);

    const fromOwner = await login(person.email, person.password, owner);
    expect(fromOwner.statusCode).toBe(200);
    expect(fromOwner.json()).toMatchObject({ success: true, message: 'Logged in successfully', token: expect.any(String) });

    clock.advance(10 * 60_000);
    const stillBlocked = await login(person.email, person.password, attacker);
    expect(stillBlocked.statusCode).toBe(429);
    expect(stillBlocked.json().message).toBe('Too many login attempts. Please try again in 5 minutes.');
    expect(Number(stillBlocked.headers['retry-after'])).toBe(5 * 60);

    clock.advance(5 * 60_000);
    expect((await login(person.email, person.password, attacker)).statusCode).toBe(200);
  });

  it('counts failures only: a right password from a client under the limit clears its count', async () => {
    const person = demoShop.people[1]!;
    for (let attempt = 0; attempt < 9; attempt += 1) await login(person.email, 'not the password', owner);
    expect((await login(person.email, person.password, owner)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(person.email, 'not the password', owner)).statusCode).toBe(401);
  });

  it('counts in the database: wrong passwords sent at once to two processes never slip under the limit', async () => {
    const second = await createSecondApp(shop, { clock, env: { RATE_LIMIT: 'on', RATE_LIMIT_LOGIN_PER_IP: '1000' } });
    try {
      const payload = { email: 'parallel.target@example.pk', password: 'not the password' };
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, index) =>
          (index % 2 === 0 ? shop : second).app.inject({ method: 'POST', url: '/api/user/login', payload, remoteAddress: attacker }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(10).fill(401), ...Array<number>(4).fill(429)]);
    } finally {
      await second.close();
    }
  });

  it('answers an unknown email the same way, so the limit tells nothing about accounts', async () => {
    const blocked = await lockOut('nobody.home@example.pk', attacker);
    expect(blocked.json().message).toBe('Too many login attempts. Please try again in 15 minutes.');
  });

  it('ends every block of the account when its password is reset', async () => {
    const email = 'locked.out@example.pk';
    await post('/api/user/register', { name: 'Locked Out', email, password: 'first password' }, owner);
    await lockOut(email, attacker);
    await lockOut(email, owner);
    await post('/api/user/forgot-password', { email }, owner);
    const otp = (await latestCodeIn(shop, email))!;
    expect((await post('/api/user/reset-password', { email, otp, newPassword: 'second password' }, owner)).statusCode).toBe(200);
    expect((await login(email, 'second password', owner)).statusCode).toBe(200);
    expect((await login(email, 'second password', attacker)).statusCode).toBe(200);
  });

  it("counts the daily code checks per client: a stranger's guesses never block the owner's reset", async () => {
    const email = 'reset.target@example.pk';
    await post('/api/user/register', { name: 'Reset Target', email, password: 'first password' }, owner);
    // Twenty codes, five wrong guesses each: a hundred checks from the stranger's client in a day.
    for (let code = 0; code < 20; code += 1) {
      clock.advance(61_000);
      await post('/api/user/forgot-password', { email }, attacker);
      const otp = wrongCodeFor(await latestCodeIn(shop, email));
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await post('/api/user/reset-password', { email, otp, newPassword: 'guessed password' }, attacker)).statusCode).toBe(400);
      }
    }
    clock.advance(61_000);
    await post('/api/user/forgot-password', { email }, owner);
    const otp = (await latestCodeIn(shop, email))!;
    const strangerAgain = await post('/api/user/reset-password', { email, otp, newPassword: 'guessed password' }, attacker);
    expect(strangerAgain.statusCode).toBe(429);
    expect(strangerAgain.json()).toEqual({ success: false, code: 'TOO_MANY_CODE_REQUESTS', message: 'Too many attempts today. Please try again tomorrow.' });
    expect(Number(strangerAgain.headers['retry-after'])).toBeGreaterThan(20 * 3600);

    const ownerReset = await post('/api/user/reset-password', { email, otp, newPassword: 'second password' }, owner);
    expect(ownerReset.json()).toEqual({ success: true, message: 'Password reset successfully' });
  });
});

describe('the logs', () => {
  it('never carry a password, a code or a token', async () => {
    const logLines: string[] = [];
    const shop = await createTestApp('pglite', { logLines });
    const password = 'my very secret passphrase';
    const email = 'private@example.pk';
    const { token } = (await shop.app.inject({ method: 'POST', url: '/api/user/register', payload: { name: 'Private Person', email, password } })).json();
    await shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
    await shop.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });
    await shop.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    await shop.outbox.idle();
    const code = codeIn(shop.sentMail.at(-1)!.text)!;
    await shop.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { email, otp: code, newPassword: 'another secret phrase' } });
    await shop.close();

    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThanOrEqual(5);
    for (const secret of [password, 'another secret phrase', code, token]) expect(log).not.toContain(secret);
  });
});
