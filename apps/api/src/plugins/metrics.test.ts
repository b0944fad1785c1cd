import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createTestApp, deliveryAddress, fakeWebBuild, newAccount, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { outbox } from '../db/schema/outbox';
import { newId } from '../lib/ids';

const token = 'a-metrics-token-long-enough';
const bearer = { authorization: `Bearer ${token}` };

/** The value of one sample in Prometheus' text format, e.g. sample(text, 'shop_outbox_pending'); undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').slice(1, -1).split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe.each(testDatabaseKinds())('/metrics on %s', (kind) => {
  let shop: TestApp;
  let products: ProductDto[];
  const scrape = async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    shop = await createTestApp(kind, { env: { METRICS_TOKEN: token }, webDist: fakeWebBuild() });
    products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  });
  afterAll(async () => shop?.close());

  it('answers a wrong or missing token exactly as an unknown path', async () => {
    const unknown = await shop.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    for (const headers of [{}, { authorization: 'Bearer a-wrong-token-of-some-length' }, { authorization: token }, { authorization: `Basic ${token}` }]) {
      const response = await shop.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('serves the text format to the token holder, never cached', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'shop_orders_placed_total',
      'shop_orders_cancelled_total',
      'shop_orders_returned_total',
      'shop_outbox_pending',
      'shop_outbox_failed',
      'shop_database_connections',
      'shop_cache_hits_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(response.body, name).toContain(`\n${name}`);
    }
    expect(sample(response.body, 'shop_metrics_database_up')).toBe(1);
    expect(sample(response.body, 'shop_database_connections')).toBeGreaterThanOrEqual(1);
  });

  it('labels a request with its route pattern, not the address asked for', async () => {
    const id = products[0]!._id;
    const labels = { method: 'GET', route: '/product/:productId', status: '200' };
    const before = sample(await scrape(), 'http_requests_total', labels) ?? 0;
    expect((await shop.app.inject({ method: 'GET', url: `/product/${id}` })).statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, 'http_requests_total', labels)).toBe(before + 1);
    expect(after).not.toContain(id);
    await shop.app.inject({ method: 'GET', url: '/wp-login.php' });
    expect(sample(await scrape(), 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
  });

  it('counts cache hits and misses by area', async () => {
    await shop.app.inject({ method: 'GET', url: '/api/product/list' });
    const before = sample(await scrape(), 'shop_cache_hits_total', { cache: 'products' }) ?? 0;
    await shop.app.inject({ method: 'GET', url: '/api/product/list' });
    expect(sample(await scrape(), 'shop_cache_hits_total', { cache: 'products' })).toBe(before + 1);
  });

  it('counts an order placed and cancelled', async () => {
    const before = await scrape();
    const { token: customer } = await newAccount(shop);
    const product = products.find((candidate) => candidate.quantity >= 5 && candidate.discountprice === 0)!;
    const settings = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json().settings;
    const subtotal = product.price;
    const deliveryCharges = settings.freeDeliveryAbove > 0 && subtotal >= settings.freeDeliveryAbove ? 0 : settings.fixedCharge;
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: customer },
      payload: { address: deliveryAddress, items: [{ id: product._id, quantity: 1 }], amount: subtotal + deliveryCharges, deliveryCharges, method: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const cancelled = await shop.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: { token: customer },
      payload: { orderId: placed.json().orderId, cancellationReason: 'Changed my mind' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await scrape();
    expect(sample(after, 'shop_orders_placed_total')).toBe(sample(before, 'shop_orders_placed_total')! + 1);
    expect(sample(after, 'shop_orders_cancelled_total')).toBe(sample(before, 'shop_orders_cancelled_total')! + 1);
    expect(sample(after, 'shop_orders_returned_total')).toBe(sample(before, 'shop_orders_returned_total'));
  });

  it('reads the outbox backlog and failures from the table', async () => {
    await shop.outbox.idle();
    const before = await scrape();
    // Due far ahead, so that the dispatcher leaves them as they are.
    const later = new Date(Date.now() + 86_400_000);
    const row = (state: 'pending' | 'failed') => ({ id: newId(), kind: 'webhook' as const, payload: { event: 'test' }, state, nextAttemptAt: later });
    await shop.database.db.insert(outbox).values([row('pending'), row('pending'), row('failed')]);
    const after = await scrape();
    expect(sample(after, 'shop_outbox_pending')).toBe(sample(before, 'shop_outbox_pending')! + 2);
    expect(sample(after, 'shop_outbox_failed')).toBe(sample(before, 'shop_outbox_failed')! + 1);
    expect(sample(after, 'shop_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('/metrics without METRICS_TOKEN', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite', { webDist: fakeWebBuild() });
  });
  afterAll(async () => shop?.close());

  it('is an unknown path, whatever the request carries', async () => {
    const unknown = await shop.app.inject({ method: 'GET', url: '/no-such-page' });
    for (const headers of [{}, bearer, { authorization: 'Bearer ' }]) {
      const response = await shop.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });
});

describe('/metrics with the rate limit on', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite', { env: { METRICS_TOKEN: token, RATE_LIMIT: 'on', RATE_LIMIT_API_PER_MINUTE: '3' } });
  });
  afterAll(async () => shop?.close());

  it('never limits the token holder, and limits a prober like any client', async () => {
    for (let scrape = 0; scrape < 6; scrape += 1) {
      expect((await shop.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).statusCode).toBe(200);
    }
    const probes = [];
    for (let probe = 0; probe < 6; probe += 1) probes.push((await shop.app.inject({ method: 'GET', url: '/metrics' })).statusCode);
    expect(probes).toContain(429);
  });
});

describe('the metrics token setting', () => {
  it('refuses a short token at start-up', async () => {
    const { loadConfig } = await import('../config');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });
});

describe('/metrics and the request log', () => {
  it('leaves scrapes out of the one line per request, which other paths keep', async () => {
    const logLines: string[] = [];
    const shop = await createTestApp('pglite', { env: { METRICS_TOKEN: token }, logLines });
    try {
      expect((await shop.app.inject({ method: 'GET', url: '/metrics', headers: bearer })).statusCode).toBe(200);
      await shop.app.inject({ method: 'GET', url: '/healthz' });
      const logged = logLines.map((line) => JSON.parse(line) as { msg?: string; url?: string }).filter((line) => line.msg === 'request');
      expect(logged.map((line) => line.url)).toEqual(['/healthz']);
    } finally {
      await shop.close();
    }
  });
});
