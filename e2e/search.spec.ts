import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/page-state';

/*
 * Issue 17: the header's search as a shopper meets it. A shared search link opens the bar with its
 * query and a chip to clear it; suggestions come as the shopper types and are driven from the keyboard;
 * all of it fits a 375 px phone.
 */

interface Suggested {
  products: { _id: string; name: string }[];
  facets: { categories: { name: string; count: number }[] };
}

/** What the bar should suggest for `text`: the call it makes. */
async function suggestionsFor(request: APIRequestContext, text: string): Promise<Suggested> {
  const response = await request.get(`/api/products?${new URLSearchParams({ q: text, limit: '5' }).toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Suggested;
}

/** Two words of a published product's name: enough for the search to put it among five suggestions. */
async function productToFind(request: APIRequestContext) {
  const { products } = (await (await request.get('/api/products?sort=rating&limit=1')).json()) as Suggested;
  const product = products[0]!;
  return { product, text: product.name.split(' ').slice(0, 2).join(' ') };
}

async function openSearchBar(page: Page) {
  await page.goto('/collection');
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  await page.getByRole('button', { name: 'Search products' }).click();
  const field = page.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();
  return field;
}

test('a shared search link opens the bar with its query, and the chip clears it', async ({ page, request }) => {
  const { text } = await productToFind(request);
  await page.goto(`/collection?${new URLSearchParams({ search: text }).toString()}`);
  await expect(page.getByText(`for “${text}”`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue(text);

  const chip = page.getByRole('button', { name: `Clear search: ${text}` });
  await expect(chip).toHaveText(`Search: ${text}`);
  await chip.click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByRole('combobox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByText(/ for “/)).toHaveCount(0);
});

test('predictive search from the keyboard: arrows to a suggested product, Enter opens it', async ({ page, request }) => {
  const { product, text } = await productToFind(request);
  const expected = await suggestionsFor(request, text);
  const index = expected.products.findIndex((candidate) => candidate._id === product._id);
  expect(index, `"${text}" suggests ${product.name}`).toBeGreaterThanOrEqual(0);

  const field = await openSearchBar(page);
  await field.pressSequentially(text, { delay: 30 });
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  // The answer for the whole text, not one for a part typed before a pause.
  await expect(suggestions).toHaveAttribute('aria-busy', 'false');
  await expect(suggestions.getByRole('group', { name: 'PRODUCTS' }).getByRole('option')).toHaveCount(expected.products.length);
  await expect(suggestions.getByRole('option').nth(index)).toContainText(product.name);

  for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown');
  const highlighted = suggestions.getByRole('option').nth(index);
  await expect(highlighted).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await highlighted.getAttribute('id'))!);
  await expect(field).toBeFocused();
  expect(await seriousViolations(page, '[role="search"]')).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
});

test('predictive search: Escape closes the suggestions, Enter with none highlighted opens the collection for the text', async ({ page, request }) => {
  const { text } = await productToFind(request);
  const field = await openSearchBar(page);
  await field.pressSequentially(text, { delay: 30 });
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(field).toHaveValue(text);

  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
  await expect(page.getByText(`for “${text}”`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Clear search: ${text}` })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('suggestions fit the screen and are chosen by touch; the collection pages with Previous and Next', async ({ page, request }) => {
    const { product, text } = await productToFind(request);
    const field = await openSearchBar(page);
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByText(/^Page 1 of \d+$/)).toBeVisible();

    await field.pressSequentially(text, { delay: 30 });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions).toBeVisible();
    const box = (await suggestions.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await suggestions.getByRole('option').filter({ hasText: product.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });
});
