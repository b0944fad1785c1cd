import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { fillAccountCart, readShopIds } from './support/shop';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/page-state';
import { uniquePhone } from './support/phone';

/** A new customer made through the API, as the sign-up form makes one; answers its first token. */
async function signUp(request: APIRequestContext, name: string, password: string) {
  const email = `account.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.pk`;
  const response = await request.post('/api/user/register', { data: { name, email, password } });
  expect(response.status(), await response.text()).toBe(201);
  return { email, token: ((await response.json()) as { token: string }).token };
}

/**
 * The context's pages start signed in with `token`, as if the shopper had logged in before. Only an empty
 * slot is filled, so a token the app stores later (the password change's fresh one) survives a reload.
 */
async function signedIn(context: BrowserContext, token: string) {
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', value);
  }, token);
}

const me = (request: APIRequestContext, token: string) => request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });

test('the account page changes the password: this session carries on, every other one is signed out', async ({ browser, request }) => {
  const { email, token: oldToken } = await signUp(request, 'Mehreen Aslam', 'jasmine tea 2026');

  // A second device, signed in before the change.
  const otherDevice = await browser.newContext();
  await signedIn(otherDevice, oldToken);
  const other = await otherDevice.newPage();
  await other.goto('/account');
  await expect(other.getByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeVisible();

  const context = await browser.newContext();
  await signedIn(context, oldToken);
  const page = await context.newPage();
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Account' }).hover();
  await header.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByLabel('Name')).toHaveValue('Mehreen Aslam');
  await expect(profile.getByLabel('Email')).toHaveValue(email);

  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByRole('textbox', { name: 'Current password' }).fill('not my password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('rose water 2027');
  await form.getByRole('textbox', { name: 'Confirm new password' }).fill('rose water 2027');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not correct')).toBeVisible();

  await form.getByRole('textbox', { name: 'Current password' }).fill('jasmine tea 2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password changed. You have been signed out everywhere else.')).toBeVisible();

  // The old token is refused by the API; the page holds the fresh one, which works after a reload.
  expect((await me(request, oldToken)).status()).toBe(401);
  const newToken = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(newToken).not.toBe(oldToken);
  expect((await me(request, newToken!)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Profile' }).getByLabel('Name')).toHaveValue('Mehreen Aslam');
  await expect(page).toHaveURL(/\/account$/);

  // The other device is sent to log in, and the new password brings it back to the account page.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await other.getByLabel('Email').fill(email);
  await other.getByRole('textbox', { name: 'Password', exact: true }).fill('rose water 2027');
  await other.getByRole('button', { name: 'Login' }).click();
  await expect(other).toHaveURL(/\/account$/);
  await expect(other.getByRole('heading', { level: 1, name: 'MY ACCOUNT' })).toBeVisible();

  await otherDevice.close();
  await context.close();
});

test('a saved address prefills place order', async ({ page, context, request }) => {
  const { token } = await signUp(request, 'Hina Baig', 'marigold 2026');
  const phone = uniquePhone();
  await fillAccountCart(request, token, await readShopIds(request));
  await signedIn(context, token);

  await page.goto('/account');
  const addresses = page.getByRole('region', { name: 'Saved addresses' });
  await expect(addresses.getByText('No saved addresses yet')).toBeVisible();
  await addresses.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByLabel('First name').fill('Hina');
  await dialog.getByLabel('Last name').fill('Baig');
  await dialog.getByLabel('Email address').fill('hina.baig@example.pk');
  await dialog.getByLabel('Street address').fill('21 Jail Road, Shadman');
  await dialog.getByLabel('City').fill('Lahore');
  await dialog.getByLabel('Province / State').fill('Punjab');
  await dialog.getByLabel('Postal code').fill('54000');
  await dialog.getByLabel('Phone').fill(phone.spaced);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(addresses.getByRole('listitem').filter({ hasText: '21 Jail Road, Shadman' }).getByText('Default')).toBeVisible();

  await page.goto('/place-order');
  await expect(page.getByRole('heading', { name: 'DELIVERY INFORMATION' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('21 Jail Road, Shadman');
  await expect(page.getByLabel('First name')).toHaveValue('Hina');
  await expect(page.getByLabel('Email address')).toHaveValue('hina.baig@example.pk');
  await expect(page.getByLabel('Phone')).toHaveValue(phone.national);
  await expect(page.getByLabel('Deliver to')).toHaveValue(/.+/);
  await expect(page.getByLabel('Deliver to').locator('option:checked')).toHaveText('Hina Baig, 21 Jail Road, Shadman, Lahore (default)');

  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f]{24}\/placed$/);

  // On a phone, with an address and an order to show, neither page scrolls sideways or fails axe.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByText('Order number')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Order history', level: 2 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show orders' }).getByRole('button', { name: /Active/ })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
