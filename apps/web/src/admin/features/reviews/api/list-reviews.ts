import type { listAdminReviews } from '@shop/core/reviews/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminReviewKeys } from './query-keys';

export type AdminReview = EndpointResponse<typeof listAdminReviews>['reviews'][number];
export type ReviewPage = EndpointResponse<typeof listAdminReviews>;
export type ReviewFilter = Pick<NonNullable<EndpointInput<typeof listAdminReviews>['query']>, 'answered' | 'hidden' | 'limit' | 'offset'>;

/** Reviews newest first, hidden ones too unless the filter says otherwise. */
export function listReviews(filter: ReviewFilter, signal?: AbortSignal): Promise<ReviewPage> {
  return apiCall<typeof listAdminReviews>('GET /api/admin/reviews', { query: filter, signal });
}

export function reviewsQueryOptions(filter: ReviewFilter) {
  return queryOptions({
    queryKey: adminReviewKeys.list(filter),
    queryFn: ({ signal }) => listReviews(filter, signal),
    meta: privateQueryMeta,
  });
}

/** The next page keeps the current one on screen until it arrives. */
export function useReviews(filter: ReviewFilter) {
  return useQuery({ ...reviewsQueryOptions(filter), placeholderData: keepPreviousData });
}
