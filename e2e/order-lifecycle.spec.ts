import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkMailedTo, verifyByEmail } from './support/outbox';
import { shopOwner } from './support/owner';
import { uniquePhone } from './support/phone';
import { fillAccountCart, logIn, readShopIds, startLoggedIn } from './support/shop';

const tcsTemplate = 'https://www.tcsexpress.com/track?cn={tracking}';
const trackingNumber = '77312345678';

interface Courier {
  name: string;
  trackingUrlTemplate: string | null;
}
interface CustomerOrder {
  _id: string;
  status: string;
}

/** The owner gives TCS its tracking-link template, as the delivery settings allow (docs/product.md §3). */
async function giveTcsATrackingLink(request: APIRequestContext, ownerToken: string): Promise<void> {
  const headers = { token: ownerToken };
  const current = await request.get('/api/admin/delivery-settings', { headers });
  expect(current.ok(), await current.text()).toBe(true);
  const { settings } = (await current.json()) as { settings: { fixedCharge: number; freeDeliveryAbove: number; couriers: Courier[] } };
  const couriers = settings.couriers.map((courier) => (courier.name === 'TCS' ? { ...courier, trackingUrlTemplate: tcsTemplate } : courier));
  const saved = await request.put('/api/admin/delivery-settings', {
    headers,
    data: { fixedCharge: settings.fixedCharge, freeDeliveryAbove: settings.freeDeliveryAbove, couriers },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

async function moveOrder(request: APIRequestContext, ownerToken: string, orderId: string, body: Record<string, unknown>): Promise<void> {
  const response = await request.post(`/api/admin/orders/${orderId}/status`, { headers: { token: ownerToken }, data: body });
  expect(response.ok(), await response.text()).toBe(true);
}

async function customerOrders(request: APIRequestContext, token: string): Promise<CustomerOrder[]> {
  const response = await request.post('/api/order/userorders', { headers: { token } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orders: CustomerOrder[] }).orders;
}

/** The "Confirm my order" link of the newest email to the customer, once the outbox has sent it. */
async function confirmLinkMailedTo(email: string): Promise<string> {
  return (await linkMailedTo(email, /received/, /https?:\/\/[^\s"'<>]+\/orders\/confirm\?token=[\w.-]+/)).href;
}

function orderCard(page: Page, orderNumber: string) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
}

test('a customer confirms a COD order from the email link; the owner ships it with TCS; the customer follows it in My Orders', async ({
  page,
  context,
  request,
}) => {
  const ownerToken = await logIn(request, shopOwner);
  await giveTcsATrackingLink(request, ownerToken);

  // A new customer with a cart, placing the order in the browser.
  const email = `cod.${Date.now()}@example.pk`;
  const registered = await request.post('/api/user/register', { data: { name: 'Sana Malik', email, password: 'saffron and honey 2026' } });
  expect(registered.status(), await registered.text()).toBe(201);
  // The shop emails the order only to a verified address (docs/product.md §2 Accounts).
  await verifyByEmail(request, email);
  const customerToken = await logIn(request, { email, password: 'saffron and honey 2026' });
  await fillAccountCart(request, customerToken, await readShopIds(request));
  await startLoggedIn(context, customerToken);

  await page.goto('/place-order');
  await page.getByLabel('First name').fill('Sana');
  await page.getByLabel('Last name').fill('Malik');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Street address').fill('7 Jail Road, Shadman');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Province / State').fill('Punjab');
  await page.getByLabel('Postal code').fill('54000');
  await page.getByLabel('Phone').fill(uniquePhone().spaced);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}\/placed$/);
  await page.getByRole('link', { name: 'VIEW MY ORDERS' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  const [placed] = await customerOrders(request, customerToken);
  const orderNumber = placed!._id.slice(0, 7);
  const card = orderCard(page, orderNumber);
  const badge = card.locator('header');
  await expect(badge).toContainText('Order Placed');

  // The email's link: fetching it (as a mail scanner does) changes nothing; the page's POST confirms.
  const link = await confirmLinkMailedTo(email);
  const { pathname, search } = new URL(link);
  expect((await request.get(`${pathname}${search}`)).status()).toBe(200);
  expect((await customerOrders(request, customerToken))[0]!.status).toBe('Order Placed');

  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order confirmed' })).toBeVisible();
  await expect(page.getByText(`Order #${orderNumber}`)).toBeVisible();
  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(badge).toContainText('Confirmed');
  const history = card.getByRole('list', { name: 'Order history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').nth(1)).toContainText('Confirmed');
  await expect(history.getByRole('listitem').nth(1)).toContainText('by you');
  // Confirming does not take the right to cancel away (docs/product.md §4).
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toBeVisible();

  // Opened again, the link says there is nothing more to do.
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Already confirmed' })).toBeVisible();

  // The owner packs and ships it with TCS.
  await moveOrder(request, ownerToken, placed!._id, { status: 'Packing' });
  await moveOrder(request, ownerToken, placed!._id, { status: 'Shipped', courier: 'TCS', trackingNumber });

  await page.goto('/orders');
  await expect(badge).toContainText('Shipped');
  await expect(card.getByText('TCS', { exact: true })).toBeVisible();
  const tracking = card.getByRole('link', { name: new RegExp(trackingNumber) });
  await expect(tracking).toHaveAttribute('href', `https://www.tcsexpress.com/track?cn=${trackingNumber}`);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', /noopener/);
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').nth(3)).toContainText('by the shop');
  await expect(card.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});
