import type { listReviews } from '@shop/core/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';
import { useLoadingFlag } from '../../../lib/loading-flags';
import type { ReviewDto, ReviewReplyDto } from '@shop/core/api-types';

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

/** Newest first, as the server orders them. */
export function getReviews(target: ReviewTarget, signal?: AbortSignal): Promise<ReviewDto[]> {
  const query = target.type === 'product' ? { productId: target.id } : { dealId: target.id };
  return apiCall<typeof listReviews>('GET /api/comments', { query, signal, fallbackMessage: reviewsLoadMessages.http });
}

/** Every cached list of one target, whoever was viewing: what a new review or rating change makes stale. */
export function reviewsTargetKey(target: ReviewTarget) {
  return ['reviews', target.type, target.id] as const;
}

/**
 * The viewer is part of the key because the answer says which reviews they liked: logging in or out
 * loads the list again rather than showing someone else's pressed buttons.
 */
export function reviewsQueryOptions(target: ReviewTarget, viewerId: string | null) {
  return queryOptions({
    queryKey: [...reviewsTargetKey(target), viewerId ?? 'visitor'] as const,
    queryFn: ({ signal }) => getReviews(target, signal),
    meta: viewerId ? privateQueryMeta : undefined,
  });
}

/**
 * The reviews of a product or deal as `viewerId` (null for a visitor) sees them. Raises SPEC's
 * `reviews` loading flag only while nothing has loaded yet, like the product list does.
 */
export function useReviews(target: ReviewTarget, viewerId: string | null) {
  const query = useQuery(reviewsQueryOptions(target, viewerId));
  useLoadingFlag('reviews', query.isPending && query.isFetching);
  return query;
}
