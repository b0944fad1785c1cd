import type { OrderDto } from '@shop/core/orders/dtos';
import type { listOrders } from '@shop/core/orders/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';
import { orderKeys } from './query-keys';

/** docs/product.md §8. */
export const ordersErrorMessage = 'Failed to load orders';

/** docs/product.md §3 Order as POST /api/order/userorders sends it: money in rupees, date as epoch ms in a string. */
export type Order = OrderDto;

/** The order's time as a Date; docs/product.md §3 sends it as epoch milliseconds in a string. */
export function orderDate(order: Pick<Order, 'date'>): Date {
  return new Date(Number(order.date));
}

/** The shopper's orders, newest first (all statuses; the page decides what to show). */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const { orders } = await apiCall<typeof listOrders>('POST /api/order/userorders', { signal, fallbackMessage: ordersErrorMessage });
  return orders.sort((a, b) => orderDate(b).getTime() - orderDate(a).getTime());
}

/** Keyed by the user, and private: logout drops them, and the next shopper never sees them. */
export function ordersQueryOptions(userId: string) {
  return queryOptions({
    queryKey: orderKeys.list(userId),
    queryFn: ({ signal }) => getOrders(signal),
    meta: privateQueryMeta,
    // An order's status moves on the shop's side; each visit to the page shows where it is now.
    staleTime: 0,
  });
}

/** docs/product.md §6: the orders load only when a token exists. */
export function useOrders(userId: string | null) {
  return useQuery({ ...ordersQueryOptions(userId ?? ''), enabled: userId !== null });
}
