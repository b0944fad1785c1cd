import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';

describe.each(testDatabaseKinds())('admin guard on %s', (kind) => {
  let shop: TestApp;
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    customer = (await newAccount(shop)).token;
    admin = (await newAccount(shop, 'admin')).token;
  });
  afterAll(async () => shop?.close());

  /** Read from Fastify's own onRoute hook: a route added later is checked without touching this test. */
  const adminRoutes = () =>
    shop.app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/admin/'))
      .map((route) => ({ method: route.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: route.url.replace(/:[A-Za-z]+/g, 'x') }));

  it('finds every admin route', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(50);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/orders/x/status' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/newsletter/subscribers.csv' });
  });

  it('answers 401 without a token and 403 to a customer, on every admin route, before reading a body', async () => {
    const failures: string[] = [];
    for (const route of adminRoutes()) {
      // A body that cannot even be parsed: the guard answers first.
      const anonymous = await shop.app.inject({ method: route.method, url: route.url, headers: { 'content-type': 'application/json' }, payload: '{"broken' });
      const asCustomer = await shop.app.inject({ method: route.method, url: route.url, headers: { token: customer }, payload: { name: 'x' } });
      const asBearer = await shop.app.inject({ method: route.method, url: route.url, headers: { authorization: `Bearer ${customer}` } });
      if (anonymous.statusCode !== 401 || anonymous.json().success !== false) failures.push(`${route.method} ${route.url} anonymous → ${anonymous.statusCode}`);
      if (asCustomer.statusCode !== 403 || asCustomer.json().message !== 'This needs an admin account.')
        failures.push(`${route.method} ${route.url} customer → ${asCustomer.statusCode}`);
      if (asBearer.statusCode !== 403) failures.push(`${route.method} ${route.url} customer (Bearer) → ${asBearer.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets an admin in with either kind of token', async () => {
    for (const headers of [{ token: admin }, { authorization: `Bearer ${admin}` }]) {
      const response = await shop.app.inject({ method: 'GET', url: '/api/admin/products', headers });
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a tampered token', async () => {
    const [head, payload, signature] = admin.split('.');
    const forged = `${head}.${payload}.${signature!.slice(0, -4)}AAAA`;
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/orders', headers: { token: forged } })).statusCode).toBe(401);
  });
});
