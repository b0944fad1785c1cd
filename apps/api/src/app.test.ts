import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fakeWebBuild, testDatabaseKinds, type TestApp } from '../test/helpers';
import { errorsPlugin } from './plugins/errors';

describe.each(testDatabaseKinds())('the app shell on %s', (kind) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(kind, { webDist: fakeWebBuild() });
  });
  afterAll(async () => shop?.close());

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
  });

  it.each(['/', '/collection', '/about', '/contact', '/login', '/cart', '/blog', '/orders', '/place-order'])(
    'serves the app shell for the deep link %s',
    async (url) => {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the shell with a 404 status for a path that is no page', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await shop.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const manifest = await shop.app.inject({ method: 'GET', url: '/site.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends security headers and a request id on every response', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no HSTS while the shop is not served over HTTPS', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('reports ready while the database answers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok', disk: 'ok' });
  });

  it('refuses malformed JSON with a 400, not a 5xx', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/business-details',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().success).toBe(false);
  });
});

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const shop = await createTestApp('pglite');
    await shop.database.close();
    const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'unavailable', storage: 'ok', disk: 'ok' });
    await shop.app.close();
  });
});

describe('a shop served over HTTPS', () => {
  it('tells browsers to keep to HTTPS', async () => {
    const shop = await createTestApp('pglite', { env: { PUBLIC_URL: 'https://shop.example.pk' } });
    try {
      const response = await shop.app.inject({ method: 'GET', url: '/api/business-details' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await shop.close();
    }
  });
});

describe('health when the data disk is full', () => {
  it('answers 503 although the database answers', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-full-disk-'));
    const shop = await createTestApp('pglite', { env: { DATA_DIR: dataDir } });
    try {
      // Writing through a link to /dev/full fails with ENOSPC, as on a full disk.
      symlinkSync('/dev/full', path.join(dataDir, `.health-${process.pid}`));
      const response = await shop.app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'ok', storage: 'ok', disk: 'unavailable' });
      expect((await shop.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the error shape', () => {
  it('hides our own faults behind a generic message with a reference', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('secret internal detail');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Something went wrong on our side\. Please try again\. \(ref .+\)$/);
    expect(body.message).not.toContain('secret');
    await app.close();
  });
});

describe('before the web app is built', () => {
  it('says how to build it on a page route and answers 404 elsewhere', async () => {
    const shop = await createTestApp('pglite', { webDist: path.join(os.tmpdir(), 'no-such-web-build') });
    const page = await shop.app.inject({ method: 'GET', url: '/collection' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe('The storefront has not been built yet. Run "npm run build", then reload.');
    expect((await shop.app.inject({ method: 'GET', url: '/package.json' })).statusCode).toBe(404);
    await shop.close();
  });
});
