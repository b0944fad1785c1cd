import { describe, expect, it } from 'vitest';
import { shopDayStart, shopWeekStart } from './shop-time';

describe('shop time', () => {
  it("starts today at the shop's midnight, also when it is still yesterday in UTC", () => {
    // 22:30 UTC on Monday 23 Nov is 03:30 on Tuesday 24 Nov in Pakistan.
    expect(shopDayStart(new Date('2026-11-23T22:30:00Z'))).toBe('2026-11-24T00:00:00+05:00');
    expect(shopDayStart(new Date('2026-11-24T18:59:00Z'))).toBe('2026-11-24T00:00:00+05:00');
  });

  it('starts the week on Monday', () => {
    expect(shopWeekStart(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-23T00:00:00+05:00');
    expect(shopWeekStart(new Date('2026-11-23T02:00:00Z'))).toBe('2026-11-23T00:00:00+05:00');
    // Sunday night in Pakistan is still the week that began on Monday the 16th.
    expect(shopWeekStart(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-16T00:00:00+05:00');
  });
});
