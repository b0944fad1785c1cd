import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebBuild, type TestApp } from '../../test/helpers';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two processes behind one load balancer: with REDIS_URL they share one count per client address.
 * (Failed logins per account and client are counted in the database, which every process shares anyway.)
 */
describe.skipIf(!redisUrl)('per-IP limits shared through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT: 'on', REDIS_URL: redisUrl!, RATE_LIMIT_LOGIN_PER_ACCOUNT: '100', RATE_LIMIT_LOGIN_PER_IP: '3' };
    first = await createTestApp('pglite', { env });
    second = await createTestApp('pglite', { env });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts logins made to either process from the same address against one limit', async () => {
    const remoteAddress = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const attempt = (shop: TestApp) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        payload: { email: `shared.${randomBytes(4).toString('hex')}@example.pk`, password: 'wrong password' },
      });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(401);
    const limited = await attempt(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many login attempts/);
  });
});

describe('per-IP limits on pages and unknown paths', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite', { webDist: fakeWebBuild(), env: { RATE_LIMIT: 'on', RATE_LIMIT_API_PER_MINUTE: '3' } });
  });
  afterAll(async () => shop?.close());

  it.each([
    ['a page', '/collection', '10.1.0.1'],
    ['an unknown page', '/no/such/page', '10.1.0.2'],
    ['an unknown API path', '/api/no-such-call', '10.1.0.3'],
    ['a call refused for want of a login', '/api/cart/', '10.1.0.5'],
    ['an admin call refused for want of a login', '/api/admin/orders', '10.1.0.6'],
  ])('limits %s like the API', async (_what, url, remoteAddress) => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await shop.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('leaves built files, uploads and the health check alone', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await shop.app.inject({ method: 'GET', url: '/assets/index-abc123.js', remoteAddress: '10.1.0.4' })).statusCode).toBe(200);
      expect((await shop.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.1.0.4' })).statusCode).toBe(200);
    }
  });
});

/** X-Forwarded-For is the client's own text unless it comes from a proxy the operator named. */
describe('the client address behind a proxy', () => {
  const tries = (shop: TestApp, remoteAddress: string) =>
    Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        shop.app.inject({ method: 'GET', url: '/api/business-details', remoteAddress, headers: { 'x-forwarded-for': `203.0.113.${index + 1}` } }),
      ),
    ).then((responses) => responses.map((response) => response.statusCode));

  it('ignores X-Forwarded-For by default, so forged addresses share the sender’s limit', async () => {
    const shop = await createTestApp('pglite', { env: { RATE_LIMIT: 'on', RATE_LIMIT_API_PER_MINUTE: '3' } });
    try {
      expect(await tries(shop, '198.51.100.7')).toContain(429);
    } finally {
      await shop.close();
    }
  });

  it('believes X-Forwarded-For from a trusted proxy, so each shopper has their own limit', async () => {
    const shop = await createTestApp('pglite', { env: { RATE_LIMIT: 'on', RATE_LIMIT_API_PER_MINUTE: '3', TRUST_PROXY: '198.51.100.0/24' } });
    try {
      expect(await tries(shop, '198.51.100.7')).toEqual([200, 200, 200, 200]);
      expect(await tries(shop, '192.0.2.9')).toContain(429);
    } finally {
      await shop.close();
    }
  });
});

describe('request ids', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite');
  });
  afterAll(async () => shop?.close());

  it('keeps a short, plain X-Request-Id and replaces any other', async () => {
    const id = async (header: string) =>
      (await shop.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': header } })).headers['x-request-id'];
    expect(await id('lb-7f3a.42')).toBe('lb-7f3a.42');
    for (const hostile of ['x'.repeat(65), 'two words', 'id\u00e9', '<script>']) {
      expect(await id(hostile)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
