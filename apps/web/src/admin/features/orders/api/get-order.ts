import type { getAdminOrder } from '@shop/core/orders/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminOrderKeys } from './query-keys';

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

export function orderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: adminOrderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: privateQueryMeta,
  });
}

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
