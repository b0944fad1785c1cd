import type { OrderListQuery } from './list-orders';

const all = ['admin', 'orders'] as const;

export const adminOrderKeys = {
  all,
  list: (query: OrderListQuery) => [...all, 'list', query] as const,
  detail: (orderId: string) => [...all, 'detail', orderId] as const,
  couriers: [...all, 'couriers'] as const,
};
