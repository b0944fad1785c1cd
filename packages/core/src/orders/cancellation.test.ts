import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_WINDOW_SECONDS,
  CANCEL_REASON_MAX,
  canCancelOrder,
  cancellationProgressPercent,
  cancellationReasonToSend,
  cancellationSecondsLeft,
  customerCancellableStatuses,
  fallbackCancellationReasons,
  orderStatuses,
} from './cancellation';

const orderedAt = new Date('2025-06-01T10:00:00.000Z');

function after(ms: number): Date {
  return new Date(orderedAt.getTime() + ms);
}

describe('constants', () => {
  it('match docs/product.md §4 and §9', () => {
    expect(CANCELLATION_WINDOW_SECONDS).toBe(900);
    expect(customerCancellableStatuses).toEqual(['Order Placed', 'Confirmed']);
    expect(CANCEL_REASON_MAX).toBe(500);
    expect(orderStatuses).toEqual(['Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled', 'Returned']);
    expect(fallbackCancellationReasons).toEqual([
      'Changed my mind',
      'Found better price elsewhere',
      'Delivery time too long',
      'Ordered by mistake',
      'Product not required anymore',
      'Payment issues',
      'Duplicate order',
      'Shipping address issues',
      'Other',
    ]);
  });
});

describe('cancellationSecondsLeft', () => {
  it('counts down from 900 to 0', () => {
    expect(cancellationSecondsLeft(orderedAt, after(0))).toBe(900);
    expect(cancellationSecondsLeft(orderedAt, after(1000))).toBe(899);
    expect(cancellationSecondsLeft(orderedAt, after(450_000))).toBe(450);
    expect(cancellationSecondsLeft(orderedAt, after(899_999))).toBe(1);
    expect(cancellationSecondsLeft(orderedAt, after(900_000))).toBe(0);
    expect(cancellationSecondsLeft(orderedAt, after(3_600_000))).toBe(0);
  });

  it('counts a partly elapsed second as still left', () => {
    expect(cancellationSecondsLeft(orderedAt, after(500))).toBe(900);
    expect(cancellationSecondsLeft(orderedAt, after(1500))).toBe(899);
  });

  it('never exceeds 900 when the clock is behind the order date', () => {
    expect(cancellationSecondsLeft(orderedAt, after(-60_000))).toBe(900);
  });

  it('is 0 for an unreadable order date', () => {
    expect(cancellationSecondsLeft(new Date('bad'), after(0))).toBe(0);
  });
});

describe('cancellationProgressPercent', () => {
  it('is the remaining seconds out of 900', () => {
    expect(cancellationProgressPercent(900)).toBe(100);
    expect(cancellationProgressPercent(450)).toBe(50);
    expect(cancellationProgressPercent(225)).toBe(25);
    expect(cancellationProgressPercent(9)).toBe(1);
    expect(cancellationProgressPercent(0)).toBe(0);
  });

  it('stays between 0 and 100', () => {
    expect(cancellationProgressPercent(-10)).toBe(0);
    expect(cancellationProgressPercent(1200)).toBe(100);
    expect(cancellationProgressPercent(Number.NaN)).toBe(0);
  });
});

describe('canCancelOrder', () => {
  it('allows an Order Placed or Confirmed order inside the window', () => {
    expect(canCancelOrder({ status: 'Order Placed', orderedAt }, after(0))).toBe(true);
    expect(canCancelOrder({ status: 'Order Placed', orderedAt }, after(899_999))).toBe(true);
    expect(canCancelOrder({ status: 'Confirmed', orderedAt }, after(899_999))).toBe(true);
  });

  it('refuses once 15 minutes have passed', () => {
    expect(canCancelOrder({ status: 'Order Placed', orderedAt }, after(900_000))).toBe(false);
  });

  it('refuses every other status even inside the window', () => {
    for (const status of orderStatuses.filter((s) => !customerCancellableStatuses.includes(s))) {
      expect(canCancelOrder({ status, orderedAt }, after(1000))).toBe(false);
    }
  });
});

describe('cancellationReasonToSend', () => {
  it('sends a listed reason as it is', () => {
    expect(cancellationReasonToSend('Changed my mind', '')).toBe('Changed my mind');
    expect(cancellationReasonToSend('Duplicate order', 'ignored text')).toBe('Duplicate order');
  });

  it('sends the trimmed free text when Other is chosen', () => {
    expect(cancellationReasonToSend('Other', '  Wrong colour ordered  ')).toBe('Wrong colour ordered');
    expect(cancellationReasonToSend('Other', 'x'.repeat(500))).toBe('x'.repeat(500));
  });

  it('has nothing to send without a reason, or with Other and blank or over-long text', () => {
    expect(cancellationReasonToSend('', '')).toBeNull();
    expect(cancellationReasonToSend(null, 'text')).toBeNull();
    expect(cancellationReasonToSend('Other', '   ')).toBeNull();
    expect(cancellationReasonToSend('Other', undefined)).toBeNull();
    expect(cancellationReasonToSend('Other', 'x'.repeat(501))).toBeNull();
  });
});
