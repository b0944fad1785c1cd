import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAsOwner } from '../../../../test/console';
import { json, stubApi, type FakeRequest } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import type { AdminReview } from '../api/list-reviews';

function review(overrides: Partial<AdminReview> & Pick<AdminReview, '_id'>): AdminReview {
  return {
    targetType: 'product',
    productId: 'p-rose',
    dealId: null,
    targetName: 'Rose Petal Soap',
    rating: 4,
    content: 'Lovely smell, lasts a month.',
    reviewImages: [],
    date: '2026-11-20T10:00:00.000Z',
    email: 'sana@example.pk',
    author: 'Sana K.',
    verified: false,
    likes: 0,
    dislikes: 0,
    hidden: false,
    hasReply: false,
    reply: null,
    ...overrides,
  };
}

/** A small review store behind the fake API: writes change what the next list answers. */
function stubReviews(initial: AdminReview[]) {
  let reviews = initial;
  const change = (id: string, update: (review: AdminReview) => AdminReview) => {
    reviews = reviews.map((item) => (item._id === id ? update(item) : item));
  };
  const idOf = (request: FakeRequest) => request.path.split('/')[4]!;
  return stubApi({
    ...signInAsOwner(),
    'GET /api/admin/reviews': ({ url }) => {
      const hidden = url.searchParams.get('hidden');
      const answered = url.searchParams.get('answered');
      const shown = reviews.filter((item) => (hidden === null || String(item.hidden) === hidden) && (answered === null || String(item.hasReply) === answered));
      return json({ success: true, reviews: shown, total: shown.length, limit: 20, offset: 0 });
    },
    'POST /api/admin/reviews/r-1/reply': (request) => {
      const { content } = request.body as { content: string };
      if (!content.trim()) return json({ success: false, code: 'INVALID_REQUEST', message: 'content is required', fields: ['content'] }, 400);
      change(idOf(request), (item) => ({ ...item, hasReply: true, reply: { content, author: 'Admin', date: '2026-11-21T09:00:00.000Z' } }));
      return json({ success: true, message: 'Reply added' });
    },
    'PATCH /api/admin/reviews/r-2/reply': (request) => {
      const { content } = request.body as { content: string };
      change(idOf(request), (item) => ({ ...item, reply: { ...item.reply!, content } }));
      return json({ success: true, message: 'Reply updated' });
    },
    'DELETE /api/admin/reviews/r-2/reply': (request) => {
      change(idOf(request), (item) => ({ ...item, hasReply: false, reply: null }));
      return json({ success: true, message: 'Reply deleted' });
    },
    'POST /api/admin/reviews/r-1/hide': (request) => {
      change(idOf(request), (item) => ({ ...item, hidden: true }));
      return json({ success: true, message: 'Review hidden' });
    },
    'POST /api/admin/reviews/r-3/unhide': (request) => {
      change(idOf(request), (item) => ({ ...item, hidden: false }));
      return json({ success: true, message: 'Review shown again' });
    },
  });
}

const unanswered = review({ _id: 'r-1', reviewImages: [{ url: '/uploads/reviews/r-1.webp' }], verified: true });
const answered = review({
  _id: 'r-2',
  targetType: 'deal',
  productId: null,
  dealId: 'd-glow',
  targetName: 'Glow Bundle',
  rating: 5,
  content: 'Great value.',
  hasReply: true,
  reply: { content: 'Thank you, Hina!', author: 'Admin', date: '2026-11-19T09:00:00.000Z' },
});
const hidden = review({
  _id: 'r-3',
  productId: 'p-neem',
  targetName: 'Neem Bar',
  content: 'Buy cheap phones at spam.example',
  hidden: true,
  email: null,
  author: 'Unknown User',
});

beforeAll(async () => {
  await import('./reviews-page');
});

const card = async (name: string) => within(await screen.findByRole('article', { name: new RegExp(name) }));
const listRequests = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'GET' && request.path === '/api/admin/reviews');

