import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminPost } from '../api/list-posts';

const posts: AdminPost[] = [
  {
    _id: 'post-clay',
    title: 'Ten minutes with clay',
    excerpt: '',
    metaDescription: '',
    content: '',
    imageUrl: '/uploads/journal/clay.webp',
    author: '',
    category: ['Masks'],
    tags: [],
    featured: true,
    status: 'published',
    readTime: 5,
    createdAt: '2026-11-22T09:00:00.000Z',
    version: 1,
  },
  {
    _id: 'post-rose',
    title: 'Why rose water calms the skin',
    excerpt: '',
    metaDescription: '',
    content: '',
    imageUrl: '',
    author: '',
    category: [],
    tags: [],
    featured: false,
    status: 'draft',
    readTime: 5,
    createdAt: '2026-11-20T09:00:00.000Z',
    version: 1,
  },
];

beforeAll(async () => {
  await import('./journal-page');
});

describe('Journal list', () => {
  it('lists drafts and published articles with their marks, and links each to its editor', async () => {
    stubApi({ ...signInAsOwner(), 'GET /api/admin/blogs': () => json({ success: true, data: posts, total: 2, limit: 200, offset: 0 }) });
    renderApp('/admin/journal');

    const list = await screen.findByRole('list', { name: 'Articles' });
    const [clay, rose] = within(list).getAllByRole('listitem');
    expect(within(clay!).getByRole('link', { name: 'Ten minutes with clay' })).toHaveAttribute('href', '/admin/journal/post-clay');
    expect(within(clay!).getByText('Published')).toBeInTheDocument();
    expect(within(clay!).getByText('Featured')).toBeInTheDocument();
    expect(within(clay!).getByText('Masks')).toBeInTheDocument();
    expect(within(rose!).getByText('Draft')).toBeInTheDocument();
    expect(within(rose!).queryByText('Featured')).toBeNull();
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/admin/journal/new');
  });

  it('asks the server for the status chosen, kept in the address', async () => {
    const { requests } = stubApi({
      ...signInAsOwner(),
      'GET /api/admin/blogs': ({ url }) => {
        const status = url.searchParams.get('status');
        const shown = posts.filter((post) => !status || post.status === status);
        return json({ success: true, data: shown, total: shown.length, limit: 200, offset: 0 });
      },
    });
    const { user, router } = renderApp('/admin/journal');

    await screen.findByRole('link', { name: 'Ten minutes with clay' });
    await user.click(screen.getByRole('link', { name: 'Drafts' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Ten minutes with clay' })).toBeNull());
    expect(router.state.location.search).toBe('?status=draft');
    expect(screen.getByRole('link', { name: 'Drafts' })).toHaveAttribute('aria-current', 'page');
    const asked = requests.filter((request) => request.path === '/api/admin/blogs').map((request) => request.url.searchParams.get('status'));
    expect(asked).toEqual([null, 'draft']);
  });

  it('says when there is nothing to show', async () => {
    stubApi({ ...signInAsOwner(), 'GET /api/admin/blogs': () => json({ success: true, data: [], total: 0, limit: 200, offset: 0 }) });
    renderApp('/admin/journal?status=draft');

    expect(await screen.findByText('No drafts')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    stubApi({ ...signInAsOwner(), 'GET /api/admin/blogs': () => json({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'The shop is busy' }, 503) });
    renderApp('/admin/journal');

    expect(await screen.findByText('The shop is busy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
