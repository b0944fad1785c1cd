import type { BlogPostDto } from '@shop/core/journal/dtos';
import type { TeamMemberDto } from '@shop/core/content/dtos';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessDetailsResponse } from '../../../test/business-details-fixture';
import { json, neverAnswers, stubApi, type FakeHandler } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { blogListAnswer, makePost } from '@shop/core/journal/blog-fixtures';

const article = makePost({
  _id: 'hair-oil',
  title: 'Sorting Hair Oil Facts from Hype',
  excerpt: 'Hair oiling is a tradition worth keeping.',
  author: 'Dr. Sana Malik',
  category: ['Hair Care', 'Ingredients'],
  tags: ['hair oil', '#rosemary'],
  featured: true,
  readTime: 7,
  content: 'Massage into the **scalp**.\n\n![video](https://www.youtube.com/watch?v=k7Qm2Rz4TbE)\n\n## When to see a doctor',
});

const sana: TeamMemberDto = {
  _id: 'sana',
  name: 'Dr. Sana Malik',
  role: 'Consulting Dermatologist',
  description: 'A dermatologist practising in Islamabad.',
  image: { url: '/uploads/seed/team/sana-malik.webp' },
  isActive: true,
  order: 2,
};

function stubArticle(routes: Record<string, FakeHandler> = {}) {
  return stubApi({
    'GET /api/business-details': () => json(businessDetailsResponse()),
    'GET /api/blogs/hair-oil': () => json({ success: true, data: article, message: 'Blog post loaded' }),
    'GET /api/blogs': () => json(blogListAnswer([])),
    'GET /api/teams': () => json({ success: true, data: [sana], message: 'Team members loaded' }),
    ...routes,
  });
}

