import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

/** A product of this test's own, so no other test reads what it changes. */
async function newProduct(request: APIRequestContext, token: string): Promise<AdminProduct> {
  const response = await request.post('/api/admin/products', {
    headers: { token },
    data: {
      name: `Rose clay soap ${Date.now().toString(36)}`,
      description: 'Pink clay and rose petals.',
      price: 700,
      category: 'Soaps',
      quantity: 12,
      status: 'published',
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
