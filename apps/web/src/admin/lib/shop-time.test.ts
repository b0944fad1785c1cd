import { describe, expect, it } from 'vitest';
import { formatShopDate, formatShopDay, formatShopPeriod, fromShopInputValue, shopToday, shopWeekMonday, toShopInputValue } from './shop-time';

describe('shop time', () => {
  it("names today by the shop's clock, also when it is still yesterday in UTC", () => {
    // 22:30 UTC on Monday 23 Nov is 03:30 on Tuesday 24 Nov in Pakistan.
    expect(shopToday(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24');
    expect(shopToday(new Date('2026-11-24T18:59:00Z'))).toBe('2026-11-24');
    expect(shopToday(new Date('2026-11-24T18:59:00Z'), 'UTC')).toBe('2026-11-24');
    expect(shopToday(new Date('2026-11-24T19:00:00Z'))).toBe('2026-11-25');
  });

  it('starts the week on Monday', () => {
    expect(shopWeekMonday(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-23');
    expect(shopWeekMonday(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-23');
    // Sunday night in Pakistan is still the week that began on Monday the 16th.
    expect(shopWeekMonday(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-16');
  });

  it('writes days and periods as the owner reads them', () => {
    expect(formatShopDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatShopPeriod('2026-11-28', '2026-11-28')).toBe('28 Nov 2026');
    expect(formatShopPeriod('2026-11-01', '2026-11-28')).toBe('1 Nov – 28 Nov 2026');
    expect(formatShopPeriod('2025-12-30', '2026-01-02')).toBe('30 Dec 2025 – 2 Jan 2026');
    expect(formatShopPeriod('2026-11-01', undefined)).toBe('from 1 Nov 2026');
    expect(formatShopPeriod(undefined, '2026-11-28')).toBe('until 28 Nov 2026');
  });

  it("names an instant's day by the shop's clock: 20:00 UTC is already the next day in Pakistan", () => {
    expect(formatShopDate('2026-11-12T20:00:00Z')).toBe('13 Nov 2026');
    expect(formatShopDate('2026-11-12T18:59:00Z')).toBe('12 Nov 2026');
  });

  it('shows an instant in a datetime-local input on the shop clock and reads it back with the shop offset', () => {
    expect(toShopInputValue('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(fromShopInputValue('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+05:00');
    expect(new Date(fromShopInputValue(toShopInputValue('2026-12-31T19:30:00Z'))!).toISOString()).toBe('2026-12-31T19:30:00.000Z');
    expect(toShopInputValue(null)).toBe('');
    expect(fromShopInputValue('')).toBeNull();
  });
});
