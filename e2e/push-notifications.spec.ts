import { expect, test, type Page } from '@playwright/test';
import { localPushService, type LocalPushService } from '../apps/api/test/push-service';
import { e2ePushServicePort } from './server-paths';
import { newCustomer, placeOrder } from './support/customers';
import { shopOwner } from './support/owner';
import { registrationIdOf } from './support/service-worker';
import { logIn, startLoggedIn } from './support/shop';

/**
 * The owner turns on notifications on her phone and hears of a new order with the console closed
 * (issue 32 §2). No vendor's push service is reachable here, so the browser's own subscribe step is
 * stubbed: it answers a subscription whose endpoint is a local push service, which checks the shop's
 * VAPID signature and decrypts what the shop sends (aes128gcm) with the subscription's private key, as
 * the phone would. What it decrypted is handed to the console's worker through DevTools, as the push
 * service would hand it over, and the worker shows it.
 */

test.use({ viewport: { width: 375, height: 740 } });

let pushService: LocalPushService;
test.beforeAll(async () => {
  pushService = await localPushService(e2ePushServicePort);
});
test.afterAll(async () => {
  await pushService?.close();
});

/**
 * PushManager as a phone's browser has it, but subscribing to the local push service; the subscription
 * outlives the page, as a browser keeps it (here in the origin's storage, under the key it was made with).
 */
async function stubBrowserSubscribe(page: Page, subscription: ReturnType<LocalPushService['subscription']>) {
  await page.addInitScript((json) => {
    const stored = 'e2e-push-subscription-key';
    const fake = (key: number[]) =>
      ({
        endpoint: json.endpoint,
        expirationTime: null,
        options: { applicationServerKey: new Uint8Array(key).buffer, userVisibleOnly: true },
        toJSON: () => json,
        unsubscribe: async () => {
          localStorage.removeItem(stored);
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = [...(options?.applicationServerKey as Uint8Array)];
      localStorage.setItem(stored, JSON.stringify(key));
      return fake(key);
    };
    PushManager.prototype.getSubscription = async () => {
      const key = localStorage.getItem(stored);
      return key ? fake(JSON.parse(key) as number[]) : null;
    };
  }, subscription);
}

const shownTitles = (page: Page) =>
  page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => notification.title));

test('the owner turns on notifications on her phone, and a new order reaches it as a Web Push the phone can decrypt', async ({
  page,
  context,
  request,
}, testInfo) => {
  pushService.reset();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await stubBrowserSubscribe(page, pushService.subscription('/devices/owner-phone'));
  await startLoggedIn(context, await logIn(request, shopOwner));

  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const thisDevice = page.getByRole('region', { name: 'This device' });
  await thisDevice.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(thisDevice.getByRole('status')).toHaveText(/^Notifications are on: each new order and customer cancellation/);
  const devices = page.getByRole('list', { name: 'Devices with notifications on' });
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('not notified yet');
  await page.screenshot({ path: testInfo.outputPath('notifications-375.png'), animations: 'disabled', fullPage: true });

  await thisDevice.getByRole('button', { name: 'Send a test notification' }).click();
  await expect(page.getByText('A test notification is on its way')).toBeVisible();
  await expect.poll(() => pushService.received.map(({ payload }) => payload.title)).toEqual(['Notifications are on']);

  // The console closed, a customer orders.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, scope);
  await page.goto('about:blank');
  const orderId = await placeOrder(request, await newCustomer(request));
  const number = orderId.slice(0, 7);
  await expect.poll(() => pushService.received.length).toBe(2);
  expect(pushService.problems).toEqual([]);
  const pushed = pushService.received[1]!;
  expect(pushed.path).toBe('/devices/owner-phone');
  expect(pushed.payload).toEqual({
    title: expect.stringMatching(new RegExp(`^New order #${number} · Rs\\. [\\d,]+\\.00$`)),
    body: 'Sana Malik',
    url: `/admin/orders/${orderId}`,
    tag: `order-${orderId}`,
  });

  // The phone's browser hands the decrypted push to the console's worker, which shows it.
  await page.goto('/admin/notifications');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(pushed.payload) });
  await expect.poll(() => shownTitles(page)).toContain(pushed.payload.title);

  // The list says when the phone last heard from the shop; at 1280 px the screen has its two columns.
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('last notified');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('notifications-1280.png'), animations: 'disabled' });

  await thisDevice.getByRole('button', { name: 'Turn off' }).click();
  await expect(thisDevice.getByRole('status')).toHaveText(/^Notifications are off\./);
  await expect(page.getByText('No device has notifications on')).toBeVisible();
});

test('a new order shows as a toast on the open console at 1280 px too', async ({ page, context, request }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await startLoggedIn(context, await logIn(request, shopOwner));
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/admin/events') && response.status() === 200);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await streamOpen;
  const orderId = await placeOrder(request, await newCustomer(request));
  await expect(page.getByText(new RegExp(`^New order #${orderId.slice(0, 7)} from Sana Malik`))).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('live-toast-1280.png'), animations: 'disabled' });
});
