import { describe, expect, it } from 'vitest';
import { ORDERS_PER_ACCOUNT_PER_HOUR, orderLimitMessage, secondsUntilNextOrderAllowed } from './order-limits';

describe('secondsUntilNextOrderAllowed', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it('lets an account with fewer orders than the limit order now', () => {
    expect(secondsUntilNextOrderAllowed(undefined, now)).toBe(0);
  });

  it('waits until the oldest of the last orders is an hour old', () => {
    expect(secondsUntilNextOrderAllowed(now, now)).toBe(3600);
    expect(secondsUntilNextOrderAllowed(ago(1800), now)).toBe(1800);
    expect(secondsUntilNextOrderAllowed(new Date(ago(3599).getTime() - 500), now)).toBe(1);
    expect(secondsUntilNextOrderAllowed(ago(3600), now)).toBe(0);
    expect(secondsUntilNextOrderAllowed(ago(7200), now)).toBe(0);
  });
});

describe('orderLimitMessage', () => {
  it('says how many orders and how many minutes to wait, rounded up', () => {
    expect(ORDERS_PER_ACCOUNT_PER_HOUR).toBe(20);
    expect(orderLimitMessage(3600)).toBe('You have placed 20 orders in the last hour. Please try again in 60 minutes.');
    expect(orderLimitMessage(61)).toBe('You have placed 20 orders in the last hour. Please try again in 2 minutes.');
    expect(orderLimitMessage(5)).toBe('You have placed 20 orders in the last hour. Please try again in 1 minute.');
  });
});
