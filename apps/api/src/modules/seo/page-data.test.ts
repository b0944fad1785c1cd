import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDto } from '@shop/core/journal/dtos';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { paisa } from '@shop/core/shared/money';
import { createTestApp, fakeWebBuild, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { products } from '../../db/schema/catalog';
import { cacheKeys } from '../../lib/cache-keys';

const shellHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Naturals</title>
    <meta name="description" content="Default description" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc123.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A build manifest as Vite writes it: the entry, one page with a chunk of its own and one it shares. */
const manifest = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react-abc123.js'] },
  '_react-abc123.js': { file: 'assets/react-abc123.js' },
  '_shared-abc123.js': { file: 'assets/shared-abc123.js', imports: ['index.html', '_react-abc123.js'] },
  'src/app/pages/home-page.tsx': { file: 'assets/home-page-abc123.js', isDynamicEntry: true, imports: ['_shared-abc123.js', 'index.html'] },
  'src/features/content/pages/about-page.tsx': { file: 'assets/about-page-abc123.js', isDynamicEntry: true, imports: ['index.html'] },
};

interface InlinedResponse {
  method: string;
  path: string;
  body?: unknown;
  response: unknown;
}

function inlinedResponses(html: string): InlinedResponse[] {
  const match = /<script type="application\/json" id="initial-responses">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the initial-responses data block').not.toBeNull();
  return JSON.parse(match![1]!) as InlinedResponse[];
}

describe.each(testDatabaseKinds())('a page answers its first API calls in its HTML, on %s', (kind) => {
  let shop: TestApp;
  let product: ProductDto;
  let deal: DealDto;
  let post: BlogPostDto;
  const api = async (method: 'GET' | 'POST', url: string, payload?: Record<string, string>) => {
    const response = await shop.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(200);
    return response.json() as unknown;
  };
  const page = (url: string) => shop.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const webDist = fakeWebBuild(shellHtml);
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    shop = await createTestApp(kind, { webDist });
    product = ((await api('GET', '/api/product/list')) as { products: ProductDto[] }).products[0]!;
    deal = ((await api('GET', '/api/deal/list')) as { deals: DealDto[] }).deals[0]!;
    post = ((await api('GET', '/api/blogs')) as { data: BlogPostDto[] }).data[0]!;
  });
  afterAll(async () => shop?.close());

  it('inlines exactly what the API answers to the calls each page makes first', async () => {
    const expectations: [string, [method: 'GET' | 'POST', path: string, body?: Record<string, string>][]][] = [
      [
        '/',
        [
          ['GET', '/api/business-details'],
          ['GET', '/api/banners/active'],
          ['GET', '/api/delivery-settings'],
          ['GET', '/api/products?sort=bestseller&limit=10'],
          ['GET', '/api/products?limit=10'],
          ['GET', '/api/deal/list'],
          ['GET', '/api/testimonials'],
        ],
      ],
      [
        '/collection',
        [
          ['GET', '/api/business-details'],
          ['GET', '/api/products'],
        ],
      ],
      [
        `/product/${product._id}`,
        [
          ['GET', '/api/business-details'],
          ['GET', `/api/products?ids=${product._id}&limit=1`],
          ['GET', `/api/products?${new URLSearchParams({ category: product.category, limit: '6' }).toString()}`],
        ],
      ],
      [
        '/cart',
        [
          ['GET', '/api/business-details'],
          ['GET', '/api/deal/list'],
        ],
      ],
      [
        '/place-order',
        [
          ['GET', '/api/business-details'],
          ['GET', '/api/deal/list'],
        ],
      ],
      [
        `/deal/${deal._id}`,
        [
          ['GET', '/api/business-details'],
          ['POST', '/api/deal/single', { dealId: deal._id }],
          ['GET', '/api/deal/list'],
        ],
      ],
      [
        '/blog',
        [
          ['GET', '/api/business-details'],
          ['GET', '/api/blogs?status=published'],
        ],
      ],
      [
        `/blog/${post._id}`,
        [
          ['GET', '/api/business-details'],
          ['GET', `/api/blogs/${post._id}`],
        ],
      ],
      [
        '/about',
        [
          ['GET', '/api/business-details'],
          ['GET', '/api/teams'],
        ],
      ],
      ['/login', [['GET', '/api/business-details']]],
    ];
    for (const [url, calls] of expectations) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const inlined = inlinedResponses(response.body);
      expect(
        inlined.map(({ method, path, body }) => [method, path, ...(body ? [body] : [])]),
        url,
      ).toEqual(calls);
      for (const [index, [method, callPath, body]] of calls.entries()) {
        expect(inlined[index]!.response, `${url}: ${method} ${callPath}`).toEqual(await api(method, callPath, body));
      }
    }
  });

  it('leaves out what does not exist, so the app shows its own not-found state', async () => {
    const response = await page('/blog/ffffffffffffffffffffffff');
    expect(response.statusCode).toBe(404);
    expect(inlinedResponses(response.body).map((entry) => entry.path)).toEqual(['/api/business-details']);
    const missingDeal = await page('/deal/ffffffffffffffffffffffff');
    expect(inlinedResponses(missingDeal.body).map((entry) => entry.path)).toEqual(['/api/business-details', '/api/deal/list']);
    // An unknown product's answer is an empty list, which is the page's not-found state; it has no related products.
    const missingProduct = await page('/product/ffffffffffffffffffffffff');
    expect(missingProduct.statusCode).toBe(404);
    const inlined = inlinedResponses(missingProduct.body);
    expect(inlined.map((entry) => entry.path)).toEqual(['/api/business-details', '/api/products?ids=ffffffffffffffffffffffff&limit=1']);
    expect(inlined[1]!.response).toMatchObject({ products: [], total: 0 });
    // An id the call itself refuses is not found either, and the page still renders.
    const refused = await page(`/product/${'f'.repeat(100)}`);
    expect(refused.statusCode).toBe(404);
    expect(inlinedResponses(refused.body).map((entry) => entry.path)).toEqual(['/api/business-details']);
  });

  it('asks early for the largest picture, with the same sources the page draws it from', async () => {
    const image = product.image[0]!;
    const productPage = (await page(`/product/${product._id}`)).body;
    expect(productPage).toContain(
      `<link rel="preload" as="image" href="${image}" imagesrcset="${image}?w=200 200w, ${image}?w=400 400w, ${image} 800w" imagesizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" fetchpriority="high" />`,
    );
    const banners = ((await api('GET', '/api/banners/active')) as { data: { imageUrl: string }[] }).data;
    const banner = banners[0]!.imageUrl;
    expect((await page('/')).body).toContain(
      `<link rel="preload" as="image" href="${banner}" imagesrcset="${banner}?w=800 800w, ${banner} 1600w" imagesizes="100vw" fetchpriority="high" />`,
    );
    const listed = ((await api('GET', '/api/products')) as { products: ProductDto[] }).products;
    const firstCard = listed[0]!.image[0]!;
    expect((await page('/collection')).body).toContain(
      `<link rel="preload" as="image" href="${firstCard}" imagesrcset="${firstCard}?w=200 200w, ${firstCard}?w=400 400w, ${firstCard} 800w" imagesizes="(min-width: 1280px) 230px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw" fetchpriority="high" />`,
    );
    // A filtered listing starts with other products than the ones the page's HTML could name.
    expect((await page('/collection?category=Soaps')).body).not.toContain('rel="preload"');
    expect((await page('/about')).body).not.toContain('rel="preload"');
  });

  it("names the page's own scripts for early download, not those the shell already loads", async () => {
    const home = (await page('/')).body;
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-abc123.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-abc123.js">');
    expect(home.match(/react-abc123\.js/g)).toHaveLength(1);
    const about = (await page('/about')).body;
    expect(about).toContain('<link rel="modulepreload" crossorigin href="/assets/about-page-abc123.js">');
    expect(about).not.toContain('shared-abc123.js');
    expect((await page('/no-such-page')).body).not.toContain('home-page-abc123.js');
  });
});

