import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { productSortKeys, sortProducts } from '@shop/core/catalog/catalog';
import { paisa } from '@shop/core/shared/money';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { products } from '../../db/schema/catalog';
import type { ProductSearchAnswer } from './search-service';
import { cacheKeys } from '../../lib/cache-keys';
import { newId } from '../../lib/ids';
import { demoShop } from '../../seed/demo-shop';

type SearchAnswer = ProductSearchAnswer;

const published = demoShop.products.filter((product) => product.status === 'published');
const draft = demoShop.products.find((product) => product.status === 'draft')!;
const inCategory = (name: string) => published.filter((product) => product.category === name);

describe.each(testDatabaseKinds())('GET /api/products on %s', (kind) => {
  let shop: TestApp;
  /** The published demo products as /api/product/list gives them: newest first. */
  let listed: ProductDto[];
  beforeAll(async () => {
    shop = await createTestApp(kind);
    listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
  });
  afterAll(async () => shop?.close());

  const get = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    shop.app.inject({
      method: 'GET',
      url: `/api/products?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
      headers,
    });
  const search = async (query: Record<string, string | number>): Promise<SearchAnswer> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const names = (answer: SearchAnswer) => answer.products.map((product) => product.name);
  /** Every page of a query, walked with the given page size. */
  const walk = async (query: Record<string, string | number>, limit: number) => {
    const first = await search({ ...query, limit });
    const pages = [first];
    for (let page = 2; page <= first.pages; page += 1) pages.push(await search({ ...query, limit, page }));
    return { total: first.total, pages: first.pages, products: pages.flatMap((answer) => answer.products) };
  };

  it('answers the first 24 published products, newest first, with the total, the pages and the counts per category', async () => {
    const answer = await search({});
    expect(answer.success).toBe(true);
    expect(answer.total).toBe(published.length);
    expect(answer.page).toBe(1);
    expect(answer.pages).toBe(Math.ceil(published.length / 24));
    expect(answer.products).toEqual(listed.slice(0, 24));
    expect(names(answer)).not.toContain(draft.name);
    expect(answer.facets.categories).toEqual(
      demoShop.categories.map((category) => ({
        name: category.name,
        count: inCategory(category.name).length,
        subcategories: category.subcategories
          .map((subcategory) => ({ name: subcategory, count: inCategory(category.name).filter((product) => product.subcategory === subcategory).length }))
          .filter((subcategory) => subcategory.count > 0),
      })),
    );
  });

  it.each(productSortKeys)('walks every page under sort=%s in the order of core sortProducts: no product twice, none missing', async (sort) => {
    const walked = await walk({ sort }, 7);
    expect(walked.total).toBe(published.length);
    expect(walked.pages).toBe(Math.ceil(published.length / 7));
    expect(walked.products.map((product) => product._id)).toEqual(sortProducts(listed, sort).map((product) => product._id));
  });

  it('keeps pages apart when products tie on everything the sort reads, under every sort and in a search', async () => {
    const twins = await newTwins(shop, 11);
    try {
      for (const sort of productSortKeys) {
        const queries: Record<string, string>[] = [{ sort }, { sort, q: 'twin' }, { sort, category: 'Lip Care' }];
        for (const query of queries) {
          const walked = await walk(query, 4);
          const ids = walked.products.map((product) => product._id);
          expect(new Set(ids).size, `${JSON.stringify(query)} repeats a product`).toBe(ids.length);
          expect(ids.length).toBe(walked.total);
          expect(ids).toEqual(expect.arrayContaining(twins));
        }
      }
    } finally {
      await removeProducts(shop, twins);
    }
  });

  it('filters by category and by subcategory, counting every category under the search alone', async () => {
    const all = await search({});
    const soaps = await search({ category: 'Soaps' });
    expect(soaps.total).toBe(inCategory('Soaps').length);
    expect(names(soaps).sort()).toEqual(
      inCategory('Soaps')
        .map((product) => product.name)
        .sort(),
    );
    expect(soaps.facets).toEqual(all.facets);

    const clay = await search({ category: 'Soaps', subcategory: 'Clay Soaps' });
    expect(names(clay).sort()).toEqual(
      inCategory('Soaps')
        .filter((product) => product.subcategory === 'Clay Soaps')
        .map((product) => product.name)
        .sort(),
    );
    expect(clay.facets).toEqual(all.facets);

    const elsewhere = await search({ category: 'Hair Care', subcategory: 'Clay Soaps' });
    expect(elsewhere).toMatchObject({ products: [], total: 0, pages: 0 });
    const unknown = await search({ category: 'Candles' });
    expect(unknown).toMatchObject({ products: [], total: 0, pages: 0 });
  });

  it('counts under the search: only categories with a match, each subcategory inside its category', async () => {
    const answer = await search({ q: 'clay' });
    const counted = Object.fromEntries(answer.facets.categories.map((category) => [category.name, category.count]));
    expect(Object.values(counted).reduce((sum, count) => sum + count, 0)).toBe(answer.total);
    expect(counted['Soaps']).toBeGreaterThanOrEqual(3);
    expect(counted['Face Care']).toBeGreaterThanOrEqual(1);
    expect(counted['Lip Care']).toBeUndefined();
    const soaps = answer.facets.categories.find((category) => category.name === 'Soaps')!;
    expect(soaps.subcategories.reduce((sum, subcategory) => sum + subcategory.count, 0)).toBe(soaps.count);
    const narrowed = await search({ q: 'clay', category: 'Soaps' });
    expect(narrowed.total).toBe(soaps.count);
    expect(narrowed.facets).toEqual(answer.facets);
  });

  it('answers a page past the last with no products and the real total and pages', async () => {
    const answer = await search({ page: 40 });
    expect(answer).toMatchObject({ products: [], total: published.length, page: 40, pages: Math.ceil(published.length / 24) });
    expect((await search({ q: 'soap', page: 9, limit: 60 })).products).toEqual([]);
  });

  it.each([
    [
      'sabun',
      'the soaps, before any other product',
      (answer: SearchAnswer) =>
        expect(answer.products.slice(0, inCategory('Soaps').length).map((product) => product.category)).toEqual(inCategory('Soaps').map(() => 'Soaps')),
    ],
    ['charcol', 'the charcoal soap first', (answer: SearchAnswer) => expect(names(answer)[0]).toBe('Activated Charcoal & Tea Tree Soap')],
    ['shea buter', 'the shea butter product first', (answer: SearchAnswer) => expect(names(answer)[0]).toBe('Whipped Shea & Mango Body Butter')],
    ['buter SHEA', 'the same in any order and case', (answer: SearchAnswer) => expect(names(answer)[0]).toBe('Whipped Shea & Mango Body Butter')],
    ['tumeric', 'the turmeric soap despite the missing letter', (answer: SearchAnswer) => expect(names(answer)).toEqual(['Turmeric & Saffron Glow Soap'])],
    ['eczema', 'the product whose description says it', (answer: SearchAnswer) => expect(names(answer)).toEqual(['Oatmeal & Goat Milk Baby Soap'])],
    [
      'moisturizer',
      'the moisturisers, the one named so first',
      (answer: SearchAnswer) => expect(names(answer).slice(0, 2)).toEqual(['Aloe & Cucumber Day Moisturiser', 'Saffron & Almond Night Cream']),
    ],
    [
      'moisturiser',
      'the same with the British spelling',
      (answer: SearchAnswer) => expect(names(answer).slice(0, 2)).toEqual(['Aloe & Cucumber Day Moisturiser', 'Saffron & Almond Night Cream']),
    ],
    [
      'multani mitti',
      'the products named with it first',
      (answer: SearchAnswer) => expect(names(answer).slice(0, 2).sort()).toEqual(['Multani Mitti & Rose Clay Mask', 'Multani Mitti & Sandalwood Soap']),
    ],
    [
      'Nàrìyal tel',
      'coconut oil through two synonyms, accents ignored',
      (answer: SearchAnswer) => expect(names(answer)[0]).toBe('Cold-Pressed Virgin Coconut Oil'),
    ],
    ['kreem', 'the creams', (answer: SearchAnswer) => expect(names(answer)[0]).toBe('Saffron & Almond Night Cream')],
  ])('finds "%s": %s', async (q, _what, expectation) => {
    const answer = await search({ q });
    expect(answer.total).toBeGreaterThan(0);
    expectation(answer);
  });

  it('holds short words to their spelling: "soup" is not a typo of soap', async () => {
    expect(await search({ q: 'soup' })).toMatchObject({ products: [], total: 0, pages: 0, facets: { categories: [] } });
  });

  it('finds a category by name: every product in Face Care first', async () => {
    const answer = await search({ q: 'Face Care' });
    const faceCare = inCategory('Face Care');
    expect(names(answer).slice(0, faceCare.length).sort()).toEqual(faceCare.map((product) => product.name).sort());
  });

  it('ranks name matches first and then follows the chosen sort', async () => {
    const byPrice = await search({ q: 'soap', sort: 'high-low' });
    const named = byPrice.products.filter((product) => /soap/i.test(product.name));
    expect(byPrice.products.slice(0, named.length)).toEqual(named);
    const prices = named.map((product) => product.discountprice || product.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('never shows a draft, searched for or asked for by id', async () => {
    expect(names(await search({ q: draft.name }))).not.toContain(draft.name);
    const [draftRow] = await shop.database.db.select({ id: products.id }).from(products).where(eq(products.status, 'draft'));
    const answer = await search({ ids: [listed[3]!._id, draftRow!.id].join(',') });
    expect(answer.products.map((product) => product._id)).toEqual([listed[3]!._id]);
  });

  it('answers ids= in the order asked, leaving out unknown ids, still paged', async () => {
    const asked = [listed[5]!, listed[0]!, listed[17]!, listed[2]!];
    const ids = [asked[0]!._id, 'ffffffffffffffffffffffff', asked[1]!._id, asked[2]!._id, asked[3]!._id].join(',');
    const answer = await search({ ids });
    expect(answer.products.map((product) => product._id)).toEqual(asked.map((product) => product._id));
    expect(answer.total).toBe(4);
    const second = await search({ ids, limit: 3, page: 2, sort: 'low-high' });
    expect(second.products.map((product) => product._id)).toEqual([asked[3]!._id]);
    expect(second).toMatchObject({ total: 4, pages: 2 });
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=61', 'limit'],
    ['sort=cheap', 'sort'],
    ['page=abc', 'page'],
    ['page=0', 'page'],
    [`ids=${Array.from({ length: 101 }, (_, index) => index.toString(16).padStart(24, '0')).join(',')}`, 'ids'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', fields: [field] });
    expect(response.json().message).toContain(field);
  });

  it('names the categories nearest a search that finds nothing: where its words find products, the most first', async () => {
    const face = await search({ q: 'face' });
    const byCount = [...face.facets.categories].sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
    const nothing = await search({ q: 'face marigold' });
    expect(nothing).toMatchObject({ total: 0, products: [], nearestCategories: byCount.slice(0, 3).map((category) => category.name) });
    expect((await search({ q: 'marigold' })).nearestCategories).toEqual([]);
    expect(face).not.toHaveProperty('nearestCategories');
  });

  it('serves browsing from cached bytes with an ETag, and a product write reaches browsing and search at once', async () => {
    const admin = await newAccount(shop, 'admin');
    expect((await search({ q: 'marigold' })).total).toBe(0);
    const first = await get({ category: 'Lip Care' });
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('public, max-age=15, must-revalidate');
    expect((await get({ category: 'Lip Care' }, { 'if-none-match': etag })).statusCode).toBe(304);

    const target = (first.json() as SearchAnswer).products[0]!;
    const renamed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${target._id}`,
      headers: { token: admin.token },
      payload: { name: 'Marigold Beeswax Balm' },
    });
    expect(renamed.statusCode).toBe(200);
    const fresh = await get({ category: 'Lip Care' }, { 'if-none-match': etag });
    expect(fresh.statusCode).toBe(200);
    expect(names(fresh.json())).toContain('Marigold Beeswax Balm');
    // A word no product used before, found as typed and with a typo.
    expect(names(await search({ q: 'marigold' }))).toEqual(['Marigold Beeswax Balm']);
    expect(names(await search({ q: 'balm marigld' }))).toEqual(['Marigold Beeswax Balm']);
  });
});

/** Published products alike in every field a sort reads, added at the same instant. */
async function newTwins(shop: TestApp, count: number): Promise<string[]> {
  const createdAt = new Date('2020-01-01T00:00:00Z');
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId(),
    name: `Twin Lip Balm ${index}`,
    description: 'A plain balm.',
    pricePaisa: paisa(50_000),
    category: 'Lip Care',
    subcategory: 'Lip Balms',
    status: 'published' as const,
    createdAt,
  }));
  await shop.database.db.insert(products).values(rows);
  await shop.app.context.cache.invalidate(cacheKeys.products);
  return rows.map((row) => row.id);
}

async function removeProducts(shop: TestApp, ids: string[]) {
  await shop.database.db.delete(products).where(inArray(products.id, ids));
  await shop.app.context.cache.invalidate(cacheKeys.products);
}
