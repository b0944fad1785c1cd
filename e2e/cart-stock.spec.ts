import { expect, test, type APIRequestContext } from '@playwright/test';
import { shopOwner } from './support/owner';
import { logIn, startLoggedIn } from './support/shop';

interface Product {
  _id: string;
  name: string;
  quantity: number;
}

async function newCustomer(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/user/register', {
    data: { name: 'Zainab Raza', email: `cart.stock.${Date.now()}@example.pk`, password: 'saffron and honey 2026' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function setStock(request: APIRequestContext, ownerToken: string, productId: string, quantity: number) {
  const response = await request.post(`/api/admin/products/${productId}/stock`, { headers: { token: ownerToken }, data: { quantity } });
  expect(response.ok(), `stock update answered ${response.status()}`).toBe(true);
}

test('a line whose product ran out says so, holds checkout with the reason, and its fix frees checkout', async ({ browser, request }) => {
  const products: Product[] = (await (await request.get('/api/product/list')).json()).products;
  const stocked = products.filter((product) => product.quantity >= 10);
  // Two products the other journeys do not start from (they take the first stocked one).
  const [soldOut, kept] = [stocked.at(-1)!, stocked.at(-2)!];
  const ownerToken = await logIn(request, shopOwner);
  const customerToken = await newCustomer(request);
  for (const product of [soldOut, kept]) {
    const added = await request.post('/api/cart/add', { headers: { token: customerToken }, data: { itemId: product._id, quantity: 2 } });
    expect(added.ok(), `cart add answered ${added.status()}`).toBe(true);
  }

  const context = await browser.newContext();
  await startLoggedIn(context, customerToken);
  const page = await context.newPage();
  try {
    // The owner sells the last units elsewhere: the product's stock is 0 through the admin API.
    await setStock(request, ownerToken, soldOut._id, 0);
    await page.goto('/cart');

    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: soldOut.name }) });
    await expect(line.getByText('Out of stock', { exact: true })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Cart totals' });
    const checkout = totals.getByRole('button', { name: 'PROCEED TO CHECKOUT' });
    await expect(checkout).toBeVisible();
    await expect(checkout).toBeDisabled();
    await expect(totals.getByText('Some items in your cart need your attention')).toBeVisible();
    await expect(checkout).toHaveAccessibleDescription('Some items in your cart need your attention');

    // Issue 33: every button of a line is a thumb's target, 44 × 44 px at the least, on a phone as on a desktop.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const keptLine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: kept.name }) });
      for (const button of [
        keptLine.getByRole('button', { name: `Details of ${kept.name}` }).last(),
        keptLine.getByRole('button', { name: `Remove ${kept.name}` }),
        line.getByRole('button', { name: `Remove ${soldOut.name}` }),
      ]) {
        const box = (await button.boundingBox())!;
        expect(
          Math.min(box.width, box.height),
          `${(await button.getAttribute('aria-label')) ?? (await button.textContent())} at ${width} px`,
        ).toBeGreaterThanOrEqual(44);
      }
    }

    await line.getByRole('button', { name: `Remove ${soldOut.name}` }).click();
    await expect(page.getByRole('heading', { name: soldOut.name })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: kept.name })).toBeVisible();
    await expect(totals.getByText('Some items in your cart need your attention')).toHaveCount(0);
    const open = totals.getByRole('link', { name: 'PROCEED TO CHECKOUT' });
    await expect(open).toBeVisible();
    await open.click();
    await expect(page).toHaveURL(/\/place-order$/);
    await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();

    // The server's cart agrees: only the line that can be bought is left.
    const cart = await request.get('/api/cart/', { headers: { token: customerToken } });
    expect(((await cart.json()) as { cartData: { products: Record<string, number> } }).cartData.products).toEqual({ [kept._id]: 2 });
  } finally {
    await setStock(request, ownerToken, soldOut._id, soldOut.quantity);
    await context.close();
  }
});
