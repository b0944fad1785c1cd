import { describe, expect, it } from 'vitest';
import { canMoveOrderStatus, nextOrderStatuses, orderMoveRefusal } from './admin-order-status';
import { orderStatuses } from './cancellation';

describe('order status moves', () => {
  it('goes one step at a time, or to Cancelled before delivery', () => {
    expect(nextOrderStatuses('Order Placed')).toEqual(['Packing', 'Cancelled']);
    expect(nextOrderStatuses('Packing')).toEqual(['Shipped', 'Cancelled']);
    expect(nextOrderStatuses('Shipped')).toEqual(['Out for delivery', 'Cancelled']);
    expect(nextOrderStatuses('Out for delivery')).toEqual(['Delivered', 'Cancelled']);
    expect(nextOrderStatuses('Delivered')).toEqual([]);
    expect(nextOrderStatuses('Cancelled')).toEqual([]);
  });

  it('refuses every other move, naming both states', () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        expect(canMoveOrderStatus(from, to)).toBe(nextOrderStatuses(from).includes(to));
      }
    }
    expect(orderMoveRefusal('Delivered', 'Packing')).toBe(
      'This order cannot move from Delivered to Packing. An order that is Delivered cannot change any more.',
    );
    expect(orderMoveRefusal('Order Placed', 'Delivered')).toBe(
      'This order cannot move from Order Placed to Delivered. From Order Placed it can move to Packing or Cancelled.',
    );
  });
});
