import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';

/**
 * Issue 33 §1, decision 025: every object the owner edits has a version, 1 at first and one more at
 * every save; a save sent on another version is refused with 409 EDIT_CONFLICT and changes nothing.
 */

type Json = Record<string, unknown> & { version?: number };

interface VersionedObject {
  name: string;
  /** The object as the admin GET answers it (version included). */
  read: () => Promise<Json>;
  /** A save that changes something; `n` makes each save differ. */
  save: (n: number, version?: unknown) => Promise<{ statusCode: number; json: () => Json }>;
  /** The version on the save's answer. */
  versionOf: (answer: Json) => number | undefined;
  /** The message a stale save is refused with. */
  message: string;
}

describe.each(testDatabaseKinds())('edit versions on %s', (kind) => {
  let shop: TestApp;
  let admin: { token: string; userId: string; email: string };
  const objects: VersionedObject[] = [];

  const call = (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
    shop.app.inject({ method, url, headers: { token: admin.token }, ...(payload ? { payload } : {}) });
  const get = async (url: string) => {
    const response = await call('GET', url);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json() as Json;
  };
  const withVersion = (body: object, version: unknown) => (version === undefined ? body : { ...body, version });
  const auditRows = async () => (await shop.database.db.select({ total: count() }).from(auditLog))[0]!.total;

  beforeAll(async () => {
    shop = await createTestApp(kind);
    admin = await newAccount(shop, 'admin');
    const product = ((await get('/api/admin/products?limit=1')).products as Json[])[0]!;
    const deal = ((await get('/api/admin/deals?limit=1')).deals as Json[])[0]!;
    const post = ((await get('/api/admin/blogs?limit=1')).data as Json[])[0]!;
    const banner = ((await get('/api/admin/banners')).banners as Json[])[0]!;
    const member = ((await get('/api/admin/team')).team as Json[])[0]!;
    const store = ((await get('/api/admin/stores')).stores as Json[])[0]!;
    const category = ((await get('/api/admin/categories')).categories as Json[])[0]!;
    const byId = (list: string, key: string, id: unknown) => async () =>
      ((await get(`/api/admin/${list}`))[list === 'team' ? 'team' : list] as Json[]).find((item) => item[key] === id)!;
    const categoryPath = `/api/admin/categories/${encodeURIComponent(String(category.name))}`;

    objects.push(
      {
        name: 'product',
        read: async () => (await get(`/api/admin/products/${product._id}`)).product as Json,
        save: (n, version) => call('PATCH', `/api/admin/products/${product._id}`, withVersion({ description: `Saved ${n}` }, version)),
        versionOf: (answer) => (answer.product as Json).version,
        message: 'Someone else saved this product since you opened it.',
      },
      {
        name: 'deal',
        read: async () => (await get(`/api/admin/deals/${deal._id}`)).deal as Json,
        save: (n, version) => call('PATCH', `/api/admin/deals/${deal._id}`, withVersion({ dealDescription: `Saved ${n}` }, version)),
        versionOf: (answer) => (answer.deal as Json).version,
        message: 'Someone else saved this deal since you opened it.',
      },
      {
        name: 'blog post',
        read: async () => (await get(`/api/admin/blogs/${post._id}`)).data as Json,
        save: (n, version) => call('PATCH', `/api/admin/blogs/${post._id}`, withVersion({ excerpt: `Saved ${n}` }, version)),
        versionOf: (answer) => (answer.data as Json).version,
        message: 'Someone else saved this article since you opened it.',
      },
      {
        name: 'banner',
        read: byId('banners', '_id', banner._id),
        save: (n, version) => call('PATCH', `/api/admin/banners/${banner._id}`, withVersion({ subtext: `Saved ${n}` }, version)),
        versionOf: (answer) => (answer.banner as Json).version,
        message: 'Someone else saved this banner since you opened it.',
      },
      {
        name: 'team member',
        read: byId('team', '_id', member._id),
        save: (n, version) => call('PATCH', `/api/admin/team/${member._id}`, withVersion({ description: `Saved ${n}` }, version)),
        versionOf: (answer) => (answer.member as Json).version,
        message: 'Someone else saved this team member since you opened it.',
      },
      {
        name: 'store',
        read: byId('stores', 'storeId', store.storeId),
        save: (n, version) => call('PATCH', `/api/admin/stores/${store.storeId}`, withVersion({ storeName: `Store ${n}` }, version)),
        versionOf: (answer) => (answer.store as Json).version,
        message: 'Someone else saved this store since you opened it.',
      },
      {
        name: 'category',
        read: byId('categories', 'name', category.name),
        save: (n, version) => call('PATCH', categoryPath, withVersion({ position: 100 + n }, version)),
        versionOf: (answer) => (answer.category as Json).version,
        message: `Someone else saved the category ${String(category.name)} since you opened it.`,
      },
      {
        name: 'business details',
        read: async () => (await get('/api/admin/business-details')).data as Json,
        save: async (n, version) => {
          const { company } = (await get('/api/admin/business-details')).data as { company: Json };
          return call('PATCH', '/api/admin/business-details', withVersion({ company: { ...company, tagline: `Saved ${n}` } }, version));
        },
        versionOf: (answer) => (answer.data as Json).version,
        message: 'Someone else saved the business details since you opened them.',
      },
      {
        name: 'delivery settings',
        read: async () => (await get('/api/admin/delivery-settings')).settings as Json,
        save: async (n, version) => {
          const { couriers, freeDeliveryAbove } = (await get('/api/admin/delivery-settings')).settings as Json;
          return call('PUT', '/api/admin/delivery-settings', withVersion({ fixedCharge: 100 + n, freeDeliveryAbove, couriers }, version));
        },
        versionOf: (answer) => (answer.settings as Json).version,
        message: 'Someone else saved the delivery settings since you opened them.',
      },
      {
        name: 'shop settings',
        read: async () => (await get('/api/admin/shop-settings')).settings as Json,
        save: (n, version) => call('PUT', '/api/admin/shop-settings', withVersion({ lowStockThreshold: 10 + n }, version)),
        versionOf: (answer) => (answer.settings as Json).version,
        message: 'Someone else saved the shop settings since you opened them.',
      },
      {
        name: 'WhatsApp messages',
        read: () => get('/api/admin/whatsapp-templates'),
        save: (n, version) =>
          call('PUT', '/api/admin/whatsapp-templates', withVersion({ shipped: `Hello {name}, order {orderNumber} is on its way (${n}).` }, version)),
        versionOf: (answer) => answer.version,
        message: 'Someone else saved the WhatsApp messages since you opened them.',
      },
      {
        name: 'search synonyms',
        read: () => get('/api/admin/search-synonyms'),
        save: (n, version) => call('PUT', '/api/admin/search-synonyms', withVersion({ synonyms: [{ term: `word${n}`, means: ['soap'] }] }, version)),
        versionOf: (answer) => answer.version,
        message: 'Someone else saved the search words since you opened them.',
      },
    );
  });
  afterAll(async () => shop?.close());

  const names = [
    'product',
    'deal',
    'blog post',
    'banner',
    'team member',
    'store',
    'category',
    'business details',
    'delivery settings',
    'shop settings',
    'WhatsApp messages',
    'search synonyms',
  ];
  const object = (name: string) => objects.find((candidate) => candidate.name === name)!;

  it.each(names)('%s: starts at 1, rises by one per save, refuses a stale save changing nothing', async (name) => {
    const { read, save, versionOf, message } = object(name);
    expect((await read()).version).toBe(1);

    const first = await save(1, 1);
    expect(first.statusCode, JSON.stringify(first.json())).toBe(200);
    expect(versionOf(first.json())).toBe(2);
    expect((await read()).version).toBe(2);

    // Without a version the save is unconditional, and still a save.
    const unconditional = await save(2);
    expect(unconditional.statusCode).toBe(200);
    expect(versionOf(unconditional.json())).toBe(3);

    const stored = await read();
    const audited = await auditRows();
    for (const stale of [2, 4]) {
      const refused = await save(3, stale);
      expect(refused.statusCode).toBe(409);
      const body = refused.json() as { details: { updatedAt: string } };
      expect(body).toEqual({
        success: false,
        code: 'EDIT_CONFLICT',
        message,
        details: { version: 3, updatedAt: expect.any(String), updatedBy: expect.stringMatching(/^Buyer \d+$/) },
      });
      expect(new Date(body.details.updatedAt).toISOString()).toBe(body.details.updatedAt);
    }
    expect(await read()).toEqual(stored);
    expect(await auditRows()).toBe(audited);
  });

  it.each(names)('%s: a version that is not a whole number from 1 is refused naming it', async (name) => {
    const { read, save } = object(name);
    const before = await read();
    for (const version of [0, -1, 1.5, 1e20, 2_147_483_648, '2', null]) {
      const refused = await save(9, version);
      expect(refused.statusCode, `${name} ${String(version)}`).toBe(400);
      const body = refused.json() as { code: string; fields: string[]; message: string };
      expect(body.code).toBe('INVALID_REQUEST');
      expect(body.fields).toContain('version');
      expect(body.message).toMatch(/^version /);
    }
    expect(await read()).toEqual(before);
  });

  it.each(['product', 'shop settings', 'store'])('%s: of two saves on the same version at once, exactly one wins', async (name) => {
    const { read, save } = object(name);
    const { version } = await read();
    const answers = await Promise.all([save(20, version), save(21, version)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await read()).version).toBe(version! + 1);
  });

  it("a product's status and pictures are saves; its stock is not versioned", async () => {
    const created = await call('POST', '/api/admin/products', { name: 'Versioned soap', price: 500, category: 'Soaps', quantity: 3 });
    if (created.statusCode !== 201) throw new Error(created.body);
    const product = created.json().product as Json;
    expect(product.version).toBe(1);
    const stocked = await call('POST', `/api/admin/products/${product._id}/stock`, { change: 4, reason: 'restock' });
    expect(stocked.json().product.version).toBe(1);
    const published = await call('POST', `/api/admin/products/${product._id}/status`, { status: 'published' });
    expect(published.json().product.version).toBe(2);
    // A form opened before the status changed is stale.
    expect((await call('PATCH', `/api/admin/products/${product._id}`, { name: 'Versioned bar', version: 1 })).statusCode).toBe(409);
  });

  it('approving or rejecting a testimonial moves its version on', async () => {
    const [testimonial] = (await get('/api/admin/testimonials')).testimonials as Json[];
    const approved = await call('POST', `/api/admin/testimonials/${testimonial!._id}/approve`);
    expect(approved.json().testimonial.version).toBe(testimonial!.version! + 1);
  });

  it('a body of a version alone changes nothing and is refused', async () => {
    const refused = await call('PATCH', `/api/admin/banners/${String(((await get('/api/admin/banners')).banners as Json[])[0]!._id)}`, { version: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/Send at least one field to change/);
  });
});
