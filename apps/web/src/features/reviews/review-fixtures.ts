import type { FakeHandler } from '../../test/fake-api';
import type { ReviewDto } from './api/get-reviews';

// Test data only: reviews as GET /api/comments sends them.

export function makeReview(overrides: Partial<ReviewDto> & Pick<ReviewDto, '_id'>): ReviewDto {
  return {
    rating: 5,
    content: 'Lovely lather and a gentle rose scent.',
    reviewImages: [],
    date: '2025-03-14T10:00:00.000Z',
    editedAt: null,
    email: 'a***@example.pk',
    author: 'Ayesha K.',
    likes: 0,
    dislikes: 0,
    likedBy: [],
    dislikedBy: [],
    hasReply: false,
    reply: null,
    verified: false,
    mine: false,
    ...overrides,
  };
}

/** `count` reviews, newest first, numbered from 1 in their text. */
export function makeReviews(count: number): ReviewDto[] {
  return Array.from({ length: count }, (_, index) => makeReview({ _id: `r-${index + 1}`, content: `Review number ${index + 1}`, rating: (index % 5) + 1 }));
}

/**
 * GET /api/comments as the server answers it: the page the query asks for (all of them without a
 * limit), every review counted in X-Total-Count. The reviews are read at each request, so a test may
 * change them in between.
 */
export function servedReviews(reviews: readonly ReviewDto[]): FakeHandler {
  return ({ url }) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = url.searchParams.get('limit');
    const page = reviews.slice(offset, limit === null ? undefined : offset + Number(limit));
    return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(reviews.length) } });
  };
}
