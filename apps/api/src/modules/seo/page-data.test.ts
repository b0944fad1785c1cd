import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDto, DealDto, ProductDto } from '@shop/core/api-types';
import { createTestApp, fakeWebBuild, testDatabaseKinds, type TestApp } from '../../../test/helpers';

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
          ['GET', '/api/product/list'],
          ['GET', '/api/deal/list'],
          ['GET', '/api/testimonials'],
        ],
      ],
      [
        '/collection',
        [
          ['GET', '/api/business-details'],
          ['GET', '/api/product/list'],
          ['GET', '/api/categories'],
        ],
      ],
      [
        `/product/${product._id}`,
        [
          ['GET', '/api/business-details'],
          ['GET', '/api/product/list'],
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
