import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

interface Product {
  _id: string;
  name: string;
  price: number;
  discountprice: number;
  quantity: number;
  category: string;
}
interface Deal {
  _id: string;
  dealName: string;
  dealType: string;
  dealFinalPrice: number;
  dealEndDate: string | null;
  quantity: number;
}

const money = (rupees: number) => `Rs. ${rupees.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function catalog(request: APIRequestContext) {
  const products: Product[] = (await (await request.get('/api/product/list')).json()).products;
  const deals: Deal[] = (await (await request.get('/api/deal/list')).json()).deals;
  return { products, deals };
}

test('the home page shows every section from the seeded shop', async ({ page }) => {
  await page.goto('/');
  for (const heading of [/BEST\s*SELLERS/, /LATEST\s*COLLECTIONS/, /HOT\s*DEALS/, /OUR\s*POLICIES/, /CUSTOMER\s*TESTIMONIALS/, /WHY\s*CHOOSE\s*US/]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(
    page
      .getByRole('button', { name: /view deal/i })
      .or(page.getByRole('link', { name: /view deal/i }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscribe Now!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn More About Our Philosophy' })).toHaveAttribute('href', '/about');
});

interface CategoryFacet {
  name: string;
  count: number;
}
interface ListingAnswer {
  products: Product[];
  total: number;
  pages: number;
  facets: { categories: CategoryFacet[] };
}

/** What the collection should show for a URL query, from the call it makes (GET /api/products). */
async function listing(request: APIRequestContext, query: Record<string, string>): Promise<ListingAnswer> {
  const search = new URLSearchParams(query).toString();
  const response = await request.get(`/api/products${search ? `?${search}` : ''}`);
  expect(response.ok(), `GET /api/products?${search} answered ${response.status()}`).toBe(true);
  return (await response.json()) as ListingAnswer;
}

function urlQuery(page: Page) {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

test('filter, sort, search and page 2 live in the URL: they survive a reload and the back button', async ({ page, request }) => {
  const everything = await listing(request, {});
  expect(everything.pages, 'the demo shop has more than one page of products').toBeGreaterThan(1);
  const shownNames = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 });

  await page.goto('/collection');
  await expect(page.getByText(`Showing 24 of ${everything.total} products`)).toBeVisible();

  await page.getByLabel('Sort products').selectOption('low-high');
  await expect.poll(() => urlQuery(page)).toEqual({ sort: 'low-high' });
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect.poll(() => urlQuery(page)).toEqual({ sort: 'low-high', page: '2' });
  const secondPage = await listing(request, { sort: 'low-high', page: '2' });
  await expect(shownNames).toHaveText(secondPage.products.map((product) => product.name));
  await page.reload();
  await expect(shownNames).toHaveText(secondPage.products.map((product) => product.name));

  // The router applies a navigation as a transition: the box shows its new state a moment after the
  // click, which check() would not wait for.
  const category = everything.facets.categories.find((facet) => facet.count >= 2)!;
  const box = page.getByRole('checkbox', { name: `${category.name} (${category.count})`, exact: true });
  await box.click();
  await expect(box).toBeChecked();
  await expect.poll(() => urlQuery(page)).toEqual({ sort: 'low-high', category: category.name });
  const inCategory = await listing(request, { category: category.name, sort: 'low-high' });
  await expect(shownNames).toHaveText(inCategory.products.map((product) => product.name));

  const word = inCategory.products[0]!.name.split(' ')[0]!;
  await page.getByRole('button', { name: 'Search products' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill(word);
  await page.keyboard.press('Enter');
  await expect.poll(() => urlQuery(page)).toEqual({ sort: 'low-high', category: category.name, search: word });
  const found = await listing(request, { q: word, category: category.name, sort: 'low-high' });
  const showing = `Showing ${found.products.length} of ${found.total} products for “${word}”`;
  await expect(page.getByText(showing)).toBeVisible();
  await expect(shownNames).toHaveText(found.products.map((product) => product.name));

  await page.reload();
  await expect(page.getByText(showing)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue(word);
  // Its count beside it is now counted under the search.
  const countUnderSearch = found.facets.categories.find((facet) => facet.name === category.name)!.count;
  await expect(page.getByRole('checkbox', { name: `${category.name} (${countUnderSearch})`, exact: true })).toBeChecked();
  await expect(page.getByLabel('Sort products')).toHaveValue('low-high');

  await page.goBack();
  await expect.poll(() => urlQuery(page)).toEqual({ sort: 'low-high', category: category.name });
  await expect(page.getByText(`Showing ${inCategory.products.length} of ${inCategory.total} products`, { exact: true })).toBeVisible();
  await page.goBack();
  await expect.poll(() => urlQuery(page)).toEqual({ sort: 'low-high', page: '2' });
  await expect(shownNames).toHaveText(secondPage.products.map((product) => product.name));
});

test('a low-stock product shows its stock label', async ({ page, request }) => {
  const { products } = await catalog(request);
  const low = products.find((product) => product.quantity > 0 && product.quantity < 5)!;
  await page.goto(`/product/${low._id}`);
  await expect(page.getByRole('heading', { level: 1, name: low.name })).toBeVisible();
  const label = low.quantity === 1 ? 'Only 1 item left!' : `Only ${low.quantity} items left!`;
  await expect(page.getByText(label)).toBeVisible();
  await expect(page.getByText('Hurry, low stock')).toBeVisible();
});

test('adding from a product page and a deal page fills the badge and the cart totals', async ({ page, request }) => {
  const { products, deals } = await catalog(request);
  const product = products.find((item) => item.quantity >= 20 && item.discountprice > 0)!;
  const deal = deals.find((item) => item.quantity >= 2)!;

  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.goto(`/deal/${deal._id}`);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByText('Deal added to cart!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const subtotal = product.discountprice + deal.dealFinalPrice;
  const settings = (await (await request.get('/api/delivery-settings')).json()).settings;
  const delivery = settings.freeDeliveryAbove > 0 && subtotal >= settings.freeDeliveryAbove ? 0 : settings.fixedCharge;
  const main = page.getByRole('main');
  await expect(main.getByText(product.name).first()).toBeVisible();
  await expect(main.getByText(deal.dealName).first()).toBeVisible();
  await expect(main.getByText(money(subtotal)).first()).toBeVisible();
  await expect(main.getByText(money(subtotal + delivery)).first()).toBeVisible();
});

test("a flash deal's page counts down and says Expired once it has ended", async ({ page, request }) => {
  const { deals } = await catalog(request);
  const flash = deals.find((deal) => deal.dealType === 'flash_sale' && deal.dealEndDate)!;
  await page.goto(`/deal/${flash._id}`);
  await expect(page.getByRole('timer').first()).toHaveText(/\d{2}:\d{2}:\d{2}/);

  await page.clock.install({ time: new Date(Date.parse(flash.dealEndDate!) + 5_000) });
  await page.goto(`/deal/${flash._id}`);
  await expect(page.getByText('Expired', { exact: true }).first()).toBeVisible();
});

test("a product page's first HTML carries its title and JSON-LD, without JavaScript", async ({ request }) => {
  const { products } = await catalog(request);
  const product = products[0]!;
  const html = await (await request.get(`/product/${product._id}`)).text();
  expect(html).toContain(`<title>${product.name.replace(/&/g, '&amp;')} — `);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, offers: { priceCurrency: 'PKR' } });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('home, collection, product, deal and cart pages never scroll sideways', async ({ page, request }) => {
    const { products, deals } = await catalog(request);
    for (const path of ['/', '/collection', `/product/${products[0]!._id}`, `/deal/${deals[0]!._id}`, '/cart']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
