import { expect, test, type Page } from '@playwright/test';
import { formatRupees, type Rupees } from '@shop/core/shared/money';
import { newCustomer } from './support/customers';
import { shopOwner } from './support/owner';
import { uniquePhone } from './support/phone';
import { readShopIds, startLoggedIn } from './support/shop';

/**
 * Issue 34 on 375 px phones: the owner makes a discount code in the console, a shopper applies it in the
 * cart and sees the server's new total, places the order with it, and the code's page counts the use
 * (docs/product.md §4 Discount codes).
 */

const phone = { width: 375, height: 740 };
test.use({ viewport: phone });

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(shopOwner.email);
  await page.getByLabel('Password', { exact: true }).fill(shopOwner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
}

test('the owner makes a code, a shopper uses it at checkout, and the console counts its use', async ({ page, browser, request }) => {
  // Two people's sessions on a 2-core machine that may be busy: a budget, not a measure.
  test.setTimeout(120_000);
  const code = `SANA${Date.now().toString(36).slice(-6).toUpperCase()}`;

  // The owner, on her phone: a 15 % code for the first five orders.
  await signIn(page);
  await page.goto('/admin/discount-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await page.getByRole('link', { name: 'New code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New discount code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue(code);
  await page.getByLabel('Percentage', { exact: true }).fill('15');
  await page.getByLabel('Total uses limit').fill('5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/discount-codes\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await expect(page.getByText('Not used yet of 5')).toBeVisible();
  const codePage = page.url();

  // A shopper with two soaps in her cart, on her own phone.
  const token = await newCustomer(request);
  const { product } = await readShopIds(request);
  const filled = await request.post('/api/cart/update', { headers: { token }, data: { itemId: product._id, quantity: 2 } });
  expect(filled.ok(), await filled.text()).toBe(true);
  const shopper = await browser.newContext({ viewport: phone });
  await startLoggedIn(shopper, token);
  const shop = await shopper.newPage();
  await shop.goto('/cart');
  const totals = shop.getByRole('region', { name: 'Cart totals' });
  await expect(totals).toBeVisible();
  await totals.getByRole('button', { name: 'Have a discount code?' }).click();
  await totals.getByLabel('Discount code').fill(` ${code.toLowerCase()} `);
  await totals.getByRole('button', { name: 'Apply' }).click();
  await expect(totals.getByText(`Discount (${code})`)).toBeVisible();

  // What the page shows is what the server prices: 15 % off the soaps, delivery on what is left.
  const priced = await request.post('/api/cart/discount-code', { headers: { token }, data: { code } });
  expect(priced.ok(), await priced.text()).toBe(true);
  const { discount, amount, subtotal } = (await priced.json()) as { discount: Rupees; amount: Rupees; subtotal: Rupees };
  expect(discount).toBeGreaterThan(0);
  expect(discount).toBeCloseTo(Math.floor(subtotal * 15 + 0.5) / 100, 2);
  await expect(totals.getByText(`-${formatRupees(discount)}`).or(totals.getByText(`−${formatRupees(discount)}`))).toBeVisible();
  await expect(totals.getByText(formatRupees(amount), { exact: true })).toBeVisible();

  // Checkout keeps the code; the order is placed at the discounted total.
  await totals.getByRole('link', { name: 'PROCEED TO CHECKOUT' }).click();
  await expect(shop).toHaveURL(/\/place-order$/);
  await shop.getByLabel('First name').fill('Sana');
  await shop.getByLabel('Last name').fill('Malik');
  await shop.getByLabel('Email address').fill('sana@example.pk');
  await shop.getByLabel('Street address').fill('7 Jail Road');
  await shop.getByLabel('City').fill('Lahore');
  await shop.getByLabel('Province / State').fill('Punjab');
  await shop.getByLabel('Postal code').fill('54000');
  await shop.getByLabel('Phone').fill(uniquePhone().international);
  await expect(shop.getByText(`Discount (${code})`)).toBeVisible();
  await shop.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(shop).toHaveURL(/\/orders\/[0-9a-f]{24}\/placed$/);
  await expect(shop.getByText(`Discount (${code})`)).toBeVisible();
  const orderId = /\/orders\/([0-9a-f]{24})\/placed$/.exec(shop.url())![1]!;
  const order = (await (await request.get(`/api/order/${orderId}`, { headers: { token } })).json()) as {
    order: { discountCode: string; discount: number; amount: number };
  };
  expect(order.order).toMatchObject({ discountCode: code, discount, amount });
  await shopper.close();

  // The owner's code page counts the use and lists the order.
  await page.goto(codePage);
  await expect(page.getByText('Used once of 5')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Orders that used it' }).getByRole('link', { name: new RegExp(orderId.slice(0, 7)) })).toBeVisible();
});
