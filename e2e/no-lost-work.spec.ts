import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newCustomer, placeOrder } from './support/customers';
import { shopOwner } from './support/owner';
import { logIn } from './support/shop';

/**
 * Issue 33, on the owner's 375 px phone: the console never loses her work (docs/product.md §10 No lost
 * work) and every number she reads is true.
 */

test.use({ viewport: { width: 375, height: 740 } });

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(shopOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(shopOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

interface AdminProduct {
  _id: string;
  name: string;
  price: number;
  description: string;
}

/** A draft product of this test's own: no other test, and no shopper's list, reads what it changes. */
async function newProduct(request: APIRequestContext, token: string): Promise<AdminProduct> {
  const response = await request.post('/api/admin/products', {
    headers: { token },
    data: {
      name: `Rose clay soap ${Date.now().toString(36)}`,
      description: 'Pink clay and rose petals.',
      price: 700,
      category: 'Soaps',
      quantity: 12,
      status: 'draft',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { product: AdminProduct }).product;
}

async function readProduct(request: APIRequestContext, token: string, id: string): Promise<AdminProduct> {
  const response = await request.get(`/api/admin/products/${id}`, { headers: { token } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { product: AdminProduct }).product;
}

test('a refresh in the middle of a form offers what was typed back', async ({ page, request }) => {
  const token = await logIn(request, shopOwner);
  const product = await newProduct(request, token);
  await signIn(page);
  await page.goto(`/admin/products/${product._id}`);
  const description = page.getByLabel('Description');
  await expect(description).toHaveValue('Pink clay and rose petals.');
  await description.fill('Pink clay, rose petals and a drop of rose oil.');

  // The bottom bar asks first, and staying keeps the text.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay and save' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product._id}$`));

  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByText(/You have changes here that were not saved/)).toBeVisible();
  await expect(description).toHaveValue('Pink clay and rose petals.');
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(description).toHaveValue('Pink clay, rose petals and a drop of rose oil.');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  expect((await readProduct(request, token, product._id)).description).toBe('Pink clay, rose petals and a drop of rose oil.');
  await page.reload();
  await expect(description).toHaveValue('Pink clay, rose petals and a drop of rose oil.');
  await expect(page.getByText(/You have changes here that were not saved/)).toHaveCount(0);
});

async function moveOrder(request: APIRequestContext, token: string, id: string, data: Record<string, unknown>): Promise<void> {
  const response = await request.post(`/api/admin/orders/${id}/status`, { headers: { token }, data });
  expect(response.ok(), await response.text()).toBe(true);
}

interface OrderPage {
  orders: { _id: string; amount: number }[];
  total: number;
}

/** The orders whose step happened in the shop's days, as the admin API lists them. */
async function ordersOn(request: APIRequestContext, token: string, step: string, day: string): Promise<OrderPage> {
  const response = await request.get(`/api/admin/orders?on=${step}&from=${day}&to=${day}&limit=100`, { headers: { token } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderPage;
}

/** The shop's day now, as the console names it (Asia/Karachi, the suite's SHOP_TIME_ZONE default). */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());

const rupeesIn = (text: string) => Number(text.replace(/^Rs\.\s*/, '').replace(/,/g, ''));

/** The order cards the list shows on a phone, each a link named by its order number. */
const listedOrders = (page: Page) => page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: /^#[0-9a-f]{7} / });

test("Today's counts open exactly their orders, and the report adds up to the orders it counts", async ({ page, request }) => {
  const token = await logIn(request, shopOwner);
  // One order placed today and one delivered today, so both counts have something to open.
  await placeOrder(request, await newCustomer(request));
  const delivered = await placeOrder(request, await newCustomer(request));
  await moveOrder(request, token, delivered, { status: 'Confirmed' });
  await moveOrder(request, token, delivered, { status: 'Packing' });
  await moveOrder(request, token, delivered, { status: 'Shipped', courier: 'TCS', trackingNumber: `NLW-${Date.now()}` });
  await moveOrder(request, token, delivered, { status: 'Out for delivery' });
  await moveOrder(request, token, delivered, { status: 'Delivered' });
  const day = shopToday();
  const placedToday = await ordersOn(request, token, 'placed', day);
  const deliveredToday = await ordersOn(request, token, 'delivered', day);

  await signIn(page);
  const todayCard = page.getByRole('region', { name: 'Today', exact: true });
  const placedLink = todayCard.getByRole('link', { name: /Placed/ });
  await expect(placedLink).toContainText(String(placedToday.total));
  await placedLink.click();
  await expect(page).toHaveURL(/\/admin\/orders\?/);
  await expect(listedOrders(page)).toHaveCount(placedToday.total);

  await page.goBack();
  const deliveredLink = todayCard.getByRole('link', { name: /Delivered/ });
  await expect(deliveredLink).toContainText(String(deliveredToday.total));
  await deliveredLink.click();
  await expect(listedOrders(page)).toHaveCount(deliveredToday.total);
  await expect(page.getByRole('link', { name: new RegExp(`#${delivered.slice(0, 7)}`) })).toBeVisible();
  const chip = page.getByRole('button', { name: /^Remove filter: Delivered/ });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).not.toHaveURL(/on=delivered/);

  // The report for today: its counts are the lists', its cash the delivered orders' totals less refunds.
  await page.goto('/admin/reports?period=today');
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: /Placed/ })).toContainText(String(placedToday.total));
  await expect(orders.getByRole('link', { name: /Delivered/ })).toContainText(String(deliveredToday.total));
  const report = await request.get(`/api/admin/reports/summary?from=${day}&to=${day}`, { headers: { token } });
  const { refunded } = ((await report.json()) as { report: { refunded: number } }).report;
  const deliveredCash = deliveredToday.orders.reduce((sum, order) => sum + order.amount, 0);
  const cash = page.getByRole('region', { name: 'Money' }).getByText(/^Rs\./).first();
  await expect.poll(async () => rupeesIn(await cash.innerText())).toBe(Math.round((deliveredCash - refunded) * 100) / 100);
});

test("a second tab's save on a stale version is refused, and the first tab's price survives", async ({ context, request }) => {
  const token = await logIn(request, shopOwner);
  const product = await newProduct(request, token);
  const tabA = await context.newPage();
  await signIn(tabA);
  const tabB = await context.newPage();
  for (const tab of [tabA, tabB]) {
    await tab.goto(`/admin/products/${product._id}`);
    await expect(tab.getByLabel('Price', { exact: true })).toHaveValue('700');
  }

  await tabA.getByLabel('Price', { exact: true }).fill('720');
  await tabA.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(tabA.getByText('Saved.', { exact: true })).toBeVisible();

  // Tab B still shows Rs. 700 and saves only a new description: refused, its text kept.
  const typed = 'Pink clay, rose petals and shea butter.';
  await tabB.getByLabel('Description').fill(typed);
  await tabB.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = tabB.getByRole('alert').filter({ hasText: 'after you opened it, so your changes were not saved' });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('saved this product at');
  await expect(tabB.getByText('Saved.', { exact: true })).toHaveCount(0);
  await expect(tabB.getByLabel('Description')).toHaveValue(typed);
  const stored = await readProduct(request, token, product._id);
  expect(stored.price).toBe(720);
  expect(stored.description).toBe('Pink clay and rose petals.');

  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(tabB.getByLabel('Price', { exact: true })).toHaveValue('720');
  await expect(tabB.getByLabel('Description')).toHaveValue('Pink clay and rose petals.');
  await expect(conflict).toHaveCount(0);
});
