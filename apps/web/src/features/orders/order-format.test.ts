import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatSecondsLeft, orderNumber } from './order-format';

describe('order texts', () => {
  it("writes the date as '21 Nov 2026, 3:42 PM', with 12 for noon and midnight", () => {
    expect(formatOrderDate(new Date(2026, 10, 21, 15, 42))).toBe('21 Nov 2026, 3:42 PM');
    expect(formatOrderDate(new Date(2026, 0, 5, 0, 7))).toBe('5 Jan 2026, 12:07 AM');
    expect(formatOrderDate(new Date(2026, 5, 30, 12, 0))).toBe('30 Jun 2026, 12:00 PM');
    expect(formatOrderDate(new Date(Number.NaN))).toBe('');
  });

  it('counts down the cancellation window in minutes and seconds', () => {
    expect(formatSecondsLeft(900)).toBe('15:00');
    expect(formatSecondsLeft(899)).toBe('14:59');
    expect(formatSecondsLeft(61)).toBe('1:01');
    expect(formatSecondsLeft(0)).toBe('0:00');
  });

  it('numbers an order by the first 7 characters of its id', () => {
    expect(orderNumber('k3x9QmZ2abcdefgh')).toBe('k3x9QmZ');
  });
});