describe.each(testDatabaseKinds())('first HTML that does not grow with the catalogue, on %s', (kind) => {
  let shop: TestApp;
  let product: ProductDto;
  const page = async (url: string) => (await shop.app.inject({ method: 'GET', url })).body;
  const pageUrls = () => ['/', '/collection', `/product/${product._id}`, '/cart', '/place-order'];

  beforeAll(async () => {
    shop = await createTestApp(kind, { webDist: fakeWebBuild(shellHtml) });
    product = ((await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json() as { products: ProductDto[] }).products[0]!;
  });
  afterAll(async () => shop?.close());

  it('keeps every page the size it has with the demo catalogue when 500 older products join it', async () => {
    const before = new Map<string, number>();
    for (const url of pageUrls()) before.set(url, (await page(url)).length);

    await shop.database.db.insert(products).values(
      Array.from({ length: 500 }, (_, index) => ({
        id: `filler-${String(index).padStart(4, '0')}`,
        name: `Filler Soap No. ${index}`,
        description: 'A plain bar that no first screen shows.',
        pricePaisa: paisa(50_000),
        category: product.category,
        subcategory: product.subcategory,
        stock: 10,
        status: 'published' as const,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
      })),
    );
    await shop.app.context.cache.invalidate(cacheKeys.products);

    for (const url of pageUrls()) {
      const html = await page(url);
      expect(html, url).not.toContain('Filler Soap');
      // Only the counts the answers carry (total, pages, the category's count) grow.
      expect(html.length, url).toBeLessThan(before.get(url)! + 100);
    }
    expect(await page('/product/filler-0007')).toContain('Filler Soap No. 7');
  });

  it('inlines the best rated when no best seller is flagged, as the home page then asks', async () => {
    await shop.database.db.update(products).set({ bestseller: false });
    await shop.app.context.cache.invalidate(cacheKeys.products);
    const inlined = inlinedResponses(await page('/'));
    expect(inlined.map((entry) => entry.path).filter((path) => path.startsWith('/api/products'))).toEqual([
      '/api/products?sort=bestseller&limit=10',
      '/api/products?sort=rating&limit=10',
      '/api/products?limit=10',
    ]);
    const rated = (await shop.app.inject({ method: 'GET', url: '/api/products?sort=rating&limit=10' })).json() as unknown;
    expect(inlined.find((entry) => entry.path === '/api/products?sort=rating&limit=10')!.response).toEqual(rated);
  });
});
