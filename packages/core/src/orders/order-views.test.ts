import { describe, expect, it } from 'vitest';
import { orderStatuses } from './cancellation';
import { orderInView, orderViews, statusesOfView } from './order-views';

describe('order history views', () => {
  it('puts every status in exactly one view besides all', () => {
    for (const status of orderStatuses) {
      const views = orderViews.filter((view) => view !== 'all' && orderInView(status, view));
      expect(views, status).toHaveLength(1);
      expect(orderInView(status, 'all')).toBe(true);
    }
  });

  it('counts orders on their way as active, and the ended ones by how they ended', () => {
    expect(orderInView('Out for delivery', 'active')).toBe(true);
    expect(orderInView('Delivered', 'active')).toBe(false);
    expect(orderInView('Delivered', 'delivered')).toBe(true);
    expect(orderInView('Cancelled', 'cancelled')).toBe(true);
    expect(orderInView('Returned', 'returned')).toBe(true);
    expect(orderInView('Returned', 'delivered')).toBe(false);
    expect(statusesOfView('active')).toEqual(['Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery']);
  });
});
