import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { verifyByEmail } from './support/outbox';

interface Product {
  _id: string;
  name: string;
}

/** A new customer who has verified their email, as only they may review (docs/product.md §4 Reviews). */
async function account(request: APIRequestContext, name = 'Nida Hussain') {
  const email = `reviewer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.pk`;
  const response = await request.post('/api/user/register', { data: { name, email, password: 'rose water 2026' } });
  const token = (await response.json()).token as string;
  await verifyByEmail(request, email);
  return { email, token };
}

async function logIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

async function review(request: APIRequestContext, token: string, productId: string, content: string, rating = '4') {
  const response = await request.post('/api/comments', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { targetType: 'product', productId, content, rating },
  });
  expect(response.status()).toBe(201);
}

test('review text is shown as text and nothing in it runs', async ({ page, request }) => {
  const products: Product[] = (await (await request.get('/api/product/list')).json()).products;
  const product = products[2]!;
  const { token } = await account(request);
  await review(request, token, product._id, 'Nice <img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script> soap');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  await page.goto(`/product/${product._id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByText('<script>window.__pwned=2</script>', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("write a review with a photo, see it on top as 'Nida H.'; another customer's like then dislike flips the counts", async ({ page, request }) => {
  const products: Product[] = (await (await request.get('/api/product/list')).json()).products;
  const product = products[3]!;
  const { email, token } = await account(request);
  await logIn(page, token);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await page.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await page.getByLabel(/Your review/i).fill('My skin feels soft and calm after a week. Lovely scent too.');
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 90;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#c98f6b';
    context.fillRect(0, 0, 120, 90);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  await page.getByLabel('Add photos').setInputFiles({ name: 'soap.png', mimeType: 'image/png', buffer: Buffer.from(photo, 'base64') });
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();

  const first = page.getByRole('article').first();
  await expect(first).toContainText('My skin feels soft and calm after a week.');
  await expect(first.getByRole('heading', { name: 'Nida H.' })).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(first.locator('img[src^="/uploads/reviews/"]')).toHaveCount(1);
  // Nobody likes their own review: its card has no buttons.
  await expect(first.getByText('Your review')).toBeVisible();
  await expect(first.getByRole('button', { name: /Like|Dislike/ })).toHaveCount(0);

  const fan = await account(request);
  await logIn(page, fan.token);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(first).toContainText('My skin feels soft and calm after a week.');
  await first.getByRole('button', { name: 'Like (0)', exact: true }).click();
  await expect(first.getByRole('button', { name: 'Like (1)', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await first.getByRole('button', { name: 'Dislike (0)', exact: true }).click();
  await expect(first.getByRole('button', { name: 'Dislike (1)', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(first.getByRole('button', { name: 'Like (0)', exact: true })).toHaveAttribute('aria-pressed', 'false');
});

test('the eleventh review appears only after Show All', async ({ page, request }) => {
  const products: Product[] = (await (await request.get('/api/product/list')).json()).products;
  const product = products[4]!;
  for (let index = 1; index <= 11; index += 1) {
    const { token } = await account(request);
    await review(request, token, product._id, `Review number ${index} of eleven`);
  }
  await page.goto(`/product/${product._id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  await expect(page.getByText('Review number 11 of eleven')).toBeVisible();
  await expect(page.getByText('Review number 1 of eleven', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show All (11)' }).click();
  await expect(page.getByText('Review number 1 of eleven', { exact: true })).toBeVisible();
});

test("a second review by the same customer edits the first: one review shown, 'Review updated'", async ({ page, request }) => {
  const products: Product[] = (await (await request.get('/api/product/list')).json()).products;
  const product = products[5]!;
  const { token } = await account(request, 'Zoya Editwell');
  await logIn(page, token);
  await page.goto(`/product/${product._id}`);
  await page.getByRole('tab', { name: /Reviews/ }).click();

  const writing = page.getByRole('region', { name: 'Write a Review' });
  await writing.getByRole('radio', { name: '3 stars' }).check({ force: true });
  await writing.getByLabel('Your review').fill('Nice enough, a little drying at first.');
  await writing.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted successfully!')).toBeVisible();

  // The form now edits that review, filled in with it.
  const editing = page.getByRole('region', { name: 'Edit your review' });
  await expect(editing.getByLabel('Your review')).toHaveValue('Nice enough, a little drying at first.');
  await expect(editing.getByText(/You reviewed this on .+\. Sending it again replaces your rating, text and photos\./)).toBeVisible();
  await editing.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await editing.getByLabel('Your review').fill('After two weeks my skin loves it.');
  await editing.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated')).toBeVisible();

  // After a reload too: one review by this customer, the edited one.
  await page.reload();
  await page.getByRole('tab', { name: /Reviews/ }).click();
  const reviews = page.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByText('After two weeks my skin loves it.')).toBeVisible();
  await expect(reviews.getByText('Nice enough, a little drying at first.')).toHaveCount(0);
  await expect(reviews.getByRole('heading', { name: 'Zoya E.' })).toHaveCount(1);
  await expect(reviews.getByRole('article').filter({ hasText: 'After two weeks' })).toContainText('Edited');
});
