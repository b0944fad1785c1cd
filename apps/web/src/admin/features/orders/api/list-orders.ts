import type { listAdminOrders } from '@shop/core/orders/admin-contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminOrderKeys } from './query-keys';

export type OrderListAnswer = EndpointResponse<typeof listAdminOrders>;
export type AdminOrder = OrderListAnswer['orders'][number];
export type OrderListQuery = NonNullable<EndpointInput<typeof listAdminOrders>['query']>;

/** Every customer's orders, newest first, one page of them, with how many orders each status has under the same search. */
export function listOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderListAnswer> {
  return apiCall<typeof listAdminOrders>('GET /api/admin/orders', { query, signal, fallbackMessage: 'The orders could not be loaded.' });
}

export function orderListQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    meta: privateQueryMeta,
  });
}

/** The page on screen stays while the next page or tab loads, so the list does not blink empty. */
export function useOrderList(query: OrderListQuery) {
  return useQuery({ ...orderListQueryOptions(query), placeholderData: keepPreviousData });
}
