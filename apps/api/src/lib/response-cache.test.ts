import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/helpers';
import type { DatabaseHandle } from '../db/client';
import { CACHE_INVALIDATION_CHANNEL, ResponseCache } from './response-cache';

/** Up to ten seconds: a notification crosses the database, and a loaded machine can be slow to pass it on. */
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe.each(testDatabaseKinds())('ResponseCache on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('loads once, then serves the same bytes until invalidated in another process', async () => {
    const here = new ResponseCache(database);
    const elsewhere = new ResponseCache(database);
    await here.start();
    await elsewhere.start();
    let loads = 0;
    const load = async () => ({ loads: ++loads });

    const first = await elsewhere.json('products', load);
    const second = await elsewhere.json('products', load);
    expect(loads).toBe(1);
    expect(second.body.equals(first.body)).toBe(true);

    expect(elsewhere.has('products')).toBe(true);
    await here.invalidate('products');
    expect(await waitFor(() => !elsewhere.has('products'))).toBe(true);
    const third = await elsewhere.json('products', load);
    expect(JSON.parse(third.body.toString())).toEqual({ loads: 2 });
    expect(third.etag).not.toBe(first.etag);
    await here.stop();
    await elsewhere.stop();
  });

  it('tells the other processes about writes made together in one notification carrying every key', async () => {
    const here = new ResponseCache(database);
    const elsewhere = new ResponseCache(database);
    await here.start();
    await elsewhere.start();
    const payloads: string[] = [];
    const stopCounting = await database.listen(CACHE_INVALIDATION_CHANNEL, (payload) => payloads.push(payload));
    for (const key of ['products', 'products:by-id', 'deals', 'banners']) await elsewhere.json(key, async () => ({ key }));

    await Promise.all([here.invalidate('products', 'deals'), here.invalidate('products'), here.invalidate('banners')]);
    expect(await waitFor(() => !elsewhere.has('products') && !elsewhere.has('products:by-id') && !elsewhere.has('deals') && !elsewhere.has('banners'))).toBe(
      true,
    );
    expect(payloads).toEqual(['products deals banners']);

    await here.invalidate('deals');
    expect(await waitFor(() => payloads.length === 2)).toBe(true);
    expect(payloads[1]).toBe('deals');
    await stopCounting();
    await here.stop();
    await elsewhere.stop();
  });

  it('does not keep a failed load', async () => {
    const cache = new ResponseCache(database);
    await cache.start();
    await expect(cache.json('broken', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const recovered = await cache.json('broken', async () => ({ ok: true }));
    expect(JSON.parse(recovered.body.toString())).toEqual({ ok: true });
    await cache.stop();
  });
});
