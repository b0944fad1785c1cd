import type { listAbandonedCarts as listAbandonedCartsEndpoint } from '@shop/core/cart/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminAbandonedCartKeys } from './query-keys';

export type AbandonedCartPage = EndpointResponse<typeof listAbandonedCartsEndpoint>;
export type AbandonedCart = AbandonedCartPage['carts'][number];

/** Customers' carts with items, the most recently left first. */
export function listAbandonedCarts(page: { limit: number; offset: number }, signal?: AbortSignal): Promise<AbandonedCartPage> {
  return apiCall<typeof listAbandonedCartsEndpoint>('GET /api/admin/abandoned-carts', { query: page, signal });
}

export function abandonedCartsQueryOptions(page: { limit: number; offset: number }) {
  return queryOptions({
    queryKey: adminAbandonedCartKeys.list(page),
    queryFn: ({ signal }) => listAbandonedCarts(page, signal),
    meta: privateQueryMeta,
  });
}

/** The next page keeps the current one on screen until it arrives. */
export function useAbandonedCarts(page: { limit: number; offset: number }) {
  return useQuery({ ...abandonedCartsQueryOptions(page), placeholderData: keepPreviousData });
}
