import type { OrderStatus } from './cancellation';

/**
 * docs/product.md §2 Account and §7 Orders: the views of a customer's order history. `all` is every order;
 * `active` the orders still on their way (placed, confirmed, packing, shipped, out for delivery);
 * `delivered`, `cancelled` and `returned` the orders that ended that way.
 */
export const orderViews = ['all', 'active', 'delivered', 'cancelled', 'returned'] as const;
export type OrderView = (typeof orderViews)[number];

const endedStatuses: Record<Exclude<OrderView, 'all' | 'active'>, OrderStatus> = {
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

/** The statuses an order may have to be shown in `view`. */
export function statusesOfView(view: OrderView): readonly OrderStatus[] {
  if (view === 'all') return ['Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled', 'Returned'];
  if (view === 'active') return ['Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery'];
  return [endedStatuses[view]];
}

/** Whether an order with `status` belongs in `view`; an unknown status shows only under `all`. */
export function orderInView(status: string, view: OrderView): boolean {
  if (view === 'all') return true;
  return (statusesOfView(view) as readonly string[]).includes(status);
}
