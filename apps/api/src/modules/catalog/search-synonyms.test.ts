import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { builtInSearchSynonyms } from '@shop/core/catalog/product-search';
import { createSecondApp, createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { auditLog } from '../../db/schema/audit';

describe.each(testDatabaseKinds())('admin search synonyms on %s', (kind) => {
  let shop: TestApp;
  let admin: { token: string; userId: string };
  beforeAll(async () => {
    shop = await createTestApp(kind);
    admin = await newAccount(shop, 'admin');
  });
  afterAll(async () => shop?.close());

  const read = (token = admin.token) => shop.app.inject({ method: 'GET', url: '/api/admin/search-synonyms', headers: { token } });
  const save = (payload: unknown, token = admin.token) =>
    shop.app.inject({ method: 'PUT', url: '/api/admin/search-synonyms', headers: { token }, payload: payload as object });
  const found = async (q: string, app = shop) =>
    ((await app.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(q)}` })).json().products as ProductDto[]).map((product) => product.name);

  it('lists the built-in synonyms and no owner synonyms at first, never cached', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ success: true, builtIn: builtInSearchSynonyms, synonyms: [], version: 1 });
  });

  it('saves the owner terms, which the search uses at once in this process and the others, and records who changed them', async () => {
    const second = await createSecondApp(shop);
    try {
      expect(await found('makhan')).toEqual([]);
      expect(await found('makhan', second)).toEqual([]);

      const saved = await save({
        synonyms: [
          { term: 'Makhan', means: ['butter'] },
          { term: 'sabun', means: ['shampoo'] },
        ],
      });
      expect(saved.statusCode).toBe(200);
      const synonyms = [
        { term: 'makhan', means: ['butter'] },
        { term: 'sabun', means: ['shampoo'] },
      ];
      expect(saved.json()).toEqual({ success: true, message: 'Search synonyms saved', builtIn: builtInSearchSynonyms, synonyms, version: 2 });
      expect((await read()).json().synonyms).toEqual(synonyms);

      expect(await found('makhan')).toEqual(expect.arrayContaining(['Whipped Shea & Mango Body Butter', 'Cocoa Butter Stretch Mark Balm']));
      // The owner's term replaces the built-in one: sabun now means shampoo, not soap.
      const sabun = await found('sabun');
      expect(sabun[0]).toBe('Amla, Reetha & Shikakai Shampoo Bar');
      expect(sabun).not.toContain('Goat Milk & Honey Soap');
      await expect.poll(() => found('makhan', second)).toContain('Whipped Shea & Mango Body Butter');

      const rows = await shop.database.db.select().from(auditLog).where(eq(auditLog.entity, 'search_synonyms'));
      expect(rows.map((row) => ({ actorId: row.actorId, action: row.action, changes: row.changes }))).toEqual([
        { actorId: admin.userId, action: 'update', changes: { before: [], after: synonyms } },
      ]);

      expect((await save({ synonyms: [] })).json().synonyms).toEqual([]);
      expect(await found('makhan')).toEqual([]);
      expect(await found('sabun')).toContain('Goat Milk & Honey Soap');
    } finally {
      await second.close();
    }
  });

  // Issue 33: "face wash" found nothing though a gel cleanser is for sale; the owner's synonym finds it.
  it('finds the gel cleanser for "face wash" once the owner says what it means, offering the nearest categories until then', async () => {
    const before = (await shop.app.inject({ method: 'GET', url: '/api/products?q=face%20wash' })).json();
    expect(before).toMatchObject({ total: 0, products: [] });
    expect(before.nearestCategories).toContain('Face Care');
    try {
      expect((await save({ synonyms: [{ term: 'face wash', means: ['cleanser'] }] })).statusCode).toBe(200);
      // Found in its name, it comes first.
      expect((await found('face wash'))[0]).toBe('Cucumber & Aloe Gel Cleanser');
    } finally {
      await save({ synonyms: [] });
    }
  });

  it.each([
    [
      {
        synonyms: [
          { term: 'tel', means: ['oil'] },
          { term: 'TEL', means: ['hair oil'] },
        ],
      },
      'synonyms.1.term',
      'synonyms: tel is listed twice',
    ],
    [{ synonyms: [{ term: 'tel', means: [] }] }, 'synonyms.0.means', 'means must name at least one word'],
    [{ synonyms: [{ term: '', means: ['oil'] }] }, 'synonyms.0.term', 'term is required'],
    [{ synonyms: 'tel=oil' }, 'synonyms', 'synonyms must be a list'],
  ])('refuses %o naming the field, and keeps the saved list', async (payload, field, message) => {
    const before = (await read()).json().synonyms;
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', fields: [field] });
    expect(response.json().message).toContain(message);
    expect((await read()).json().synonyms).toEqual(before);
  });

  it('answers 401 without a token and 403 to a customer', async () => {
    const customer = await newAccount(shop);
    expect((await read(customer.token)).statusCode).toBe(403);
    const refused = await save({ synonyms: [{ term: 'jild', means: ['skin'] }] }, customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'ADMIN_ONLY' });
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/search-synonyms' })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'PUT', url: '/api/admin/search-synonyms', payload: { synonyms: [] } })).statusCode).toBe(401);
    expect((await read()).json().synonyms).toEqual([]);
  });
});
