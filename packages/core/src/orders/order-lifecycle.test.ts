import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from './cancellation';
import { checkOrderMove, moveEffects, nextOrderStatuses, orderEventActors, returnDeadline, type OrderPosition } from './order-lifecycle';

const placedAt = new Date('2026-03-01T10:00:00Z');
const minutes = (n: number) => new Date(placedAt.getTime() + n * 60_000);
const days = (n: number) => new Date(placedAt.getTime() + n * 86_400_000);
const at = (status: OrderStatus, deliveredAt: Date | null = null): OrderPosition => ({ status, placedAt, deliveredAt });

/** Every allowed move by who may make it, windows open; anything not listed is refused. */
const allowed: Record<OrderStatus, Partial<Record<(typeof orderEventActors)[number], OrderStatus[]>>> = {
  // The shop itself cancels an order whose hold ended unconfirmed (docs/product.md §4 Trust), and does nothing else.
  'Order Placed': { customer: ['Confirmed', 'Cancelled'], owner: ['Confirmed', 'Packing', 'Cancelled'], system: ['Cancelled'] },
  Confirmed: { customer: ['Cancelled'], owner: ['Packing', 'Cancelled'] },
  Packing: { owner: ['Shipped', 'Cancelled'] },
  // Straight to Delivered: the courier's payout reports a parcel delivered the owner never saw out for delivery.
  Shipped: { owner: ['Out for delivery', 'Delivered', 'Returned'] },
  'Out for delivery': { owner: ['Delivered', 'Returned'] },
  Delivered: { owner: ['Returned'] },
  Cancelled: {},
  Returned: {},
};

describe('the order lifecycle (docs/product.md §4)', () => {
  it('allows exactly the listed moves, each only to who may make it', () => {
    for (const from of orderStatuses) {
      for (const actor of orderEventActors) {
        const expected = allowed[from][actor] ?? [];
        const order = at(from, from === 'Delivered' ? minutes(1) : null);
        expect(nextOrderStatuses(order, actor, minutes(2)), `${actor} from ${from}`).toEqual(expected);
        for (const to of orderStatuses) {
          expect(checkOrderMove(order, to, actor, minutes(2)) === null, `${actor}: ${from} → ${to}`).toBe(expected.includes(to));
        }
      }
    }
  });

  it('goes Placed → Confirmed → Packing → Shipped → Out for delivery → Delivered one step at a time', () => {
    const path: OrderStatus[] = ['Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered'];
    for (const [index, from] of path.slice(0, -1).entries()) expect(checkOrderMove(at(from), path[index + 1]!, 'owner', minutes(1))).toBeNull();
    expect(checkOrderMove(at('Confirmed'), 'Shipped', 'owner', minutes(1))?.reason).toBe('not-allowed');
    expect(checkOrderMove(at('Delivered', minutes(5)), 'Packing', 'owner', minutes(6))).toEqual({
      reason: 'not-allowed',
      message: 'This order cannot move from Delivered to Packing. From Delivered it can move to Returned.',
    });
    expect(checkOrderMove(at('Cancelled'), 'Packing', 'owner', minutes(6))?.message).toBe(
      'This order cannot move from Cancelled to Packing. An order that is Cancelled cannot change any more.',
    );
  });

  it('lets the owner mark a shipped parcel Delivered, paid, when its courier says so; nobody else', () => {
    expect(checkOrderMove(at('Shipped'), 'Delivered', 'owner', days(3))).toBeNull();
    expect(checkOrderMove(at('Shipped'), 'Delivered', 'customer', days(3))?.reason).toBe('not-allowed');
    expect(checkOrderMove(at('Shipped'), 'Delivered', 'system', days(3))?.reason).toBe('not-allowed');
    expect(moveEffects('Delivered', undefined).marksPaid).toBe(true);
    // Delivered from Shipped opens the same 7-day return window as any delivery.
    expect(checkOrderMove(at('Delivered', days(3)), 'Returned', 'owner', days(10))).toBeNull();
  });

  it('lets the customer cancel from Order Placed or Confirmed for 15 minutes only; the owner has no window', () => {
    for (const status of ['Order Placed', 'Confirmed'] as const) {
      expect(checkOrderMove(at(status), 'Cancelled', 'customer', new Date(minutes(15).getTime() - 1))).toBeNull();
      expect(checkOrderMove(at(status), 'Cancelled', 'customer', minutes(15))).toEqual({
        reason: 'cancellation-window-passed',
        message: 'The 15-minute cancellation window for this order has passed.',
      });
      expect(nextOrderStatuses(at(status), 'customer', minutes(15))).not.toContain('Cancelled');
      expect(checkOrderMove(at(status), 'Cancelled', 'owner', days(3))).toBeNull();
    }
    expect(checkOrderMove(at('Packing'), 'Cancelled', 'customer', minutes(1))?.reason).toBe('not-allowed');
  });

  it('takes a delivered parcel back within 7 days of its delivery', () => {
    const delivered = at('Delivered', days(2));
    expect(returnDeadline(delivered)).toEqual(days(9));
    expect(checkOrderMove(delivered, 'Returned', 'owner', days(9))).toBeNull();
    expect(checkOrderMove(delivered, 'Returned', 'owner', new Date(days(9).getTime() + 1))).toEqual({
      reason: 'return-window-passed',
      message: 'This order was delivered more than 7 days ago and can no longer be returned.',
    });
    expect(nextOrderStatuses(delivered, 'owner', days(10))).toEqual([]);
    // Delivered before the time was kept: the placing time bounds it.
    expect(checkOrderMove(at('Delivered'), 'Returned', 'owner', days(8))?.reason).toBe('return-window-passed');
    // Parcels that never reached the customer come back whenever they do.
    expect(checkOrderMove(at('Shipped'), 'Returned', 'owner', days(60))).toBeNull();
  });

  it('returns stock on every cancel, and on a return only when the owner restocks; Delivered marks the order paid', () => {
    expect(moveEffects('Cancelled', undefined)).toEqual({ returnsStock: true, marksPaid: false });
    expect(moveEffects('Returned', true)).toEqual({ returnsStock: true, marksPaid: false });
    expect(moveEffects('Returned', false)).toEqual({ returnsStock: false, marksPaid: false });
    expect(moveEffects('Delivered', undefined)).toEqual({ returnsStock: false, marksPaid: true });
    expect(moveEffects('Shipped', true)).toEqual({ returnsStock: false, marksPaid: false });
  });
});
