/**
 * The first load's bytes against the bench's budgets (bench/budgets.ts), without a browser: run by
 * `npm test` once the web build is done (scripts/test.mjs), or by hand after `npm run build`:
 *
 *   node --import tsx --test bench/first-load.test.ts
 *
 * Bytes do not depend on the machine's speed, so unlike the bench's timings they can fail a test run.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { FIRST_HTML_BUDGETS, INITIAL_JS_BUDGETS, kilobytes } from './budgets';
import { measureInitialJavaScript } from './bundle-size';
import { cleanUpAll, cleanUpOnSignals } from './cleanup';
import { newJwtSecret, REPO_ROOT, startShopServer, temporaryDirectory, type RunningServer } from './server';

/** The first start seeds the demo shop, which on a busy two-core machine takes a minute or more. */
const SERVER_START_TIMEOUT_MS = 300_000;

describe('first-load JavaScript per route, gzip -9, from the build manifest', () => {
  // Throws, failing the run, when a storefront page would load the owner's console's code.
  const routes = measureInitialJavaScript(path.join(REPO_ROOT, 'apps', 'web'));
  for (const route of routes) {
    const target = route.target;
    if (!target) {
      console.log(`${route.path}: ${kilobytes(route.gzipBytes)} (no budget, for information)`);
      continue;
    }
    const budget = INITIAL_JS_BUDGETS[target];
    it(`${route.path}: ${kilobytes(route.gzipBytes)}, budget ${kilobytes(budget)}`, () => {
      assert.ok(
        route.gzipBytes <= budget,
        `${route.path} needs ${route.gzipBytes} bytes of JavaScript (${route.files.join(', ')}), over INITIAL_JS_BUDGETS.${target} = ${budget} in bench/budgets.ts`,
      );
    });
  }
});

describe('first HTML per page, bytes as sent uncompressed, on the demo shop', () => {
  let shop: RunningServer;
  before(
    async () => {
      cleanUpOnSignals();
      shop = await startShopServer({ label: 'the shop for the first-load guard', dataDir: temporaryDirectory('shop-first-load-'), jwtSecret: newJwtSecret() });
    },
    { timeout: SERVER_START_TIMEOUT_MS },
  );
  after(cleanUpAll);

  /** What bench/big-catalog.ts measures too: the page's own bytes, inlined data included, before decompression. */
  async function htmlBytes(pathname: string): Promise<number> {
    const response = await fetch(`${shop.url}${pathname}`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(response.status, 200, `GET ${pathname} answered ${response.status}`);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
    return (await response.arrayBuffer()).byteLength;
  }

  async function newestProductPath(): Promise<string> {
    const { products } = (await (await fetch(`${shop.url}/api/product/list`)).json()) as { products: ProductDto[] };
    assert.ok(products[0], 'the demo shop lists no product');
    return `/product/${products[0]._id}`;
  }

  const pages: { page: keyof typeof FIRST_HTML_BUDGETS; pathname: () => Promise<string> }[] = [
    { page: 'home', pathname: async () => '/' },
    { page: 'collection', pathname: async () => '/collection' },
    { page: 'product', pathname: newestProductPath },
  ];
  for (const { page, pathname } of pages) {
    const budget = FIRST_HTML_BUDGETS[page];
    it(`${page}: at most ${budget} bytes`, async () => {
      const where = await pathname();
      const bytes = await htmlBytes(where);
      console.log(`${page} ${where}: ${bytes} bytes of first HTML`);
      assert.ok(bytes <= budget, `${where} sends ${bytes} bytes of first HTML, over FIRST_HTML_BUDGETS.${page} = ${budget} in bench/budgets.ts`);
    });
  }
});
