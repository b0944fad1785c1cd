import { REVIEW_IMAGE_BYTES_MAX } from '@shop/core/reviews/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys, sessionKeys } from '../../../lib/storage';
import { heldAnswer, json, networkDown, stubApi, type FakeHandler } from '../../../test/fake-api';
import { makeToken, renderWithProviders } from '../../../test/render-app';
import type { ReviewDto, ReviewTargetType } from '../api/get-reviews';
import { makeReview, servedReviews } from '../review-fixtures';
import { ReviewsPanel } from './reviews-panel';

function renderPanel(targetType: ReviewTargetType = 'product') {
  const view = renderWithProviders(
    <>
      <ReviewsPanel
        targetType={targetType}
        targetId={targetType === 'product' ? 'p-1' : 'd-1'}
        ratingCounts={{ rating: 4, reviewCount: 1, verifiedReviewCount: 0 }}
      />
      <Toaster />
    </>,
    targetType === 'product' ? '/product/p-1?from=home' : '/deal/d-1',
  );
  // File inputs take any file here, as a browser's "All files" choice would.
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

function logIn(userId = 'u-1') {
  localStorage.setItem(localKeys.token, makeToken({ id: userId }));
}

/**
 * The reviews the fake server holds; POST puts the new or edited one first (the real list is newest
 * first, one per author). The account is verified unless `emailVerified` says otherwise.
 */
function serveShop(
  post: FakeHandler = () => json({ success: false }, 500),
  initial: ReviewDto[] = [makeReview({ _id: 'r-old', content: 'An older review' })],
  emailVerified = true,
) {
  const stored: ReviewDto[] = [...initial];
  const api = stubApi({
    'GET /api/user/me': () =>
      json({ success: true, user: { _id: 'u-1', name: 'Maryam Siddiqui', email: 'maryam@example.pk', role: 'customer', phone: null, emailVerified } }),
    'GET /api/comments': servedReviews(stored),
    'POST /api/comments': async (request) => {
      const response = await post(request);
      if (response.status === 201) {
        const { review } = (await response.clone().json()) as { review: ReviewDto };
        const earlier = stored.findIndex((candidate) => candidate._id === review._id);
        if (earlier >= 0) stored.splice(earlier, 1);
        stored.unshift(review);
      }
      return response;
    },
  });
  return { ...api, stored };
}

const photo = (name: string, type = 'image/jpeg', size = 2048) => {
  const file = new File(['photo-bytes'], name, { type });
  if (size !== file.size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

let previews = 0;
beforeEach(() => {
  previews = 0;
  // jsdom has no object URLs; the previews only need distinct ones.
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => `blob:preview-${(previews += 1)}`) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const form = () => screen.findByRole('region', { name: 'Write a Review' });

describe('Review form', () => {
  it('asks a visitor to log in, remembering this page for after the login', async () => {
    serveShop();
    const { user, router } = renderPanel();
    const section = within(await form());
    expect(section.getByText('Please login to submit a review')).toBeInTheDocument();
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(section.getByRole('link', { name: 'Log in to review' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem(sessionKeys.redirectAfterLogin)).toBe('/product/p-1?from=home');
  });

  it('asks for a rating, then a comment, before sending anything', async () => {
    logIn();
    const { requests } = serveShop();
    const { user } = renderPanel();
    const section = within(await form());

    await user.click(section.getByRole('button', { name: 'Submit Review' }));
    expect(section.getByRole('alert')).toHaveTextContent('Please select a rating');
    expect(section.getByRole('radio', { name: '1 star' })).toHaveFocus();

    await user.click(section.getByRole('radio', { name: '4 stars' }));
    await user.type(section.getByRole('textbox', { name: 'Your review' }), '   ');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));
    expect(section.getByRole('alert')).toHaveTextContent('Please write a review comment');
    expect(section.getByRole('textbox', { name: 'Your review' })).toHaveFocus();
    expect(section.getByRole('textbox', { name: 'Your review' })).toHaveAttribute('aria-invalid', 'true');

    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('uses the combined message on a deal', async () => {
    logIn();
    serveShop();
    const { user } = renderPanel('deal');
    const section = within(await form());
    await user.type(section.getByRole('textbox', { name: 'Your review' }), 'Great bundle');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));
    expect(section.getByRole('alert')).toHaveTextContent('Please provide a rating and comment');
  });

  it('chooses stars with the arrow keys', async () => {
    logIn();
    serveShop();
    const { user } = renderPanel();
    const section = within(await form());
    await user.tab();
    expect(section.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(section.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('sends the review with its photo as multipart, shows it first, and turns the form into the edit of it', async () => {
    logIn('u-7');
    const created = makeReview({
      _id: 'r-new',
      content: 'Calmed my dry skin in a week.',
      rating: 5,
      author: 'Maryam S.',
      reviewImages: [{ url: '/uploads/reviews/new.webp' }],
      mine: true,
    });
    const { requests } = serveShop(() => json({ success: true, message: 'Review submitted successfully!', review: created }, 201));
    const { user } = renderPanel();
    const section = within(await form());

    await user.click(section.getByRole('radio', { name: '5 stars' }));
    await user.type(section.getByRole('textbox', { name: 'Your review' }), '  Calmed my dry skin in a week.  ');
    await user.upload(section.getByLabelText('Add photos'), photo('soap.jpg'));
    expect(section.getByRole('img', { name: 'Photo 1: soap.jpg' })).toHaveAttribute('src', 'blob:preview-1');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(post?.headers.get('Content-Type')).toBeNull();
    const body = post?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      targetType: 'product',
      productId: 'p-1',
      userId: 'u-7',
      content: 'Calmed my dry skin in a week.',
      rating: '5',
    });
    const files = sent.getAll('reviewImages') as File[];
    expect(files.map((file) => [file.name, file.type])).toEqual([['soap.jpg', 'image/jpeg']]);

    // One review per customer: the form now edits the one just sent.
    const editing = within(await screen.findByRole('region', { name: 'Edit your review' }));
    expect(editing.getByRole('textbox', { name: 'Your review' })).toHaveValue('Calmed my dry skin in a week.');
    expect(editing.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(editing.queryByRole('img', { name: /Photo 1/ })).not.toBeInTheDocument();
    expect(editing.getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');

    const reviews = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article');
    expect(reviews[0]).toHaveTextContent('Calmed my dry skin in a week.');
    expect(reviews[1]).toHaveTextContent('An older review');
  });

  it("refuses other files, large ones and a sixth photo in the page, in the server's words", async () => {
    logIn();
    serveShop();
    const { user } = renderPanel();
    const section = within(await form());

    await user.upload(section.getByLabelText('Add photos'), photo('notes.txt', 'text/plain'));
    expect(section.getByRole('alert')).toHaveTextContent('Only JPEG, PNG, WebP or GIF images are accepted');

    await user.upload(section.getByLabelText('Add photos'), photo('huge.jpg', 'image/jpeg', REVIEW_IMAGE_BYTES_MAX + 1));
    expect(section.getByRole('alert')).toHaveTextContent('Each image must be at most 5 MB');

    await user.upload(
      section.getByLabelText('Add photos'),
      ['1', '2', '3', '4', '5', '6'].map((name) => photo(`${name}.png`, 'image/png')),
    );
    expect(section.getByRole('alert')).toHaveTextContent('You can add at most 5 images');
    expect(section.getAllByRole('img', { name: /^Photo \d: / })).toHaveLength(5);
    expect(section.queryByLabelText('Add photos')).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Remove photo 2' }));
    expect(section.getAllByRole('img', { name: /^Photo \d: / }).map((image) => image.getAttribute('alt'))).toEqual([
      'Photo 1: 1.png',
      'Photo 2: 3.png',
      'Photo 3: 4.png',
      'Photo 4: 5.png',
    ]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(section.getByLabelText('Add photos')).toHaveFocus();
  });

  it.each([
    [
      'the server message',
      () => json({ success: false, message: 'Only JPEG, PNG, WebP or GIF images are accepted' }, 415),
      'Only JPEG, PNG, WebP or GIF images are accepted',
    ],
    ['the default for a refusal without one', () => json({ success: false }, 500), 'Failed to submit review'],
    ['the default when the server cannot be reached', networkDown, 'Error submitting review'],
  ])('keeps the review and shows %s when sending fails', async (_case, post: FakeHandler, message) => {
    logIn();
    serveShop(post);
    const { user } = renderPanel();
    const section = within(await form());
    await user.click(section.getByRole('radio', { name: '3 stars' }));
    await user.type(section.getByRole('textbox', { name: 'Your review' }), 'Nice');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(section.getByRole('textbox', { name: 'Your review' })).toHaveValue('Nice');
    expect(section.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });

  it("marks the field the server refuses, with the server's words, and keeps the review", async () => {
    logIn();
    const message = 'Your review can be at most 2000 characters long';
    serveShop(() => json({ success: false, code: 'INVALID_REQUEST', message, fields: ['content'] }, 400));
    const { user } = renderPanel();
    const section = within(await form());
    await user.click(section.getByRole('radio', { name: '4 stars' }));
    await user.type(section.getByRole('textbox', { name: 'Your review' }), 'Nice');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await section.findByRole('alert')).toHaveTextContent(message);
    const content = section.getByRole('textbox', { name: 'Your review' });
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveFocus();
    expect(content).toHaveValue('Nice');
    // Said once, by the field, not again in a toast.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('shows Submitting... while sending and ignores a second click', async () => {
    logIn();
    const submission = heldAnswer();
    const { requests } = serveShop(submission.handler);
    const { user } = renderPanel();
    const section = within(await form());
    await user.click(section.getByRole('radio', { name: '2 stars' }));
    await user.type(section.getByRole('textbox', { name: 'Your review' }), 'Too oily for me');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    const busy = section.getByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    submission.release(json({ success: true, message: 'Review submitted successfully!', review: makeReview({ _id: 'r-2' }) }, 201));
    expect(await screen.findByText('Review submitted successfully!')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('asks to log in again when the server refuses the token', async () => {
    logIn();
    serveShop(() => json({ success: false, message: 'Please login to submit a review' }, 401));
    const { user } = renderPanel();
    const section = within(await form());
    await user.click(section.getByRole('radio', { name: '5 stars' }));
    await user.type(section.getByRole('textbox', { name: 'Your review' }), 'Lovely');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await section.findByRole('link', { name: 'Log in to review' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByText('Please login to submit a review').length).toBeGreaterThanOrEqual(2);
  });

  it("fills the form with the customer's own review, and sends an edit of it answered by 'Review updated'", async () => {
    logIn('u-7');
    const own = makeReview({
      _id: 'r-mine',
      rating: 3,
      content: 'Was okay',
      mine: true,
      author: 'Maryam S.',
      reviewImages: [{ url: '/uploads/reviews/a.webp' }],
    });
    const edited = { ...own, rating: 5, content: 'Better after a month', reviewImages: [], editedAt: '2025-04-14T10:00:00.000Z' };
    const { requests } = serveShop(
      () => json({ success: true, message: 'Review updated', review: edited }, 201),
      [own, makeReview({ _id: 'r-other', content: 'Someone else' })],
    );
    const { user } = renderPanel();

    const section = within(await screen.findByRole('region', { name: 'Edit your review' }));
    expect(screen.queryByRole('region', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(section.getByText('You reviewed this on 14 March 2025. Sending it again replaces your rating, text and your photo.')).toBeInTheDocument();
    const content = section.getByRole('textbox', { name: 'Your review' });
    expect(content).toHaveValue('Was okay');
    expect(section.getByRole('radio', { name: '3 stars' })).toBeChecked();

    await user.click(section.getByRole('radio', { name: '5 stars' }));
    await user.clear(content);
    await user.type(content, 'Better after a month');
    await user.click(section.getByRole('button', { name: 'Update Review' }));

    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST')?.body as FormData;
    expect(sent.get('content')).toBe('Better after a month');
    expect(sent.get('rating')).toBe('5');
    expect(section.getByRole('textbox', { name: 'Your review' })).toHaveValue('Better after a month');
    // Still one review by this customer in the list, now the edited one.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article')).toHaveLength(2));
    const mine = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article')[0]!;
    expect(mine).toHaveTextContent('Better after a month');
    expect(mine).toHaveTextContent('Edited');
    expect(screen.queryByText('Was okay')).not.toBeInTheDocument();
  });

  it('tells a customer whose email is not verified to verify it, linking to the account page, instead of the form', async () => {
    logIn();
    const { requests } = serveShop(undefined, undefined, false);
    const { user, router } = renderPanel();
    const section = within(await form());
    expect(await section.findByText('Verify your email to write a review.')).toBeInTheDocument();
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();

    await user.click(section.getByRole('link', { name: 'Go to your account' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says the same when the server refuses the review of an unverified account, with no error toast', async () => {
    logIn();
    const refusal = { success: false, code: 'EMAIL_NOT_VERIFIED', message: 'Verify your email to write a review.' };
    serveShop(() => json(refusal, 403));
    const { user } = renderPanel();
    const section = within(await form());
    await user.click(section.getByRole('radio', { name: '5 stars' }));
    await user.type(section.getByRole('textbox', { name: 'Your review' }), 'Lovely');
    await user.click(section.getByRole('button', { name: 'Submit Review' }));

    expect(await section.findByText('Verify your email to write a review.')).toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(section.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByText('Verify your email to write a review.')).toHaveLength(1);
  });

  it("offers a new review when none in the list is the customer's own", async () => {
    logIn('u-7');
    serveShop(undefined, [makeReview({ _id: 'r-theirs', content: 'Their review', mine: false })]);
    renderPanel();
    const section = within(await form());
    expect(section.getByRole('textbox', { name: 'Your review' })).toHaveValue('');
    expect(section.getByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
  });
});
