import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { shopOwner } from './support/owner';
import { registrationIdOf } from './support/service-worker';
import { logIn, startLoggedIn } from './support/shop';

/**
 * The console as an app on the owner's phone (issue 32 §2): the console's pages name its manifest and
 * register its service worker, which keeps the console's shell (and nothing of the API) so that it opens
 * without a network, and shows the pushes the shop sends, which reach it here through DevTools instead
 * of a push service. The storefront has none of it.
 */

test.use({ viewport: { width: 375, height: 740 } });

interface Manifest {
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
  icon: string;
  badge: string;
}

/** The console open on Today, signed in as the owner, once its worker controls the page. */
async function consoleControlledByItsWorker(page: Page, context: BrowserContext, request: Parameters<typeof logIn>[0]): Promise<string> {
  await startLoggedIn(context, await logIn(request, shopOwner));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  // Claimed when it activates: no reload needed for the page that registered it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return scope;
}

/** Chromium's notifications have the badge the DOM library's type leaves out. */
type ChromiumNotification = Notification & { badge: string };

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notification): ShownNotification => {
      const { title, body, tag, data, icon, badge } = notification as ChromiumNotification;
      return { title, body, tag, data: data as unknown, icon, badge };
    }),
  );

test('the console names its manifest, whose icons are PNGs of their sizes, and takes the theme colour from it', async ({ page, request }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/admin/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/admin/icons/apple-touch-icon.png');
  const response = await request.get('/admin/manifest.webmanifest');
  expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone' });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const drawn = await page.evaluate(
    (icons) =>
      Promise.all(
        icons.map(async (icon) => {
          const response = await fetch(icon.src);
          const bitmap = await createImageBitmap(await response.blob());
          return { src: icon.src, type: response.headers.get('content-type'), sizes: `${bitmap.width}x${bitmap.height}` };
        }),
      ),
    manifest.icons,
  );
  expect(drawn).toEqual(manifest.icons.map(({ src, sizes }) => ({ src, type: 'image/png', sizes })));
  expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);

  // Chromium's own verdict: the manifest parses whole, and nothing stands in the way of installing the console.
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A Playwright context is an incognito profile, where Chromium installs nothing whatever the page.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('the storefront names no manifest and registers no worker', async ({ page }) => {
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/admin\/(sw\.js|manifest\.webmanifest)$/.test(request.url())) workerRequests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(workerRequests).toEqual([]);
});

test('registered by the console for /admin, the worker opens the console without a network and keeps no API answer', async ({
  page,
  context,
  request,
}, testInfo) => {
  const scope = await consoleControlledByItsWorker(page, context, request);
  expect(scope).toBe(`${new URL(page.url()).origin}/admin`);

  await context.setOffline(true);
  await page.reload();
  // The shell, from the worker's cache: the console's frame, saying what it could not load.
  await expect(page.getByText('SHOP CONSOLE')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Opening the console' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No response from server. Please check your connection.');
  await page.screenshot({ path: testInfo.outputPath('console-offline-375.png'), animations: 'disabled' });

  // Offline, a console screen is the same shell.
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Opening the console' })).toBeVisible();

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    return urls;
  });
  expect(kept).toContain('/admin');
  expect(kept.filter((path) => path !== '/admin' && !/^\/assets\/[^/]+\.(js|css)$/.test(path))).toEqual([]);
  await context.setOffline(false);

  // Back online, the same address opens its screen, from the network.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test('a push shows its notification, and one it cannot read shows the generic one that opens the console', async ({ page, context, request }) => {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  const scope = await consoleControlledByItsWorker(page, context, request);
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, scope);

  const payload = { title: 'New order #a1b2c3d', body: 'Sana Malik · Rs. 2,450', url: '/admin/orders/a1b2c3d4e5f6', tag: 'order-a1b2c3d4e5f6' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: `${origin}/admin/icons/icon-192.png`,
      badge: `${origin}/admin/icons/badge-96.png`,
    });

  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: '{"title": 12' });
  await expect
    .poll(async () => (await shownNotifications(page)).find((notification) => notification.tag === 'console-activity'))
    .toMatchObject({ title: 'New activity in the console', body: 'Open the console to see what changed.', data: { url: '/admin' } });

  // The notification's pictures are there to be drawn.
  for (const url of ['/admin/icons/icon-192.png', '/admin/icons/badge-96.png']) {
    const icon = await request.get(url);
    expect(icon.headers()['content-type'], url).toBe('image/png');
  }
});
