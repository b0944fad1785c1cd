import { expect, test } from '@playwright/test';
import { linkMailedTo } from './support/outbox';

interface Post {
  _id: string;
  title: string;
  content: string;
  featured: boolean;
  category: string[];
}

test('the Skincare Journal shows every section from the seeded posts', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'SKINCARE JOURNAL' })).toBeVisible();
  await expect(page.getByText('Expert tips, natural ingredient insights, and holistic beauty wisdom for radiant, healthy skin')).toBeVisible();
  for (const section of ['Featured Guides', 'Latest Articles', "Expert's Choice", 'Trending Now', 'Skin Concerns']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByText('Must Read')).toBeVisible();
});

test('an article with a video shows the player, and Share → Copy Link says Copied!', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const posts: Post[] = (await (await request.get('/api/blogs?status=published')).json()).data;
  const withVideo = posts.find((post) => /!\[video\]\(https:\/\/(www\.)?youtube\.com/.test(post.content))!;
  await page.goto(`/blog/${withVideo._id}`);
  await expect(page.getByRole('heading', { level: 1, name: withVideo.title })).toBeVisible();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);

  await page.getByRole('button', { name: /share/i }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Share this article' });
  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
});

test("an article's first HTML carries its title and Article JSON-LD", async ({ request }) => {
  const posts: Post[] = (await (await request.get('/api/blogs?status=published')).json()).data;
  const html = await (await request.get(`/blog/${posts[0]!._id}`)).text();
  expect(html).toContain(`<title>${posts[0]!.title.replace(/&/g, '&amp;')} — `);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(jsonLd).toMatchObject({ '@type': 'Article', headline: posts[0]!.title });
});

test('the about page lists only active team members, in order', async ({ page, request }) => {
  const team: { name: string }[] = (await (await request.get('/api/teams')).json()).data;
  await page.goto('/about');
  const names = page.getByRole('main').getByRole('heading', { level: 3 });
  for (const member of team) await expect(page.getByText(member.name, { exact: true })).toBeVisible();
  const shown = await names.allTextContents();
  const order = team.map((member) => shown.indexOf(member.name));
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test('the contact form sends a message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel(/^Name/).fill('Sana Malik');
  await page.getByLabel(/^Email/).fill('sana@example.pk');
  await page.getByLabel(/^Subject/).selectOption('bulk-order');
  await page.getByLabel(/^Message/).fill('Could you make 50 gift boxes for a wedding in December?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.").first()).toBeVisible();
});

/** The path and query of a newsletter email's link to `path`, to open on the shop under test. */
async function newsletterLinkMailedTo(email: string, subject: RegExp, path: string): Promise<string> {
  const link = await linkMailedTo(email, subject, new RegExp(`https?://[^\\s"'<>]+${path}\\?token=[\\w.%-]+`));
  return `${link.pathname}${link.search}`;
}

test('the newsletter subscribes once the emailed link is confirmed, and unsubscribes by the emailed link', async ({ page }) => {
  const email = `reader.${Date.now()}@example.pk`;
  await page.goto('/');
  const block = page.locator('section', { has: page.getByRole('heading', { name: 'Subscribe Now!' }) });
  await block.getByRole('textbox').fill(email);
  await block.getByRole('button', { name: 'SUBSCRIBE', exact: true }).click();
  await expect(page.getByText('Thanks! Please check your email and confirm your subscription.')).toBeVisible();

  await page.goto(await newsletterLinkMailedTo(email, /confirm-your-subscription/, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Unsubscribe here' }).click();
  const leave = page.locator('section', { has: page.getByRole('heading', { name: 'Unsubscribe' }) });
  await leave.getByRole('textbox').fill(email);
  await leave.getByRole('button', { name: 'UNSUBSCRIBE', exact: true }).click();
  await expect(page.getByText('If this address is subscribed, we have emailed it a link to unsubscribe.')).toBeVisible();

  await page.goto(await newsletterLinkMailedTo(email, /unsubscribe-from/, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
});
