import { expect, test } from '@playwright/test';

interface Business {
  company: { name: string; description: string };
  contact: { customerSupport: { phone: string; email: string } };
  location: { displayAddress: string };
}

let business: Business;

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/business-details');
  expect(response.ok()).toBe(true);
  business = (await response.json()).data;
});

test('the home page shows the header and the footer with the seeded company', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'COLLECTION' })).toBeVisible();
  await expect(header.getByRole('img', { name: new RegExp(business.company.name, 'i') })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  const year = new Date().getFullYear();
  await expect(footer).toContainText(`© ${year} ${business.company.name}. All rights reserved.`);
  await expect(footer).toContainText(business.contact.customerSupport.phone);
  await expect(footer).toContainText(business.contact.customerSupport.email);
  await expect(footer).toContainText(business.location.displayAddress);
  await expect(footer).toContainText('Follow us for updates and promotions');
  await expect(footer.getByTitle('TikTok link not set')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(business.company.name));
});

test('the favicon comes from the business details', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/uploads\/seed\/brand\/favicon\.png$/);
});

test('a cold deep link to a journal article loads the app', async ({ page, request }) => {
  const posts = await request.get('/api/blogs?status=published');
  const postId = posts.ok() ? (await posts.json()).data?.[0]?._id : undefined;
  await page.goto(`/blog/${postId ?? 'any-article-id'}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(business.company.name);
});

test('a cold deep link to a product loads the app', async ({ page, request }) => {
  const products = await request.get('/api/product/list');
  const productId = products.ok() ? (await products.json()).products?.[0]?._id : undefined;
  await page.goto(`/product/${productId ?? 'any-product-id'}`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(business.company.name);
});

test('the footer keeps its default texts when business details fail to load', async ({ page }) => {
  // The page's HTML carries the first answer (business details included); without it, the app asks
  // the API, which fails here.
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script type="application\/json" id="initial-responses">[\s\S]*?<\/script>/, '');
    await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
  });
  await page.route('**/api/business-details', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"down"}' }),
  );
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('+92 300 0000000');
  await expect(footer).toContainText('support@example.com');
  // No shop name is known, so the copyright line makes none up.
  await expect(footer).toContainText(`© ${new Date().getFullYear()}. All rights reserved.`);
  await expect(footer).not.toContainText('Naturals');
  await expect(footer).toContainText('Social links coming soon');
});

test.describe('on a 375 px wide phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // Sideways scrolling on every route, and the menu from the keyboard, are checked in reach.spec.ts.
  test('the side menu opens and closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'ABOUT' })).toBeVisible();
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
  });
});

test('an unknown page shows a friendly not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});

test('the demo home page shows the seeded ratings: its star rows are not empty', async ({ page }) => {
  await page.goto('/');
  const ratings = page.getByRole('main').getByRole('img', { name: /^Rated [\d.]+ out of 5$/ });
  await expect(ratings.first()).toBeVisible();
  const names = await ratings.evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label') ?? ''));
  const rated = names.map((name) => Number(/^Rated ([\d.]+)/.exec(name)?.[1] ?? 0)).filter((rating) => rating > 0);
  expect(rated.length).toBeGreaterThan(0);
  // A rated card's row is drawn with amber stars, not the grey empty ones.
  await expect(page.getByRole('main').locator('[data-fill="full"]').first()).toBeVisible();
});
