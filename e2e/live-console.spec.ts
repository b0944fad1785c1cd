import { expect, request as playwrightRequest, test } from '@playwright/test';
import { e2ePort } from './server-paths';
import { startOwnShop } from './support/own-server';
import { shopOwner } from './support/owner';
import { newCustomer, placeOrder } from './support/customers';
import { logIn, startLoggedIn } from './support/shop';

/**
 * The owner hears of every order at once (issue 32): the console open on her phone, a customer orders
 * and then cancels from elsewhere, and each reaches the open console without a reload: a toast naming
 * it, and the count of orders she has not seen yet in the tab's title.
 */

test.use({ viewport: { width: 375, height: 740 } });

test('a new order and its cancellation reach the open console on a phone, with the count in the tab', async ({ page, context, request }, testInfo) => {
  await startLoggedIn(context, await logIn(request, shopOwner));
  // The console's stream is open once its answer has begun.
  const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/admin/events') && response.status() === 200);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await streamOpen;

  const customer = await newCustomer(request);
  const orderId = await placeOrder(request, customer);
  const number = orderId.slice(0, 7);
  await expect(page.getByText(new RegExp(`^New order #${number} from Sana Malik: Rs\\. `))).toBeVisible();
  await expect(page).toHaveTitle(/^\(1\) Today/);
  await page.screenshot({ path: testInfo.outputPath('live-console-375.png'), animations: 'disabled' });

  const cancelled = await request.post('/api/order/cancel', { headers: { token: customer }, data: { orderId, cancellationReason: 'Ordered the wrong size' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(page.getByText(`Sana Malik cancelled order #${number}`)).toBeVisible();
  await expect(page).toHaveTitle(/^\(2\) Today/);

  // Looking at the order list counts them as seen; the order is there, cancelled.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(page).toHaveTitle(/^Orders/);
  await expect(page.getByRole('link', { name: `#${number}` }).first()).toBeVisible();
});

test('after the server restarts, a console that was offline meanwhile catches up on the order it missed', async ({ page, context }, testInfo) => {
  // Its own shop, to stop and start: a first start seeds the demo (a while on a busy machine), a restart is quicker.
  test.setTimeout(300_000);
  const shop = await startOwnShop(e2ePort + 50);
  const request = await playwrightRequest.newContext({ baseURL: shop.url });
  try {
    await startLoggedIn(context, await logIn(request, shopOwner));
    const streamOpen = page.waitForResponse((response) => response.url().endsWith('/api/admin/events') && response.status() === 200);
    await page.goto(`${shop.url}/admin/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await streamOpen;
    const customer = await newCustomer(request);
    const first = await placeOrder(request, customer);
    await expect(page.getByText(new RegExp(`^New order #${first.slice(0, 7)} from Sana Malik`))).toBeVisible();

    // The phone loses its signal while the shop restarts, and an order comes in before it is back.
    await context.setOffline(true);
    await shop.stop();
    await shop.start();
    const missed = await placeOrder(request, await newCustomer(request));
    await context.setOffline(false);

    const number = missed.slice(0, 7);
    await expect(page.getByText(new RegExp(`^New order #${number} from Sana Malik`))).toBeVisible();
    await expect(page.getByRole('link', { name: `#${number}` }).first()).toBeVisible();
    // Seen on the Orders screen as it arrives: the title counts only orders heard of elsewhere.
    await expect(page).toHaveTitle(/^Orders/);
    await page.screenshot({ path: testInfo.outputPath('live-console-caught-up-375.png'), animations: 'disabled' });
  } finally {
    await request.dispose();
    await shop.stop();
  }
});
