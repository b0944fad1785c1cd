import { expect, test, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expectVisibleFocus } from './support/keyboard';
import { shopOwner } from './support/owner';
import { logIn, placeOrder, readShopIds } from './support/shop';

const phone = { width: 375, height: 740 };

interface AdminOrder {
  _id: string;
  status: string;
  whatsappUrl: string | null;
  whatsappKind: string;
  statusHistory: { status: string; by: string }[];
}

async function adminOrder(request: APIRequestContext, ownerToken: string, orderId: string): Promise<AdminOrder> {
  const response = await request.get(`/api/admin/orders/${orderId}`, { headers: { token: ownerToken } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { order: AdminOrder }).order;
}

async function customerOrderIds(request: APIRequestContext, token: string): Promise<string[]> {
  const response = await request.post('/api/order/userorders', { headers: { token } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orders: { _id: string }[] }).orders.map((order) => order._id);
}

test.use({ viewport: phone });

test("a customer confirms a COD order from the WhatsApp message's short link on a phone; opening it changes nothing until the page confirms", async ({
  page,
  request,
}) => {
  const ownerToken = await logIn(request, shopOwner);
  const customerToken = await logIn(request);
  const before = new Set(await customerOrderIds(request, customerToken));
  await placeOrder(request, customerToken, await readShopIds(request));
  const orderId = (await customerOrderIds(request, customerToken)).find((id) => !before.has(id))!;
  expect(orderId).toBeDefined();

  // The owner's WhatsApp button: the confirmation, ending in the order's short link.
  const placed = await adminOrder(request, ownerToken, orderId);
  expect(placed.status).toBe('Order Placed');
  expect(placed.whatsappKind).toBe('confirmation');
  const text = new URL(placed.whatsappUrl!).searchParams.get('text')!;
  expect(text).toContain(`#${orderId.slice(0, 7)}`);
  const link = new URL(/https?:\/\/\S+\/c\/[0-9A-Za-z]{12}\b/.exec(text)![0]);
  expect(text).not.toContain('token=');

  // WhatsApp's link preview fetches it first: the page, and nothing happens to the order.
  const preview = await request.get(link.pathname);
  expect(preview.status()).toBe(200);
  expect(await preview.text()).toContain('<meta name="robots" content="noindex" />');
  expect((await adminOrder(request, ownerToken, orderId)).status).toBe('Order Placed');

  // The customer taps it, logged out, on a phone.
  await page.goto(link.pathname);
  const confirmed = page.getByRole('heading', { level: 1, name: 'Order confirmed' });
  await expect(confirmed).toBeVisible();
  await expect(confirmed).toBeFocused();
  await expect(page.getByText(`Order #${orderId.slice(0, 7)}`)).toBeVisible();
  await expect(page.getByText('Thank you! Your order is confirmed and we are getting it ready.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'View my orders' })).toBeFocused();
  await expectVisibleFocus(page);
  expect(await seriousViolations(page)).toEqual([]);

  // The owner sees it confirmed by the customer; the button now offers the status message instead.
  const after = await adminOrder(request, ownerToken, orderId);
  expect(after.status).toBe('Confirmed');
  expect(after.statusHistory.at(-1)).toMatchObject({ status: 'Confirmed', by: 'customer' });
  expect(after.whatsappKind).toBe('statusUpdate');
  expect(new URL(after.whatsappUrl!).searchParams.get('text')).not.toContain('/c/');

  // Tapped again, the link says there is nothing more to do.
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeVisible();

  // A link cut short in the chat never reaches the server.
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/order/confirm')) calls.push(sent.url());
  });
  await page.goto(link.pathname.slice(0, -1));
  await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
  await expect(page.getByText('Please open the link in our WhatsApp message exactly as it was sent.')).toBeVisible();
  expect(calls).toEqual([]);
});
