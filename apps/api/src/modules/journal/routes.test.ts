import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDto } from '@shop/core/journal/dtos';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { blogPosts } from '../../db/schema/journal';
import { demoShop } from '../../seed/demo-shop';

const published = demoShop.posts.filter((post) => post.status === 'published');
const draft = demoShop.posts.find((post) => post.status === 'draft')!;

describe.each(testDatabaseKinds())('journal and team calls on %s', (kind) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(kind);
  });
  afterAll(async () => shop?.close());

  const list = async (query = '') => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/blogs${query}` });
    return { status: response.statusCode, body: response.json() as { success: boolean; data: BlogPostDto[]; message: string } };
  };

  it('lists published posts only, newest first, in the fields of docs/product.md §3', async () => {
    for (const query of ['?status=published', '', '?status=draft']) {
      const { status, body } = await list(query);
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.data).toHaveLength(published.length);
      expect(body.data.map((post) => post.title)).not.toContain(draft.title);
    }
    const { body } = await list();
    const times = body.data.map((post) => Date.parse(post.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const seeded = published.find((post) => post.title === body.data[0]!.title)!;
    expect(body.data[0]).toMatchObject({
      excerpt: seeded.excerpt,
      metaDescription: seeded.metaDescription,
      author: seeded.author,
      category: seeded.categories,
      tags: seeded.tags,
      featured: seeded.featured,
      readTime: seeded.readTime,
      status: 'published',
    });
  });

  it('filters by category with a limit, for related articles', async () => {
    const category = published[0]!.categories[0]!;
    const inCategory = published.filter((post) => post.categories.includes(category));
    const { body } = await list(`?category=${encodeURIComponent(category)}&limit=4`);
    expect(body.data.length).toBe(Math.min(4, inCategory.length));
    expect(body.data.every((post) => post.category.includes(category))).toBe(true);
  });

  it('refuses a bad limit with a 400 naming it', async () => {
    const { status, body } = await list('?limit=0');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'limit must be at least 1', fields: ['limit'] });
    expect((await list('?limit=abc')).status).toBe(400);
  });

  it('opens a published post and answers 404 for a draft or unknown id', async () => {
    const { body } = await list();
    const one = await shop.app.inject({ method: 'GET', url: `/api/blogs/${body.data[0]!._id}` });
    expect(one.json()).toMatchObject({ success: true, data: { _id: body.data[0]!._id, content: expect.any(String) } });

    const [draftRow] = await shop.database.db.select().from(blogPosts).where(eq(blogPosts.title, draft.title));
    for (const id of [draftRow!.id, 'ffffffffffffffffffffffff']) {
      const missing = await shop.app.inject({ method: 'GET', url: `/api/blogs/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, code: 'BLOG_POST_NOT_FOUND', message: 'Blog post not found' });
    }
  });

  it('lists active team members in order', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/teams' });
    const body = response.json();
    const active = demoShop.team.filter((member) => member.isActive).sort((a, b) => a.order - b.order);
    expect(body.success).toBe(true);
    expect(body.data.map((member: { name: string }) => member.name)).toEqual(active.map((member) => member.name));
    expect(body.data[0].image.url).toBe(active[0]!.image);
  });
});
