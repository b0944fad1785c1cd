import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_PATH } from './lighthouse';
import { runToCompletion } from './processes';
import { REPO_ROOT, temporaryDirectory, type RunningServer } from './server';

/** docs/product.md §7 Search: how the catalog's first loads and search hold up as it grows. */
export const BIG_CATALOG_PRODUCTS = 5_000;
export const HUGE_CATALOG_PRODUCTS = 50_000;
/** The load for search: 20 connections, a short warm-up, then measured. */
const SEARCH_LOAD = { connections: 20, warmUpSeconds: 2, seconds: 8 } as const;
/** What shoppers type: a word, a typo, Roman Urdu, two words in another order. */
export const SEARCH_QUERIES = ['soap', 'charcol', 'sabun', 'butter shea'] as const;

export interface PageSizes {
  homeBytes: number;
  collectionBytes: number;
}

export interface SearchLoad {
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
  /** The slowest of the queries asked once each before the load, when no answer is kept yet: the database's own cost. */
  firstAskMs: number;
}

/** The first HTML of a page as a browser receives it before decompression: its own bytes, inlined data included. */
async function htmlBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

export async function pageSizes(shop: RunningServer): Promise<PageSizes> {
  return { homeBytes: await htmlBytes(`${shop.url}/`), collectionBytes: await htmlBytes(`${shop.url}/collection`) };
}

/** How many elements /collection has once a 375 px phone has rendered it: what the phone lays out and keeps. */
export async function collectionDomNodes(shop: RunningServer): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${shop.url}/collection`, { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor();
    return await page.locator('*').count();
  } finally {
    await browser.close();
  }
}

/**
 * `GET /api/products?q=…` under load, the queries taking turns on every connection. The shop keeps
 * the answers of recent searches, so the load measures what repeated searches cost; each query's
 * first answer, asked before, measures the search itself.
 */
export async function searchLoad(shop: RunningServer): Promise<SearchLoad> {
  const requests = SEARCH_QUERIES.map((q) => ({ method: 'GET' as const, path: `/api/products?q=${encodeURIComponent(q)}` }));
  let firstAskMs = 0;
  for (const request of requests) {
    const started = performance.now();
    const response = await fetch(`${shop.url}${request.path}`);
    await response.arrayBuffer();
    firstAskMs = Math.max(firstAskMs, performance.now() - started);
  }
  await autocannon({ url: shop.url, connections: SEARCH_LOAD.connections, duration: SEARCH_LOAD.warmUpSeconds, requests });
  const result = await autocannon({ url: shop.url, connections: SEARCH_LOAD.connections, duration: SEARCH_LOAD.seconds, requests });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, failures: result.non2xx + result.errors + result.timeouts, firstAskMs };
}

/** Replaces the database's contents with the demo shop and `count` generated products, as an owner would try it. */
export async function seedProducts(databaseUrl: string, count: number): Promise<void> {
  await runToCompletion(`seed ${count} products`, 'npm', ['run', 'seed', '--', '--force', '--products', String(count)], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: temporaryDirectory('shop-bench-seed-') },
  });
}
