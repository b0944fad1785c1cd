import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebBuild, type TestApp } from '../../test/helpers';
import { demoShop } from '../seed/demo-shop';

const productImage = demoShop.products[0]!.images[0]!;

describe('uploaded images', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite');
  });
  afterAll(async () => shop?.close());

  it('serves the original with long caching and nosniff', async () => {
    const response = await shop.app.inject({ method: 'GET', url: productImage });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(response.rawPayload).metadata()).width).toBe(800);
  });

  it('makes a narrower copy for srcset, and serves the same bytes the second time', async () => {
    const first = await shop.app.inject({ method: 'GET', url: `${productImage}?w=400` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(first.rawPayload).metadata();
    expect(metadata.width).toBe(400);
    expect(metadata.height).toBe(400);
    const second = await shop.app.inject({ method: 'GET', url: `${productImage}?w=400` });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('refuses widths it does not make', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `${productImage}?w=333` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Image width must be one of 200, 400, 800, 1200');
  });

  it.each([
    '/uploads/seed/products/no-such-image.webp',
    '/uploads/seed/products/no-such-image.webp?w=400',
    '/uploads/..%2f..%2fetc%2fpasswd?w=400',
    '/uploads/../package.json',
  ])('answers 404 for %s', async (url) => {
    const response = await shop.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});

describe('compression for a slow line', () => {
  let shop: TestApp;
  let webDist: string;
  const script = 'export const greeting = "a script long enough to be worth compressing";\n'.repeat(40);
  beforeAll(async () => {
    webDist = fakeWebBuild();
    writeFileSync(path.join(webDist, 'assets', 'page-abc123.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'page-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(webDist, 'assets', 'page-abc123.js.gz'), gzipSync(script));
    shop = await createTestApp('pglite', { webDist });
  });
  afterAll(async () => shop?.close());

  it('sends JSON brotli- or gzip-compressed to a client that accepts it, and plain to one that does not', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: '/api/product/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await shop.app.inject({ method: 'GET', url: '/api/product/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it("serves the build's precompressed copy of a script, with long caching", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/assets/page-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
    const gzip = await shop.app.inject({ method: 'GET', url: '/assets/page-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);
    // The copies are served for the script, with no route of their own.
    expect(shop.app.hasRoute({ method: 'GET', url: '/assets/page-abc123.js' })).toBe(true);
    expect(shop.app.hasRoute({ method: 'GET', url: '/assets/page-abc123.js.br' })).toBe(false);
  });

  it('leaves pictures as they are', async () => {
    const response = await shop.app.inject({ method: 'GET', url: productImage, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
