import type { getAdminOrder } from '@shop/core/contract/admin/orders';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';

export type AdminOrderDetail = EndpointResponse<typeof getAdminOrder>['order'];

/** One order with its customer, its history and the moves the owner may make now. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  const { order } = await apiCall<typeof getAdminOrder>('GET /api/admin/orders/:id', {
    params: { id: orderId },
    signal,
    fallbackMessage: 'The order could not be loaded.',
  });
  return order;
}

export const orderQueryKey = (orderId: string) => ['admin', 'orders', 'detail', orderId] as const;

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: privateQueryMeta,
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