describe('Reviews', () => {
  it('shows each review with its target, stars, author, date, text, photos and state', async () => {
    stubReviews([unanswered, answered, hidden]);
    renderApp('/admin/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const rose = await card('Rose Petal Soap');
    expect(rose.getByRole('link', { name: 'Rose Petal Soap' })).toHaveAttribute('href', '/product/p-rose');
    expect(rose.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(rose.getByText('Sana K.')).toBeInTheDocument();
    expect(rose.getByText('Verified buyer')).toBeInTheDocument();
    expect(rose.getByRole('link', { name: 'sana@example.pk' })).toHaveAttribute('href', 'mailto:sana@example.pk');
    expect(rose.getByText('Lovely smell, lasts a month.')).toBeInTheDocument();
    expect(rose.getByRole('img', { name: 'Photo 1 with the review' })).toHaveAttribute('src', '/uploads/reviews/r-1.webp');
    // 10:00 UTC is 3 pm in the shop's time.
    expect(rose.getByText(/20.Nov.2026, 3:00\s?pm/i)).toBeInTheDocument();
    const glow = await card('Glow Bundle');
    expect(glow.getByRole('link', { name: 'Glow Bundle' })).toHaveAttribute('href', '/deal/d-glow');
    expect(glow.getByText('Thank you, Hina!')).toBeInTheDocument();
    const spam = await card('Neem Bar');
    expect(spam.getByText('Hidden')).toBeInTheDocument();
    expect(spam.getByText('Unknown User')).toBeInTheDocument();
    expect(spam.queryByText('Verified buyer')).toBeNull();
    expect(spam.queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('asks the API for what each filter shows, and says when a filter has nothing', async () => {
    const { requests } = stubReviews([answered]);
    const { user } = renderApp('/admin/reviews?answered=false');
    expect(await screen.findByText('Every review has a reply')).toBeInTheDocument();
    const first = listRequests(requests).at(-1)!.url.searchParams;
    expect(Object.fromEntries(first)).toEqual({ answered: 'false', hidden: 'false', limit: '20', offset: '0' });
    const filters = within(screen.getByRole('navigation', { name: 'Review filters' }));
    expect(filters.getByRole('link', { name: 'Unanswered' })).toHaveAttribute('aria-current', 'page');

    await user.click(filters.getByRole('link', { name: 'Hidden' }));
    expect(await screen.findByText('No hidden reviews')).toBeInTheDocument();
    expect(Object.fromEntries(listRequests(requests).at(-1)!.url.searchParams)).toEqual({ hidden: 'true', limit: '20', offset: '0' });

    await user.click(filters.getByRole('link', { name: 'All' }));
    expect(await screen.findByText('Great value.')).toBeInTheDocument();
    expect(Object.fromEntries(listRequests(requests).at(-1)!.url.searchParams)).toEqual({ limit: '20', offset: '0' });
  });

  it('posts a reply and shows it under the review', async () => {
    const { requests } = stubReviews([unanswered]);
    const { user } = renderApp('/admin/reviews');
    const rose = await card('Rose Petal Soap');
    await user.click(rose.getByRole('button', { name: 'Reply' }));
    await user.click(rose.getByRole('button', { name: 'Post reply' }));
    expect(await rose.findByText('content is required')).toBeInTheDocument();

    await user.type(rose.getByRole('textbox', { name: 'Your reply' }), 'Thank you, Sana! Glad it lasts.');
    await user.click(rose.getByRole('button', { name: 'Post reply' }));
    expect(await rose.findByText('Thank you, Sana! Glad it lasts.')).toBeInTheDocument();
    expect(rose.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(rose.getByRole('button', { name: 'Edit reply' })).toBeInTheDocument();
    const posted = requests.filter((request) => request.method === 'POST' && request.path === '/api/admin/reviews/r-1/reply');
    expect(posted.map((request) => request.body)).toEqual([{ content: '' }, { content: 'Thank you, Sana! Glad it lasts.' }]);
    expect(await screen.findByText('Reply added')).toBeInTheDocument();
  });

  it('edits a reply, and deletes it after asking', async () => {
    const { requests } = stubReviews([answered]);
    const { user } = renderApp('/admin/reviews');
    const glow = await card('Glow Bundle');
    await user.click(glow.getByRole('button', { name: 'Edit reply' }));
    const text = glow.getByRole('textbox', { name: 'Your reply' });
    expect(text).toHaveValue('Thank you, Hina!');
    await user.clear(text);
    await user.type(text, 'Thank you, Hina! See you at Eid.');
    await user.click(glow.getByRole('button', { name: 'Save reply' }));
    expect(await glow.findByText('Thank you, Hina! See you at Eid.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ content: 'Thank you, Hina! See you at Eid.' });

    await user.click(glow.getByRole('button', { name: 'Delete reply' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this reply?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await glow.findByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(glow.queryByText('Thank you, Hina! See you at Eid.')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.path === '/api/admin/reviews/r-2/reply')).toBe(true);
  });

  it('hides and unhides reviews', async () => {
    const { requests } = stubReviews([unanswered, hidden]);
    const { user } = renderApp('/admin/reviews');
    const rose = await card('Rose Petal Soap');
    await user.click(rose.getByRole('button', { name: 'Hide' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Unhide' })).toHaveLength(2));
    expect(rose.getByText('Hidden')).toBeInTheDocument();

    const spam = await card('Neem Bar');
    await user.click(spam.getByRole('button', { name: 'Unhide' }));
    await waitFor(() => expect(spam.getByRole('button', { name: 'Hide' })).toBeInTheDocument());
    const writes = requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(writes).toEqual(['/api/admin/reviews/r-1/hide', '/api/admin/reviews/r-3/unhide']);
  });

  it('pages through many reviews', async () => {
    const many = Array.from({ length: 45 }, (_, index) => review({ _id: `r-${index}`, content: `Review number ${index}` }));
    const { requests } = stubApi({
      ...signInAsOwner(),
      'GET /api/admin/reviews': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return json({ success: true, reviews: many.slice(offset, offset + 20), total: many.length, limit: 20, offset });
      },
    });
    const { user } = renderApp('/admin/reviews?page=2');
    expect(await screen.findByText('Review number 20')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/reviews');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Review number 44')).toBeInTheDocument();
    expect(listRequests(requests).at(-1)!.url.searchParams.get('offset')).toBe('40');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/reviews?page=2');
  });
});
