import { screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { localKeys } from '../../../lib/storage';
import { heldAnswer, json, networkDown, stubApi, type FakeHandler, type FakeRequest } from '../../../test/fake-api';
import { makeToken, renderWithProviders } from '../../../test/render-app';
import type { ReviewDto, ReviewTargetType } from '../api/get-reviews';
import type { RatingCounts } from '@shop/core/reviews/reviews';
import { makeReview, makeReviews, servedReviews } from '../review-fixtures';
import { ReviewsPanel } from './reviews-panel';
import { businessDetailsResponse } from '../../../test/business-details-fixture';

const unrated: RatingCounts = { rating: 0, reviewCount: 0, verifiedReviewCount: 0 };

function renderPanel(targetType: ReviewTargetType = 'product', ratingCounts = unrated) {
  return renderWithProviders(
    <>
      <ReviewsPanel targetType={targetType} targetId={targetType === 'product' ? 'p-1' : 'd-1'} ratingCounts={ratingCounts} />
      <Toaster />
    </>,
    targetType === 'product' ? '/product/p-1' : '/deal/d-1',
  );
}

function logIn(userId = 'u-1') {
  localStorage.setItem(localKeys.token, makeToken({ id: userId }));
}

function serveReviews(reviews: ReviewDto[], more: Record<string, FakeHandler> = {}) {
  return stubApi({ 'GET /api/comments': servedReviews(reviews), ...more });
}

/** The pages of reviews asked for; the cards also ask for the shop's name, for its replies. */
const commentPages = (requests: readonly FakeRequest[]) => requests.filter((request) => request.path === '/api/comments').map((request) => request.url.search);

const reviewList = () => screen.findByRole('list', { name: 'Reviews' });

describe('ReviewsPanel: reading', () => {
  it("loads the first 10 reviews, then the rest after 'Show All (12)'", async () => {
    const { requests } = serveReviews(makeReviews(12));
    const { user } = renderPanel();
    const list = await reviewList();
    expect(commentPages(requests)).toEqual(['?productId=p-1&limit=10&offset=0']);

    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(within(list).getByText('Review number 10')).toBeInTheDocument();
    expect(within(list).queryByText('Review number 11')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show All (12)' }));
    // Focus moves to the first review it revealed, not back to the top of the page.
    await waitFor(() => expect(within(list).getByText('Review number 11').closest('article')).toHaveFocus());
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: /Show All/ })).not.toBeInTheDocument();
    expect(commentPages(requests)).toEqual(['?productId=p-1&limit=10&offset=0', '?productId=p-1&limit=50&offset=10']);
  });

  it("brings a long list after 'Show All' in pages of 50, one after another", async () => {
    const { requests } = serveReviews(makeReviews(65));
    const { user } = renderPanel('deal');
    const list = await reviewList();
    await user.click(screen.getByRole('button', { name: 'Show All (65)' }));
    // Rendering a page of cards takes jsdom a while: the wait is for the page, not for a timer.
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(65), { timeout: 10_000 });
    expect(within(list).getByText('Review number 65')).toBeInTheDocument();
    expect(commentPages(requests)).toEqual(['?dealId=d-1&limit=10&offset=0', '?dealId=d-1&limit=50&offset=10', '?dealId=d-1&limit=50&offset=60']);
    expect(screen.queryByText('Loading more reviews...')).not.toBeInTheDocument();
  });

  it('offers to try a page again when it cannot be loaded, and goes on from there', async () => {
    const reviews = makeReviews(70);
    let pageFails = true;
    const served = servedReviews(reviews);
    stubApi({ 'GET /api/comments': (request) => (request.url.searchParams.get('offset') === '10' && pageFails ? networkDown(request) : served(request)) });
    const { user } = renderPanel();
    const list = await reviewList();
    await user.click(screen.getByRole('button', { name: 'Show All (70)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading reviews');
    expect(within(list).getAllByRole('article')).toHaveLength(10);

    pageFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(70), { timeout: 10_000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("sums the rating up as the product counts it: its verified buyers' when there are any", async () => {
    serveReviews(makeReviews(3));
    const first = renderPanel('product', { rating: 4.8, reviewCount: 15, verifiedReviewCount: 12 });
    await reviewList();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('From 12 verified buyers · 15 reviews')).toBeInTheDocument();
    first.unmount();

    renderPanel('product', { rating: 2.8, reviewCount: 3, verifiedReviewCount: 0 });
    await reviewList();
    expect(screen.getByRole('img', { name: 'Rated 2.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();
  });

  it('shows review and reply text as typed, never as HTML', async () => {
    const attack = '<img src=x onerror=alert(1)> <script>alert("hi")</script> Lovely soap';
    serveReviews([
      makeReview({
        _id: 'r-1',
        content: attack,
        hasReply: true,
        reply: { _id: 'r-1-reply', content: '<b>Thanks</b><img src=y>', author: 'Admin', date: '2025-03-15T10:00:00.000Z' },
      }),
    ]);
    renderPanel();
    const list = await reviewList();
    expect(within(list).getByText(attack)).toBeInTheDocument();
    expect(within(list).getByText('<b>Thanks</b><img src=y>')).toBeInTheDocument();
    expect(list.querySelectorAll('script, img[src="x"], img[src="y"], b')).toHaveLength(0);
  });

  it("shows the author or 'Unknown User', the date, a verified buyer badge and the shop's reply, from the shop's name", async () => {
    serveReviews(
      [
        makeReview({
          _id: 'r-1',
          author: 'f***@example.pk',
          verified: true,
          hasReply: true,
          reply: { _id: 'r-1-reply', content: 'Thank you, Fatima!', author: '', date: '2025-03-15T10:00:00.000Z' },
        }),
        makeReview({ _id: 'r-2', author: '', email: '' }),
      ],
      { 'GET /api/business-details': () => json(businessDetailsResponse()) },
    );
    renderPanel();
    const [first, second] = within(await reviewList()).getAllByRole('article');

    expect(within(first!).getByRole('heading', { name: 'f***@example.pk' })).toBeInTheDocument();
    expect(within(first!).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(first!).getByText('14 March 2025')).toHaveAttribute('datetime', '2025-03-14T10:00:00.000Z');
    expect(await within(first!).findByText('Reply from Green Valley Naturals')).toBeInTheDocument();
    expect(within(first!).queryByText(/Admin/i)).not.toBeInTheDocument();
    expect(within(first!).getByText('Thank you, Fatima!')).toBeInTheDocument();

    expect(within(second!).getByRole('heading', { name: 'Unknown User' })).toBeInTheDocument();
    expect(within(second!).queryByText('Verified buyer')).not.toBeInTheDocument();
  });

  it('opens a photo enlarged in a dialog that Escape closes, giving focus back', async () => {
    serveReviews([makeReview({ _id: 'r-1', reviewImages: [{ url: '/uploads/reviews/a.webp' }, { url: '/uploads/reviews/b.webp' }] })]);
    const { user } = renderPanel();
    const thumbnail = within(await reviewList()).getByRole('button', { name: 'Enlarge photo 1 of 2 from Ayesha K.' });
    expect(within(thumbnail).getByRole('presentation')).toHaveAttribute('src', '/uploads/reviews/a.webp?w=200');

    await user.click(thumbnail);
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of 2 from Ayesha K.' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/reviews/a.webp?w=800');
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(screen.getByRole('dialog', { name: 'Photo 2 of 2 from Ayesha K.' })).getByRole('img')).toHaveAttribute(
      'src',
      '/uploads/reviews/b.webp?w=800',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail).toHaveFocus();
  });

  it("says 'Failed to load reviews' when the server refuses and 'Error loading reviews' when it cannot be reached", async () => {
    stubApi({ 'GET /api/comments': () => json({ success: false, message: 'Database unavailable' }, 500) });
    const first = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reviews');
    first.unmount();

    stubApi({ 'GET /api/comments': networkDown });
    const { user } = renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading reviews');

    stubApi({ 'GET /api/comments': servedReviews([makeReview({ _id: 'r-1', content: 'Back again' })]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });

  it('stays silent on the deal page when the reviews cannot be loaded, keeping the form', async () => {
    stubApi({ 'GET /api/comments': networkDown });
    const { container } = renderPanel('deal');
    expect(await screen.findByRole('heading', { name: 'Write a Review' })).toBeInTheDocument();
    // The list's place (busy while loading) is left out once the load has failed: only then is the
    // absence of an error message worth checking.
    await waitFor(() => expect(container.querySelector('div[aria-busy]')).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/loading reviews/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it("says 'No reviews yet' when there are none", async () => {
    serveReviews([]);
    renderPanel();
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText(/Based on/)).not.toBeInTheDocument();
  });
});

describe('ReviewsPanel: likes and dislikes', () => {
  const counts = (likes: number, dislikes: number, reaction: 'like' | 'dislike' | null = null) => ({
    success: true,
    likes,
    dislikes,
    likedBy: reaction === 'like' ? ['u-1'] : [],
    dislikedBy: reaction === 'dislike' ? ['u-1'] : [],
  });

  it('counts a like at once and marks it pressed, sending the user id with the token', async () => {
    logIn();
    const like = heldAnswer();
    const { requests } = serveReviews([makeReview({ _id: 'r-1', likes: 2, dislikes: 1 })], { 'PATCH /api/comments/r-1/like': like.handler });
    const { user } = renderPanel();
    await user.click(within(await reviewList()).getByRole('button', { name: 'Like (2)' }));

    expect(screen.getByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    const request = requests.find((candidate) => candidate.method === 'PATCH');
    expect(request?.body).toEqual({ userId: 'u-1' });
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);

    like.release(json(counts(3, 1, 'like')));
    expect(await screen.findByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('flips a like to a dislike, and a second click on the dislike takes it back', async () => {
    logIn();
    const { requests } = serveReviews([makeReview({ _id: 'r-1', likes: 2, dislikes: 1 })], {
      'PATCH /api/comments/r-1/like': () => json(counts(3, 1, 'like')),
      'PATCH /api/comments/r-1/dislike': () => json(counts(2, 2, 'dislike')),
      'PATCH /api/comments/r-1/remove-dislike': () => json(counts(2, 1)),
    });
    const { user } = renderPanel();
    await user.click(within(await reviewList()).getByRole('button', { name: 'Like (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Dislike (1)' }));

    expect(await screen.findByRole('button', { name: 'Dislike (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: 'Dislike (2)' }));
    expect(await screen.findByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.path)).toEqual([
      '/api/comments/r-1/like',
      '/api/comments/r-1/dislike',
      '/api/comments/r-1/remove-dislike',
    ]);
  });

  it('takes a like back when it is clicked again', async () => {
    logIn();
    const { requests } = serveReviews([makeReview({ _id: 'r-1', likes: 3, likedBy: ['u-1'] })], {
      'PATCH /api/comments/r-1/remove-like': () => json(counts(2, 0)),
    });
    const { user } = renderPanel();
    const liked = within(await reviewList()).getByRole('button', { name: 'Like (3)' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');

    await user.click(liked);
    expect(await screen.findByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(requests.at(-1)?.path).toBe('/api/comments/r-1/remove-like');
  });

  it("puts the counts back with 'Failed to update like' when the server refuses", async () => {
    logIn();
    const like = heldAnswer();
    serveReviews([makeReview({ _id: 'r-1', likes: 2, dislikes: 1, dislikedBy: ['u-1'] })], { 'PATCH /api/comments/r-1/like': like.handler });
    const { user } = renderPanel();
    await user.click(within(await reviewList()).getByRole('button', { name: 'Like (2)' }));
    expect(screen.getByRole('button', { name: 'Like (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dislike (0)' })).toHaveAttribute('aria-pressed', 'false');

    like.release(json({ success: false }, 500));
    expect(await screen.findByText('Failed to update like')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like (2)' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Dislike (1)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("puts the counts back with 'Error updating dislike' when the server cannot be reached", async () => {
    logIn();
    serveReviews([makeReview({ _id: 'r-1', dislikes: 4 })], { 'PATCH /api/comments/r-1/dislike': networkDown });
    const { user } = renderPanel();
    await user.click(within(await reviewList()).getByRole('button', { name: 'Dislike (4)' }));
    expect(await screen.findByText('Error updating dislike')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dislike (4)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks a visitor to log in to like or dislike, without calling the server', async () => {
    const { requests } = serveReviews([makeReview({ _id: 'r-1', likes: 1 })]);
    const { user } = renderPanel();
    await user.click(within(await reviewList()).getByRole('button', { name: 'Like (1)' }));
    expect(await screen.findByText('Please login to like reviews')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dislike (0)' }));
    expect(await screen.findByText('Please login to dislike reviews')).toBeInTheDocument();

    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Like (1)' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("shows the customer's own review with its counts but no like or dislike buttons", async () => {
    logIn();
    const { requests } = serveReviews([
      makeReview({ _id: 'r-mine', author: 'Sana K.', likes: 2, dislikes: 1, mine: true }),
      makeReview({ _id: 'r-other', author: 'Bilal A.', likes: 1 }),
    ]);
    renderPanel();
    const [mine, other] = within(await reviewList()).getAllByRole('article');

    expect(within(mine!).getByText('Your review')).toBeInTheDocument();
    expect(within(mine!).queryByRole('button', { name: /Like|Dislike/ })).not.toBeInTheDocument();
    expect(within(mine!).getByLabelText('2 likes')).toBeInTheDocument();
    expect(within(mine!).getByLabelText('1 dislike')).toBeInTheDocument();

    expect(within(other!).queryByText('Your review')).not.toBeInTheDocument();
    expect(within(other!).getByRole('button', { name: 'Like (1)' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });
});
