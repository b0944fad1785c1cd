import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleApp, consoleIcons } from '@shop/core/console/console-app';
import { consoleIconFiles } from '../../../../../scripts/console-icons';
import { createTestApp, fakeWebBuild, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { demoShop } from '../../seed/demo-shop';
import { consoleAppManifest } from './app-manifest';

/** The web app's own SVGs, which the build draws the icons from. */
const webAssets = fileURLToPath(new URL('../../../../web/src/assets', import.meta.url));

/** The shell as the web build writes it, with the storefront's theme colour. */
const shellHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shop</title>
    <meta name="description" content="Default description" />
    <meta name="theme-color" content="#123456" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const workerScript = "self.addEventListener('fetch', () => {});\n";

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

describe('the console app manifest, named after the shop', () => {
  it('shortens the name to its first word on the home screen, or to "Console" when the word is too long', () => {
    expect(consoleAppManifest('Khalis Botanicals')).toMatchObject({ name: 'Khalis Botanicals Console', short_name: 'Khalis' });
    expect(consoleAppManifest('Chandnichowkwala Soaps').short_name).toBe('Console');
    expect(consoleAppManifest('Ümmü’s 🌿 Soaps').short_name).toBe('Ümmü’s');
  });

  it('caps a long or hostile name, whole characters only, and falls back to "Shop" for an empty one', () => {
    const hostile = consoleAppManifest(`</script><script>alert(1)</script>\n\u2028${'🌿'.repeat(200)}`);
    expect(Array.from(hostile.name.replace(/ Console$/, ''))).toHaveLength(40);
    expect(hostile.name).toMatch(/^<\/script><script>alert\(1\)<\/script> 🌿+… Console$/u);
    expect(hostile.short_name).toBe('Console');
    expect(JSON.parse(JSON.stringify(hostile))).toEqual(hostile);
    expect(consoleAppManifest('  \n ')).toMatchObject({ name: 'Shop Console', short_name: 'Shop' });
  });
});

describe.each(testDatabaseKinds())('the installable console on %s', (kind) => {
  let shop: TestApp;
  let admin: string;
  beforeAll(async () => {
    const webDist = fakeWebBuild(shellHtml);
    for (const { file, png } of await consoleIconFiles(webAssets)) {
      mkdirSync(path.dirname(path.join(webDist, file)), { recursive: true });
      writeFileSync(path.join(webDist, file), png);
    }
    writeFileSync(path.join(webDist, consoleApp.serviceWorkerPath), workerScript);
    shop = await createTestApp(kind, { webDist });
    admin = (await newAccount(shop, 'admin')).token;
  });
  afterAll(async () => shop?.close());

  const manifest = async () => {
    const response = await shop.app.inject({ method: 'GET', url: consoleApp.manifestPath });
    expect(response.statusCode).toBe(200);
    return { response, body: JSON.parse(response.body) as Manifest };
  };

  it("serves the manifest with the shop's name, the console's scope, colours and icons", async () => {
    const { response, body } = await manifest();
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(body).toEqual({
      id: '/admin',
      name: `${demoShop.business.company.name} Console`,
      short_name: 'Khalis',
      description: `Orders, products and customers of ${demoShop.business.company.name}, on this device.`,
      lang: 'en',
      start_url: '/admin',
      scope: '/admin',
      display: 'standalone',
      theme_color: '#2f5d3a',
      background_color: '#faf7f2',
      icons: [
        { src: '/admin/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/admin/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/admin/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('answers a browser that has it with 304, and a renamed shop at once with its new name', async () => {
    const { response } = await manifest();
    expect(response.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    const etag = String(response.headers.etag);
    const again = await shop.app.inject({ method: 'GET', url: consoleApp.manifestPath, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const { company } = demoShop.business;
    const renamed = await shop.app.inject({
      method: 'PATCH',
      url: '/api/admin/business-details',
      headers: { token: admin },
      payload: { company: { ...company, name: 'Saffron & Rose\n<Soaps>' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    try {
      const { response: changed, body } = await manifest();
      expect(changed.headers.etag).not.toBe(etag);
      expect(body).toMatchObject({ name: 'Saffron & Rose <Soaps> Console', short_name: 'Saffron' });
    } finally {
      await shop.app.inject({ method: 'PATCH', url: '/api/admin/business-details', headers: { token: admin }, payload: { company } });
    }
  });

  it.each(['/admin', '/admin/orders', '/admin/orders/abc123?status=Placed'])(
    'names the manifest, the home-screen icon and one theme colour in %s',
    async (url) => {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<link rel="manifest" href="/admin/manifest.webmanifest">');
      expect(html).toContain('<link rel="apple-touch-icon" href="/admin/icons/apple-touch-icon.png">');
      expect(html.match(/<meta name="theme-color"[^>]*>/g)).toEqual(['<meta name="theme-color" content="#2f5d3a">']);
    },
  );

  it.each(['/', '/collection', '/cart', '/blog', '/administrator', '/no/such/page'])('names no manifest in the storefront page %s', async (url) => {
    const html = (await shop.app.inject({ method: 'GET', url })).body;
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('rel="manifest"');
    expect(html).not.toContain('apple-touch-icon');
    expect(html).toContain('<meta name="theme-color" content="#123456" />');
  });

  it('serves every icon as a PNG of its size; the maskable and home-screen ones opaque on the background', async () => {
    const { body } = await manifest();
    const listed = body.icons.map((icon) => ({ path: icon.src, size: Number(icon.sizes.split('x')[0]) }));
    for (const { path: url, size } of [...listed, consoleIcons.appleTouch, consoleIcons.badge]) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/png');
      const metadata = await sharp(response.rawPayload).metadata();
      expect({ url, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ url, format: 'png', width: size, height: size });
    }
    for (const { path: url } of [consoleIcons.maskable512, consoleIcons.appleTouch]) {
      const png = (await shop.app.inject({ method: 'GET', url })).rawPayload;
      expect((await sharp(png).metadata()).hasAlpha, url).toBe(false);
      const { data } = await sharp(png).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(`#${data.toString('hex')}`, url).toBe(consoleApp.backgroundColor);
    }
  });

  it('serves the service worker uncached, as a script allowed to control /admin', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/admin/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(workerScript);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['service-worker-allowed']).toBe('/admin');
  });

  it('lets pages use a worker and a manifest of their own origin only', async () => {
    const csp = String((await shop.app.inject({ method: 'GET', url: '/admin' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
