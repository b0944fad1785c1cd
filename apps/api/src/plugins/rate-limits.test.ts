import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const redisUrl = process.env.TEST_REDIS_URL;

/** Two processes behind one load balancer: with REDIS_URL they share one count per account. */
describe.skipIf(!redisUrl)('login limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT: 'on', REDIS_URL: redisUrl!, RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_IP: '100' };
    first = await createTestApp('pglite', { env });
    second = await createTestApp('pglite', { env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts tries made to either process against the same account', async () => {
    const email = `shared.${randomBytes(4).toString('hex')}@example.pk`;
    const attempt = (shop: TestApp) =>
      shop.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password: 'wrong password' } });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    const limited = await attempt(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many login attempts/);
  });
});
