import { cancellationSecondsLeft, type OrderStatus } from './cancellation';

/**
 * docs/product.md §4 Orders: how a cash-on-delivery order moves, who may move it, and when. The API
 * enforces it (apps/api/src/modules/orders/lifecycle.ts); decision 012 explains why it is this shape.
 */

/** Who moved an order: the customer (placing, confirming, cancelling), the shop's owner, or the shop itself. */
export const orderEventActors = ['customer', 'owner', 'system'] as const;
export type OrderEventActor = (typeof orderEventActors)[number];

/** The shop's return promise: a delivered parcel may come back within 7 days of its delivery. */
export const RETURN_WINDOW_DAYS = 7;
const DAY_MS = 86_400_000;

/** Why parcels come back, offered to the owner; any other text is taken too (docs/product.md §4). */
export const returnReasons = [
  'Refused at the door',
  'Customer unreachable',
  'Wrong address',
  'Damaged in transit',
  'Returned after delivery',
  'Other',
] as const;

interface Move {
  from: OrderStatus;
  to: OrderStatus;
  by: readonly OrderEventActor[];
}

/** Every move there is; anything else is refused. The list's order is the order nextStatuses offers them in. */
const moves: readonly Move[] = [
  { from: 'Order Placed', to: 'Confirmed', by: ['customer', 'owner'] },
  // An order the owner confirmed by phone goes straight to the packing bench.
  { from: 'Order Placed', to: 'Packing', by: ['owner'] },
  { from: 'Confirmed', to: 'Packing', by: ['owner'] },
  { from: 'Packing', to: 'Shipped', by: ['owner'] },
  { from: 'Shipped', to: 'Out for delivery', by: ['owner'] },
  // A parcel the courier reports delivered (its payout names it) without the owner having seen it go out.
  { from: 'Shipped', to: 'Delivered', by: ['owner'] },
  { from: 'Out for delivery', to: 'Delivered', by: ['owner'] },
  // The shop itself releases an order nobody confirmed before its hold ended (docs/product.md §4 Trust).
  { from: 'Order Placed', to: 'Cancelled', by: ['customer', 'owner', 'system'] },
  { from: 'Confirmed', to: 'Cancelled', by: ['customer', 'owner'] },
  { from: 'Packing', to: 'Cancelled', by: ['owner'] },
  { from: 'Shipped', to: 'Returned', by: ['owner'] },
  { from: 'Out for delivery', to: 'Returned', by: ['owner'] },
  { from: 'Delivered', to: 'Returned', by: ['owner'] },
];

/** What the rules need to know of an order: where it is and the times its windows count from. */
export interface OrderPosition {
  status: OrderStatus;
  placedAt: Date;
  /** Null until delivered (and on orders delivered before the time was kept: then placedAt bounds it). */
  deliveredAt: Date | null;
}

export type MoveRefusal =
  /** No such move, or not for this actor. */
  | { reason: 'not-allowed'; message: string }
  /** The customer's 15 minutes are over. */
  | { reason: 'cancellation-window-passed'; message: string }
  /** The 7 days after delivery are over. */
  | { reason: 'return-window-passed'; message: string };

/** The last moment a delivered order may still be returned. */
export function returnDeadline(order: Pick<OrderPosition, 'placedAt' | 'deliveredAt'>): Date {
  return new Date((order.deliveredAt ?? order.placedAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

function timeRefusal(order: OrderPosition, move: Move, actor: OrderEventActor, now: Date): MoveRefusal | null {
  if (actor === 'customer' && move.to === 'Cancelled' && cancellationSecondsLeft(order.placedAt, now) <= 0) {
    return { reason: 'cancellation-window-passed', message: 'The 15-minute cancellation window for this order has passed.' };
  }
  if (move.from === 'Delivered' && move.to === 'Returned' && now.getTime() > returnDeadline(order).getTime()) {
    return { reason: 'return-window-passed', message: `This order was delivered more than ${RETURN_WINDOW_DAYS} days ago and can no longer be returned.` };
  }
  return null;
}

/** Where `actor` may move the order now, windows counted: what the owner's console offers. */
export function nextOrderStatuses(order: OrderPosition, actor: OrderEventActor, now: Date): OrderStatus[] {
  return moves.filter((move) => move.from === order.status && move.by.includes(actor) && !timeRefusal(order, move, actor, now)).map((move) => move.to);
}

/** The 409 text for a move there is no way to make: it names both states and what is possible instead. */
export function orderMoveRefusal(from: OrderStatus, to: OrderStatus, allowed: readonly OrderStatus[]): string {
  const instead = allowed.length === 0 ? `An order that is ${from} cannot change any more.` : `From ${from} it can move to ${allowed.join(' or ')}.`;
  return `This order cannot move from ${from} to ${to}. ${instead}`;
}

/** Null when `actor` may move the order to `to` now; otherwise why not, in words the API sends. */
export function checkOrderMove(order: OrderPosition, to: OrderStatus, actor: OrderEventActor, now: Date): MoveRefusal | null {
  const move = moves.find((candidate) => candidate.from === order.status && candidate.to === to && candidate.by.includes(actor));
  if (!move) return { reason: 'not-allowed', message: orderMoveRefusal(order.status, to, nextOrderStatuses(order, actor, now)) };
  return timeRefusal(order, move, actor, now);
}

/**
 * What a move does besides the status: Cancelled always gives the units back; Returned gives them back
 * only when the owner says so; either does it at most once (the order's stock_returned flag).
 * Delivered means the cash was collected.
 */
export function moveEffects(to: OrderStatus, restock: boolean | undefined): { returnsStock: boolean; marksPaid: boolean } {
  return { returnsStock: to === 'Cancelled' || (to === 'Returned' && restock === true), marksPaid: to === 'Delivered' };
}

/**
 * A move to or away from Delivered makes or unmakes its customer a verified buyer of what the order
 * holds, which the ratings of those products and deals count (docs/product.md §3).
 */
export function changesVerifiedPurchases(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'Delivered' || to === 'Delivered';
}
