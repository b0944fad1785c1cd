import type { listReviews } from '@shop/core/reviews/contract';
import { REVIEWS_PAGE_SIZE, REVIEWS_SHOWN_FIRST } from '@shop/core/reviews/reviews';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';
import { useLoadingFlag } from '../../../lib/loading-flags';
import type { ReviewDto, ReviewReplyDto } from '@shop/core/reviews/dtos';
import { reviewKeys } from './query-keys';

export type { ReviewDto, ReviewReplyDto };

export type ReviewTargetType = 'product' | 'deal';

export interface ReviewTarget {
  type: ReviewTargetType;
  id: string;
}

/** docs/product.md §8 Reviews: what the product page says when the list cannot be loaded. */
export const reviewsLoadMessages = {
  http: 'Failed to load reviews',
  network: 'Error loading reviews',
} as const;

export function reviewsLoadErrorMessage(error: unknown): string {
  return isApiError(error) && error.kind !== 'http' ? reviewsLoadMessages.network : reviewsLoadMessages.http;
}

/** Which reviews to ask for: the first REVIEWS_SHOWN_FIRST, then REVIEWS_PAGE_SIZE at a time. */
export interface ReviewsPageParam {
  offset: number;
  limit: number;
}

export interface ReviewsPage {
  reviews: ReviewDto[];
  /** Every visible review of the target when the page was read. */
  total: number;
}

/** The number the server counts in X-Total-Count; null when the answer has none (one inlined in the page). */
function totalCount(headers: Headers): number | null {
  const total = Number(headers.get('x-total-count') ?? Number.NaN);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/** One page of the reviews, newest first as the server orders them, with how many there are in all. */
export async function getReviewsPage(target: ReviewTarget, { offset, limit }: ReviewsPageParam, signal?: AbortSignal): Promise<ReviewsPage> {
  const query = target.type === 'product' ? { productId: target.id, limit, offset } : { dealId: target.id, limit, offset };
  let total: number | null = null;
  const reviews = await apiCall<typeof listReviews>('GET /api/comments', {
    query,
    signal,
    fallbackMessage: reviewsLoadMessages.http,
    onHeaders: (headers) => {
      total = totalCount(headers);
    },
  });
  return { reviews, total: total ?? offset + reviews.length };
}

export type ReviewPages = InfiniteData<ReviewsPage>;

/**
 * The pages read so far as one list. A review written since the first page moves the later ones down
 * by one, so a review can come twice: it is kept once.
 */
export function loadedReviews(pages: ReviewPages | undefined): ReviewDto[] {
  const byId = new Map<string, ReviewDto>();
  for (const review of (pages?.pages ?? []).flatMap((page) => page.reviews)) if (!byId.has(review._id)) byId.set(review._id, review);
  return [...byId.values()];
}

/**
 * The viewer is part of the key because the answer says which reviews they liked: logging in or out
 * loads the list again rather than showing someone else's pressed buttons.
 */
export function reviewsQueryOptions(target: ReviewTarget, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.list(target, viewerId),
    queryFn: ({ pageParam, signal }) => getReviewsPage(target, pageParam, signal),
    initialPageParam: { offset: 0, limit: REVIEWS_SHOWN_FIRST },
    getNextPageParam: (lastPage, pages): ReviewsPageParam | undefined => {
      const read = pages.reduce((sum, page) => sum + page.reviews.length, 0);
      // An empty page ends it too: the list has become shorter than its total said.
      return lastPage.reviews.length > 0 && read < lastPage.total ? { offset: read, limit: REVIEWS_PAGE_SIZE } : undefined;
    },
    meta: viewerId ? privateQueryMeta : undefined,
  });
}

/**
 * The reviews of a product or deal as `viewerId` (null for a visitor) sees them: the first
 * REVIEWS_SHOWN_FIRST, and more pages when asked. Raises the `reviews` loading flag (docs/product.md §2) only while
 * nothing has loaded yet, like the product list does.
 */
export function useReviews(target: ReviewTarget, viewerId: string | null) {
  const query = useInfiniteQuery(reviewsQueryOptions(target, viewerId));
  useLoadingFlag('reviews', query.isPending && query.isFetching);
  return query;
}