describe('Blog article page', () => {
  it('shows the article: chips, FEATURED, title, byline, excerpt, cover, content with its video, and tags', async () => {
    stubArticle();
    renderApp('/blog/hair-oil');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sorting Hair Oil Facts from Hype' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sorting Hair Oil Facts from Hype — Green Valley Naturals'));
    const articleElement = within(screen.getByRole('article'));
    // Each category chip lists the journal's articles on it.
    expect(articleElement.getByRole('link', { name: 'Hair Care' })).toHaveAttribute('href', '/blog?concern=Hair+Care');
    expect(articleElement.getByRole('link', { name: 'Ingredients' })).toHaveAttribute('href', '/blog?concern=Ingredients');
    expect(articleElement.getByText('Featured')).toBeInTheDocument();
    expect(articleElement.getByText('Dr. Sana Malik')).toBeInTheDocument();
    expect(articleElement.getByText('March 4, 2026')).toBeInTheDocument();
    expect(articleElement.getByText('7 min read')).toBeInTheDocument();
    expect(articleElement.getByText('Hair oiling is a tradition worth keeping.')).toBeInTheDocument();

    const cover = articleElement.getByRole('img', { name: 'Sorting Hair Oil Facts from Hype' });
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '675');

    // The renderer arrives in its own chunk.
    expect(await articleElement.findByText('scalp')).toHaveProperty('tagName', 'STRONG');
    expect(articleElement.getByTitle('YouTube video player')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/k7Qm2Rz4TbE');
    expect(articleElement.getByRole('heading', { level: 2, name: 'When to see a doctor' })).toBeInTheDocument();

    const tags = within(articleElement.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['#hair oil', '#rosemary']);
  });

  it('introduces the author from the team in the sidebar', async () => {
    stubArticle();
    renderApp('/blog/hair-oil');
    const about = within(await screen.findByRole('region', { name: 'About the Author' }));
    expect(await about.findByText('Consulting Dermatologist')).toBeInTheDocument();
    expect(about.getByText('A dermatologist practising in Islamabad.')).toBeInTheDocument();
  });

  it("names 'Staff Writer' when the post has no author", async () => {
    stubArticle({
      'GET /api/blogs/hair-oil': () => json({ success: true, data: { ...article, author: ' ' } }),
      'GET /api/teams': () => json({ success: false, message: 'Down' }, 500),
    });
    renderApp('/blog/hair-oil');
    const about = within(await screen.findByRole('region', { name: 'About the Author' }));
    expect(about.getByText('Staff Writer')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('Staff Writer')).toBeInTheDocument();
  });

  it("says 'Loading article...' while the post loads", async () => {
    stubArticle({ 'GET /api/blogs/hair-oil': neverAnswers });
    renderApp('/blog/hair-oil');
    expect(await screen.findByText('Loading article...')).toBeInTheDocument();
  });

  it('says Article Not Found with a way back to the journal', async () => {
    stubArticle({ 'GET /api/blogs/gone': () => json({ success: false, code: 'BLOG_POST_NOT_FOUND', message: 'Blog post not found' }, 404) });
    renderApp('/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  /** GET /api/blogs as the server answers it: newest first, ?category= filters, ?limit= cuts. */
  function blogsLike(posts: BlogPostDto[]): FakeHandler {
    return ({ url }) => {
      const category = url.searchParams.get('category');
      const limit = Number(url.searchParams.get('limit') ?? posts.length);
      return json(blogListAnswer(posts.filter((post) => !category || post.category.includes(category)).slice(0, limit)));
    };
  }

  it('lists 4 related articles when the category has four others, the article itself being among the newest', async () => {
    const others = [1, 2, 3, 4].map((n) => makePost({ _id: `other-${n}`, title: `Other Hair Story ${n}`, category: ['Hair Care'] }));
    const elsewhere = makePost({ _id: 'lips', title: 'Lip Balm Basics', category: ['Lips'] });
    const { requests } = stubArticle({ 'GET /api/blogs': blogsLike([others[0]!, article, elsewhere, ...others.slice(1)]) });
    renderApp('/blog/hair-oil');

    const related = within(await screen.findByRole('region', { name: 'Related Articles' }));
    expect(related.getByText('More stories in the same category')).toBeInTheDocument();
    const names = related.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Other Hair Story 1', 'Other Hair Story 2', 'Other Hair Story 3', 'Other Hair Story 4']);
    expect(related.getByRole('link', { name: 'Other Hair Story 2' })).toHaveAttribute('href', '/blog/other-2');

    const call = requests.find((request) => request.path === '/api/blogs');
    expect(call!.url.searchParams.get('category')).toBe('Hair Care');
  });

  it('shows at most 4 related articles when the category has more', async () => {
    const others = [1, 2, 3, 4, 5, 6].map((n) => makePost({ _id: `other-${n}`, title: `Other Hair Story ${n}`, category: ['Hair Care'] }));
    stubArticle({ 'GET /api/blogs': blogsLike([...others, article]) });
    renderApp('/blog/hair-oil');
    const related = within(await screen.findByRole('region', { name: 'Related Articles' }));
    expect(related.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Other Hair Story 1',
      'Other Hair Story 2',
      'Other Hair Story 3',
      'Other Hair Story 4',
    ]);
  });

  it('leaves Related Articles out quietly when that call fails or finds only the article itself', async () => {
    stubArticle({ 'GET /api/blogs': () => json({ success: false, message: 'Server error' }, 500) });
    renderApp('/blog/hair-oil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorting Hair Oil Facts from Hype' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'About the Author' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Related Articles' })).not.toBeInTheDocument();
    expect(screen.queryByText('Server error')).not.toBeInTheDocument();
  });

  it('opens the share dialog, closes it with Escape and gives focus back to Share', async () => {
    stubArticle();
    const { user } = renderApp('/blog/hair-oil');
    const share = await screen.findByRole('button', { name: 'Share' });
    await user.click(share);

    const dialog = within(screen.getByRole('dialog', { name: 'Share this article' }));
    const url = `${window.location.origin}/blog/hair-oil`;
    expect(dialog.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(dialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Sorting Hair Oil Facts from Hype ${url}`)}`,
    );
    expect(dialog.getByRole('textbox', { name: 'Article link' })).toHaveValue(url);

    await user.click(dialog.getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(dialog.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(share).toHaveFocus();
  });
});
