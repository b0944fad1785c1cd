import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { verificationLinkMailedTo } from './support/outbox';
import { sidewaysOverflow } from './support/page-state';
import { uniquePhone } from './support/phone';
import { fillAccountCart, readShopIds } from './support/shop';

test.use({ viewport: { width: 375, height: 812 } });

test('on a phone, a new customer registers, orders, verifies the email from its link and confirms the order on that page', async ({ page, request }) => {
  const email = `verify.${Date.now()}@example.pk`;
  const password = 'mint and lemon 2026';

  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Hira Baig');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
  const token = (await page.evaluate(() => window.localStorage.getItem('token')))!;

  // Unverified: the account page says so, and offers the link again (once a minute at most).
  await page.goto('/account');
  const notice = page.getByRole('region', { name: 'Verify your email to get order updates' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(email);
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice.getByText(/^Please wait \d+ seconds before asking for another verification email\.$/)).toBeVisible();

  await fillAccountCart(request, token, await readShopIds(request));
  await page.goto('/place-order');
  await page.getByLabel('First name').fill('Hira');
  await page.getByLabel('Last name').fill('Baig');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Street address').fill('22 Gulberg III');
  await page.getByLabel('City').fill('Lahore');
  await page.getByLabel('Province / State').fill('Punjab');
  await page.getByLabel('Postal code').fill('54660');
  await page.getByLabel('Phone').fill(uniquePhone().spaced);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders\/([0-9a-f]{24})\/placed$/);
  const orderNumber = /\/orders\/([0-9a-f]{7})/.exec(page.url())![1]!;
  await expect(page.getByRole('region', { name: 'Verify your email to get order updates' })).toBeVisible();
  await expect(page.getByText(/verify your email with the link we sent you, and that page lets you confirm it/)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);

  // The welcome email's link opens the page, which verifies with a POST and offers the waiting order.
  const link = await verificationLinkMailedTo(email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Your order is waiting for confirmation' });
  await expect(waiting.getByText(`Order #${orderNumber}`)).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await waiting.getByRole('button', { name: `Confirm order #${orderNumber}` }).click();
  await expect(waiting.getByText('Thank you! Your order is confirmed and we are getting it ready.')).toBeVisible();
  await expect(waiting.getByText('Confirmed', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'View my orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Order #${orderNumber}` }) });
  await expect(card.locator('header')).toContainText('Confirmed');

  // Verified: the notice is gone, and the link, opened again, says there is nothing more to do.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your email to get order updates' })).toHaveCount(0);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Already verified' })).toBeVisible();
});
