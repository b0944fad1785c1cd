import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysFromTo, isShopDay, periodEnd, periodStart, shopDayEnd, shopDayOf, shopDayStart } from './shop-days';

describe('shop days', () => {
  it("reads a bare day as the shop's day: Karachi's midnight to the next", () => {
    expect(shopDayStart('2026-11-27', 'Asia/Karachi').toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(shopDayEnd('2026-11-27', 'Asia/Karachi').toISOString()).toBe('2026-11-27T19:00:00.000Z');
    expect(shopDayStart('2026-11-27', 'UTC').toISOString()).toBe('2026-11-27T00:00:00.000Z');
    // 23:30 in Karachi on the 27th is 18:30 UTC: still the 27th there, though the 28th in Tokyo.
    expect(shopDayOf(new Date('2026-11-27T18:30:00Z'), 'Asia/Karachi')).toBe('2026-11-27');
    expect(shopDayOf(new Date('2026-11-27T19:00:00Z'), 'Asia/Karachi')).toBe('2026-11-28');
    expect(shopDayOf(new Date('2026-11-27T18:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-28');
  });

  it('keeps days whole across daylight saving: 23 and 25 hour days, and a midnight the clocks jump over', () => {
    const hours = (day: string, zone: string) => (shopDayEnd(day, zone).getTime() - shopDayStart(day, zone).getTime()) / 3_600_000;
    expect(hours('2026-03-08', 'America/New_York')).toBe(23);
    expect(hours('2026-11-01', 'America/New_York')).toBe(25);
    expect(hours('2026-11-02', 'America/New_York')).toBe(24);
    expect(shopDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(shopDayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // Chile moves its clocks from 00:00 to 01:00: the day begins as they land.
    const santiago = shopDayStart('2026-09-06', 'America/Santiago');
    expect(shopDayOf(santiago, 'America/Santiago')).toBe('2026-09-06');
    expect(shopDayOf(new Date(santiago.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('counts and lists calendar days, and tells a bare day from an instant', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2024-01-01', '2025-12-31')).toBe(730);
    expect(daysFromTo('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(daysFromTo('2026-12-01', '2026-11-29')).toEqual([]);
    expect(isShopDay('2026-11-27')).toBe(true);
    expect(isShopDay('2026-02-30')).toBe(false);
    expect(isShopDay('2026-11-27T00:00:00Z')).toBe(false);
    expect(periodStart('2026-11-27T09:00:00+05:00', 'Asia/Karachi').toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(periodEnd('2026-11-27T09:00:00+05:00', 'Asia/Karachi').toISOString()).toBe('2026-11-27T04:00:00.001Z');
    expect(periodEnd('2026-11-27', 'Asia/Karachi').toISOString()).toBe('2026-11-27T19:00:00.000Z');
  });
});
