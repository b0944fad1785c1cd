import type { getOrder as getOrderEndpoint } from '@shop/core/orders/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';
import type { Order } from './get-orders';
import { orderKeys } from './query-keys';

/** docs/product.md §8: the confirmation page's order could not be loaded. */
export const orderErrorMessage = 'Failed to load your order';

/** docs/product.md §7 GET /api/order/{id}: one of the customer's own orders. */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await apiCall<typeof getOrderEndpoint>('GET /api/order/:id', { params: { id: orderId }, signal, fallbackMessage: orderErrorMessage });
  return order;
}

/**
 * Keyed under the customer's orders, so a cancel (which invalidates orderKeys.all) loads it again; private,
 * so logout drops it.
 */
export function orderQueryOptions(userId: string, orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(userId, orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: privateQueryMeta,
    staleTime: 0,
  });
}

export function useOrder(userId: string | null, orderId: string) {
  return useQuery({ ...orderQueryOptions(userId ?? '', orderId), enabled: userId !== null && orderId !== '' });
}
