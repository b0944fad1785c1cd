import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { endpoints } from '@shop/core/contract/index';
import { deliveryAddress, createTestApp, fakeWebBuild, newAccount, seededAt, type TestApp } from '../test/helpers';
import { fixedClock } from './lib/clock';

/**
 * Not a test but a recorder, for changes that must not change behaviour (a restructure): with
 * CAPTURE_ANSWERS=<file> it sends a few hundred requests over every route of the contract, anonymous
 * and with a customer's and an admin's token, then a short shop day (an order placed, moved, noted,
 * attempted), and writes each answer's status and body with ids, times and tokens normalised. Run it on
 * the tree before and after, and diff the two files:
 *
 *   CAPTURE_ANSWERS=/tmp/before.json npx vitest run --project api src/routes.answers.test.ts
 */
const target = process.env.CAPTURE_ANSWERS;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface Answer {
  request: string;
  status: number;
  type: string;
  body: unknown;
}

/** Each id becomes the name of what it is (a product's name, an order's number) when the answers say so. */
function normaliser() {
  const labels = new Map<string, string>();
  const learn = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(learn);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const id = record._id ?? record.id;
      const label = record.name ?? record.dealName ?? record.title ?? record.email ?? record.term ?? record.value;
      if (typeof id === 'string' && typeof label === 'string' && !labels.has(id)) labels.set(id, `<id of ${normaliseText(label)}>`);
      Object.values(record).forEach(learn);
    }
  };
  const normaliseText = (text: string): string =>
    text
      .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '<jwt>')
      .replace(/\b[0-9a-f]{24}\b/g, (id) => labels.get(id) ?? '<id>')
      // An order's number is the start of its random id.
      .replace(/(#|%23)[0-9a-f]{7}\b/g, '$1<order number>')
      .replace(/\b(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{7}\b/g, '<order number>')
      .replace(/(\/|%2F)c(\/|%2F)[0-9A-Za-z]{12}\b/g, '$1c$2<code>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
      .replace(/buyer\d+\.[0-9a-f]{6}@/g, 'buyer@')
      .replace(/Buyer \d+/g, 'Buyer');
  const normalise = (value: unknown): unknown => {
    if (typeof value === 'string') return normaliseText(/^\d{13}$/.test(value) ? '<ms>' : value);
    if (typeof value === 'number' && value > 1e12 && value < 1e13) return '<ms>';
    // Rows that tie on their order (seeded at one instant) come back in the order of their random ids,
    // which differ from run to run: lists are compared as sets here; their order is the tests' to check.
    if (Array.isArray(value))
      return value
        .map(normalise)
        .map((item) => [JSON.stringify(item), item] as const)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([, item]) => item);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'orderNumber' ? '<order number>' : normalise(item)]));
    return value;
  };
  return { learn, normalise, normaliseText };
}

describe.runIf(target)('the answers of every route, recorded', () => {
  let shop: TestApp;
  const clock = fixedClock(new Date(seededAt().getTime() + 60_000));
  const answers: Answer[] = [];
  const names = normaliser();
  const ids = new Map<string, string>();
  const tokens = { anonymous: undefined as string | undefined, customer: '', admin: '' };

  beforeAll(async () => {
    shop = await createTestApp('pglite', { clock, webDist: fakeWebBuild() });
    tokens.customer = (await newAccount(shop, 'customer')).token;
    tokens.admin = (await newAccount(shop, 'admin')).token;
  });
  afterAll(async () => shop?.close());

  const send = async (method: Method, url: string, who: keyof typeof tokens, payload?: unknown) => {
    const token = tokens[who];
    const response = await shop.app.inject({
      method,
      url,
      headers: token ? { token } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const type = String(response.headers['content-type'] ?? '');
    const body: unknown = type.includes('json') ? response.json() : response.body.length > 2000 ? `<${response.body.length} bytes>` : response.body;
    names.learn(body);
    answers.push({
      request: `${who} ${method} ${url}${payload === undefined ? '' : ` ${JSON.stringify(payload)}`}`,
      status: response.statusCode,
      type,
      body,
    });
    return body as Record<string, unknown>;
  };

  /** A real id for a path's parameter, found by listing what the shop has; a made-up one otherwise. */
  const idFor = (path: string, parameter: string) => {
    const resource = Object.keys(Object.fromEntries(ids)).find((prefix) => path.includes(prefix));
    if (parameter === 'name') return 'Soaps';
    return (resource && ids.get(resource)) ?? '5f0000000000000000000000';
  };

  it('records them', async () => {
    // By name: the same product and deal in every run, whatever their random ids.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    const products = ((await send('GET', '/api/product/list', 'anonymous')).products as { _id: string; name: string }[]).sort(byName);
    const deals = ((await send('GET', '/api/admin/deals', 'admin')).deals as { _id: string; dealName: string }[])
      .map((deal) => ({ ...deal, name: deal.dealName }))
      .sort(byName);
    ids.set('/products', products[0]!._id).set('/product', products[0]!._id).set('/deals', deals[0]!._id).set('/deal', deals[0]!._id);
    const order = { address: deliveryAddress, items: [{ id: products[1]!._id, quantity: 1 }] };
    // The first try learns the total the server prices (409 ORDER_TOTAL_CHANGED), the second places it.
    const priced = await send('POST', '/api/order/place', 'customer', { ...order, amount: 0, deliveryCharges: 0 });
    const placed = await send('POST', '/api/order/place', 'customer', { ...order, amount: priced.amount, deliveryCharges: priced.deliveryCharges });
    const orderId = placed.orderId as string | undefined;
    if (orderId) ids.set('/orders', orderId).set('/order', orderId);

    const routes = [...endpoints].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
    for (const endpoint of routes) {
      const url = endpoint.path.replace(/:(\w+)/g, (_whole, parameter: string) => encodeURIComponent(idFor(endpoint.path, parameter)));
      for (const who of ['anonymous', 'customer', 'admin'] as const) {
        if (endpoint.method === 'GET') await send('GET', url, who);
        else if (endpoint.method !== 'DELETE') await send(endpoint.method as Method, url, who, {});
      }
    }

    if (orderId) {
      const moves = ['Confirmed', 'Packing'];
      for (const status of moves) await send('POST', `/api/admin/orders/${orderId}/status`, 'admin', { status });
      await send('POST', `/api/admin/orders/${orderId}/status`, 'admin', { status: 'Shipped', courier: 'TCS', trackingNumber: '7712345678' });
      await send('POST', `/api/admin/orders/${orderId}/notes`, 'admin', { text: '', call: 'no-answer' });
      await send('POST', `/api/admin/orders/${orderId}/delivery-attempts`, 'admin', { reason: 'not-at-home', note: 'Gate locked' });
      await send('GET', `/api/admin/orders/${orderId}`, 'admin');
      await send('POST', '/api/order/userorders', 'customer', {});
      await send('GET', '/api/admin/reports/summary', 'admin');
    }

    writeFileSync(
      target!,
      `${JSON.stringify(
        answers.map((answer) => ({ ...answer, request: names.normaliseText(answer.request), body: names.normalise(answer.body) })),
        null,
        1,
      )}\n`,
    );
  });
});
