import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeHandler } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminPost } from '../api/list-posts';

function post(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    _id: 'post-rose',
    title: 'Why rose water calms the skin',
    excerpt: 'A gentle toner with a long history.',
    metaDescription: '',
    content: 'Rose water has been used for centuries.',
    imageUrl: '/uploads/journal/rose.webp',
    author: 'Ayesha Khan',
    category: ['Skincare'],
    tags: ['rose', 'toner'],
    featured: false,
    status: 'draft',
    readTime: 4,
    createdAt: '2026-11-20T09:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

function stubEditor(routes: Record<string, FakeHandler>) {
  return stubApi({ ...signInAsOwner(), ...routes });
}

beforeAll(async () => {
  await import('./journal-editor-page');
  await import('./journal-page');
  await import('../../../../components/ui/article-content');
});

describe('Journal editor: a new article', () => {
  it('previews the markup as the storefront renders it and creates the post with every field', async () => {
    let created: AdminPost | undefined;
    const { requests } = stubEditor({
      'POST /api/admin/blogs': ({ body }) => {
        created = post({ ...(body as Partial<AdminPost>), _id: 'post-new' });
        return json({ success: true, message: 'Blog post created', data: created }, 201);
      },
      'GET /api/admin/blogs/post-new': () => json({ success: true, data: created }),
    });
    const { user, router } = renderApp('/admin/journal/new');

    await user.type(await screen.findByLabelText('Title'), 'Ten minutes with clay');
    await user.type(screen.getByLabelText('Article'), '## What clay does{enter}{enter}It **draws out** oil.');
    // On a phone the preview waits under a toggle; on a wide screen it sits beside the text.
    const toggle = screen.getByRole('button', { name: 'Preview' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'What clay does', level: 2 })).toBeInTheDocument();
    expect(within(preview).getByText('draws out').tagName).toBe('STRONG');

    await user.type(screen.getByLabelText('Categories'), 'Masks, Oily skin, Masks');
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/journal/post-new'));
    const create = requests.find((request) => request.method === 'POST' && request.path === '/api/admin/blogs');
    expect(create?.body).toEqual({
      title: 'Ten minutes with clay',
      excerpt: '',
      content: '## What clay does\n\nIt **draws out** oil.',
      imageUrl: '',
      category: ['Masks', 'Oily skin'],
      tags: [],
      author: '',
      readTime: 5,
      metaDescription: '',
      status: 'published',
      featured: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ten minutes with clay' })).toBeInTheDocument();
  });

  it("puts the server's refusal next to the field it names and keeps what was typed", async () => {
    stubEditor({
      'POST /api/admin/blogs': () => json({ success: false, code: 'INVALID_REQUEST', message: 'readTime must be a whole number', fields: ['readTime'] }, 400),
    });
    const { user } = renderApp('/admin/journal/new');

    await user.type(await screen.findByLabelText('Title'), 'Half a minute');
    const readTime = screen.getByLabelText('Read time (minutes)');
    await user.clear(readTime);
    await user.type(readTime, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('readTime must be a whole number')).toBeInTheDocument();
    expect(screen.getByLabelText('Read time (minutes)')).toHaveAccessibleDescription('readTime must be a whole number');
    expect(screen.getByLabelText('Read time (minutes)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveValue('Half a minute');
  });

  it('asks for a title before sending anything', async () => {
    const { requests } = stubEditor({});
    const { user } = renderApp('/admin/journal/new');

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Give the article a title.')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/admin/blogs')).toBe(false);
  });
});

describe('Journal editor: an existing article', () => {
  it('sends only the changed fields, then the status and featured calls', async () => {
    let saved = post();
    const { requests } = stubEditor({
      'GET /api/admin/blogs/post-rose': () => json({ success: true, data: saved }),
      'PATCH /api/admin/blogs/post-rose': ({ body }) => {
        saved = { ...saved, ...(body as Partial<AdminPost>) };
        return json({ success: true, message: 'Blog post updated', data: saved });
      },
      'POST /api/admin/blogs/post-rose/status': ({ body }) => {
        saved = { ...saved, ...(body as Pick<AdminPost, 'status'>) };
        return json({ success: true, message: 'Blog post published', data: saved });
      },
      'POST /api/admin/blogs/post-rose/feature': ({ body }) => {
        saved = { ...saved, ...(body as Pick<AdminPost, 'featured'>) };
        return json({ success: true, message: 'Blog post featured', data: saved });
      },
    });
    const { user } = renderApp('/admin/journal/post-rose');

    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Why rose water calms the skin');
    expect(screen.getByLabelText('Tags')).toHaveValue('rose, toner');
    await user.clear(title);
    await user.type(title, 'Rose water, explained');
    await user.selectOptions(screen.getByLabelText('Status'), 'Published');
    await user.click(screen.getByRole('checkbox', { name: 'Featured' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((request) => request.path === '/api/admin/blogs/post-rose/feature')).toBe(true));
    const writes = requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.path, request.body]);
    expect(writes).toEqual([
      ['PATCH', '/api/admin/blogs/post-rose', { title: 'Rose water, explained', version: 1 }],
      ['POST', '/api/admin/blogs/post-rose/status', { status: 'published' }],
      ['POST', '/api/admin/blogs/post-rose/feature', { featured: true }],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose water, explained' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on the shop/ })).toHaveAttribute('href', '/blog/post-rose');
  });

  it('deletes the article only after the owner confirms, then goes back to the list', async () => {
    const { requests } = stubEditor({
      'GET /api/admin/blogs/post-rose': () => json({ success: true, data: post() }),
      'DELETE /api/admin/blogs/post-rose': () => json({ success: true, message: 'Blog post deleted' }),
      'GET /api/admin/blogs': () => json({ success: true, data: [], total: 0, limit: 200, offset: 0 }),
    });
    const { user, router } = renderApp('/admin/journal/post-rose');

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this article?' });
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete article' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/journal'));
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(['/api/admin/blogs/post-rose']);
    expect(await screen.findByText('No articles yet')).toBeInTheDocument();
  });

  it('says so when there is no article at the address', async () => {
    stubEditor({
      'GET /api/admin/blogs/post-gone': () => json({ success: false, code: 'POST_NOT_FOUND', message: 'Blog post not found' }, 404),
    });
    renderApp('/admin/journal/post-gone');

    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/admin/journal');
  });
});
