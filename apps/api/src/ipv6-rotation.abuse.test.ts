import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_CODE_ATTEMPTS_PER_CLIENT } from './modules/accounts/service';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../test/helpers';

/**
 * IPv6 rotation (issue 28): a client holds a /64 (2^64 addresses) and sends each request from a new
 * one. Every per-client limit must count the /64 as one client, and an IPv4-mapped address as its IPv4
 * address (lib/client-key.ts; docs/product.md §6).
 */

const proxy = '198.51.100.7';
const behindTheProxy = { RATE_LIMIT: 'on', TRUST_PROXY: '198.51.100.0/24' };

/** The i-th address of the /64 `prefix` (four groups), spelled now one way, now another, as clients and proxies do. */
function rotatingAddress(prefix: string, index: number): string {
  const address = `${prefix}:${(index + 1).toString(16)}:0:0:${((index * 7919 + 1) % 0x10000).toString(16)}`;
  return index % 2 === 0 ? address : address.toUpperCase();
}

describe.each(testDatabaseKinds())('IPv6 address rotation within one /64 on %s', (kind) => {
  let shop: TestApp;
  let owner: { email: string };
  beforeAll(async () => {
    shop = await createTestApp(kind, { env: { ...behindTheProxy, RATE_LIMIT_API_PER_MINUTE: '10000', RATE_LIMIT_REGISTER_PER_IP: '3' } });
    owner = await newAccount(shop, 'admin');
  });
  afterAll(async () => shop?.close());

  const post = (url: string, payload: object, client: string) =>
    shop.app.inject({ method: 'POST', url, payload, remoteAddress: proxy, headers: { 'x-forwarded-for': client } });
  const wrongLogin = (email: string, client: string) => post('/api/user/login', { email, password: 'not the password' }, client);

  /** `times` calls, each from the next address of the /64; the statuses in order. */
  async function rotate(prefix: string, times: number, call: (client: string, index: number) => Promise<{ statusCode: number }>): Promise<number[]> {
    const statuses: number[] = [];
    for (let index = 0; index < times; index += 1) statuses.push((await call(rotatingAddress(prefix, index), index)).statusCode);
    return statuses;
  }

  it("refuses the 11th wrong password for the owner's account from 11 addresses of one /64, and not from another /64", async () => {
    const statuses = await rotate('2001:db8:100:1', 11, (client) => wrongLogin(owner.email, client));
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    const refused = await wrongLogin(owner.email, '2001:db8:100:1::beef');
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect((await wrongLogin(owner.email, '2001:db8:100:2::1')).statusCode).toBe(401);
  });

  it('counts an IPv4-mapped address with its IPv4 address', async () => {
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await wrongLogin(owner.email, index % 2 === 0 ? '::ffff:203.0.113.9' : '203.0.113.9')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('limits login attempts over all accounts per /64 (RATE_LIMIT_LOGIN_PER_IP, 20)', async () => {
    const statuses = await rotate('2001:db8:101:1', 21, (client, index) => wrongLogin(`rotation.${index}@example.pk`, client));
    expect(statuses).toEqual([...Array<number>(20).fill(401), 429]);
  });

  it('limits reset-code checks per address and /64 (100 a day)', async () => {
    const statuses = await rotate('2001:db8:102:1', DAILY_CODE_ATTEMPTS_PER_CLIENT + 1, (client) =>
      post('/api/user/reset-password', { email: owner.email, otp: '123456', newPassword: 'a guessed password' }, client),
    );
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits new accounts per /64 (RATE_LIMIT_REGISTER_PER_IP)', async () => {
    const statuses = await rotate('2001:db8:103:1', 4, (client, index) =>
      post('/api/user/register', { name: 'Rotating Rafi', email: `rotating.${kind}.${index}@example.pk`, password: 'a good long password' }, client),
    );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits contact messages (5) and newsletter calls (10) per /64', async () => {
    const contact = { name: 'Rotating Rafi', email: 'rafi@example.pk', subject: 'bulk-order', message: 'Fifty soaps, please.' };
    expect(await rotate('2001:db8:104:1', 6, (client) => post('/api/contact', contact, client))).toEqual([...Array<number>(5).fill(201), 429]);
    const newsletter = await rotate('2001:db8:105:1', 11, (client, index) =>
      post('/api/newsletter/subscribe', { email: `reader.${index}@example.pk` }, client),
    );
    expect(newsletter).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('IPv6 address rotation against the per-client API limit', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite', { env: { ...behindTheProxy, RATE_LIMIT_API_PER_MINUTE: '5' } });
  });
  afterAll(async () => shop?.close());

  const get = (client: string) =>
    shop.app.inject({ method: 'GET', url: '/api/business-details', remoteAddress: proxy, headers: { 'x-forwarded-for': client } });

  it('counts every address of a /64 against one limit, and another /64 apart', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await get(rotatingAddress('2001:db8:200:1', index))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await get('2001:db8:200:2::1')).statusCode).toBe(200);
  });
});
