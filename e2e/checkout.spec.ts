import { expect, test } from '@playwright/test';
import { uniquePhone } from './support/phone';

interface Product {
  _id: string;
  name: string;
  quantity: number;
}
interface Deal {
  _id: string;
  dealName: string;
  quantity: number;
}

test('a visitor signs up at checkout, orders cash on delivery, sees the order and cancels it', async ({ page, request }) => {
  const products: Product[] = (await (await request.get('/api/product/list')).json()).products;
  const deals: Deal[] = (await (await request.get('/api/deal/list')).json()).deals;
  const product = products.find((item) => item.quantity >= 20)!;
  const deal = deals.find((item) => item.quantity >= 2)!;

  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto(`/deal/${deal._id}`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Deal added to cart!')).toBeVisible();

  await page.goto('/place-order');
  await expect(page.getByText('Please login to place an order')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('button', { name: 'Create an account' }).click();
  const email = `checkout.${Date.now()}@example.pk`;
  await page.getByLabel('Name').fill('Ayesha Khan');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name=password]').fill('rose petal 2026');
  await page.locator('input[name=confirmPassword]').fill('rose petal 2026');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/place-order$/);
  await expect(page.getByRole('heading', { name: 'DELIVERY INFORMATION' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  // Name and email come from the account (docs/product.md §2 Place Order); the address is still to fill.
  await expect(page.getByLabel('First name')).toHaveValue('Ayesha');
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByText('Please enter your street address')).toBeVisible();
  await page.getByLabel('First name').fill('Ayesha');
  await page.getByLabel('Last name').fill('Khan');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Street address').fill('12 Canal View, Gulberg III');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Province / State').fill('Punjab');
  await page.getByLabel('Postal code').fill('54000');
  // Typed in international form; a number of her own, as the shop counts waiting orders per phone too.
  await page.getByLabel('Phone').fill(uniquePhone().international);
  await expect(page.getByText('CASH ON DELIVERY')).toBeVisible();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();

  // The confirmation page (docs/product.md §2 Order placed): the number, what comes next, the cash and the cancel window.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}\/placed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ayesha!' })).toBeVisible();
  await expect(page.getByText(/^Order number #[0-9a-f]{7}$/)).toBeVisible();
  const total = (await page.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd').textContent())!;
  expect(total).toMatch(/^Rs\. [\d,]+\.\d{2}$/);
  await expect(page.getByText(`Cash on Delivery: please keep ${total} ready for the courier.`)).toBeVisible();
  // Just signed up, the address is unverified: no order email yet, so the page says how to confirm instead.
  await expect(page.getByRole('region', { name: 'Verify your email to get order updates' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'What happens next' })).toContainText('verify your email with the link we sent you');
  await expect(page.getByText(/Time left to cancel: 1[45]:\d\d/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Time left to cancel' })).toBeVisible();
  await expect(page.getByRole('list', { name: `In the deal ${deal.dealName}` })).toBeVisible();
  await page.getByRole('link', { name: 'VIEW MY ORDERS' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'MY ORDERS' })).toBeVisible();
  await expect(page.getByText(/Order #[0-9a-f]{7}/)).toBeVisible();
  await expect(page.getByText('Cash on Delivery')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Order' });
  await expect(dialog.getByText('Are you sure you want to cancel this order? This action cannot be undone.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm Cancellation' })).toBeDisabled();
  await dialog.getByLabel('Reason for cancellation *').selectOption('Other');
  await expect(dialog.getByRole('button', { name: 'Confirm Cancellation' })).toBeDisabled();
  await dialog.getByLabel('Please specify reason *').fill('  Ordered the wrong size  ');
  await expect(dialog.getByText('26/500 characters')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(page.getByText('No active orders found')).toBeVisible();
  await expect(page.getByText('Your orders will appear here once you place them')).toBeVisible();
});
