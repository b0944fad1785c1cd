import type { OrderStatus } from './cancellation';

/** docs/product.md §4: the way an order moves, one step at a time, until it is delivered. */
export const fulfilmentSteps = ['Order Placed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered'] as const satisfies readonly OrderStatus[];

const CANCELLED: OrderStatus = 'Cancelled';

/** Where the shop owner may move an order from `from`: the next step, or Cancelled before delivery. */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  const step = (fulfilmentSteps as readonly OrderStatus[]).indexOf(from);
  if (step < 0 || from === 'Delivered') return [];
  return [fulfilmentSteps[step + 1]!, CANCELLED];
}

export function canMoveOrderStatus(from: OrderStatus, to: OrderStatus): boolean {
  return nextOrderStatuses(from).includes(to);
}

/** The 409 text for a refused move: it names both states and what is possible instead. */
export function orderMoveRefusal(from: OrderStatus, to: OrderStatus): string {
  const allowed = nextOrderStatuses(from);
  const instead = allowed.length === 0 ? `An order that is ${from} cannot change any more.` : `From ${from} it can move to ${allowed.join(' or ')}.`;
  return `This order cannot move from ${from} to ${to}. ${instead}`;
}
