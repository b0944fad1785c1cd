import { describe, expect, it } from 'vitest';
import { paisa } from '@shop/core/shared/money';
import { dealSavings, fromShopInputValue, toShopInputValue } from './deal-rules';

describe('savings', () => {
  it('rounds the percent and never saves below nothing', () => {
    expect(dealSavings(paisa(280_050), paisa(200_000))).toEqual({ paisa: 80_050, percent: 29 });
    expect(dealSavings(paisa(100_000), paisa(120_000))).toEqual({ paisa: 0, percent: 0 });
    expect(dealSavings(paisa(0), paisa(0))).toEqual({ paisa: 0, percent: 0 });
  });
});

describe('shop time in a datetime-local input', () => {
  it('shows an instant on the shop clock and reads it back with the shop offset', () => {
    expect(toShopInputValue('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(fromShopInputValue('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+05:00');
    expect(new Date(fromShopInputValue(toShopInputValue('2026-12-31T19:30:00Z'))!).toISOString()).toBe('2026-12-31T19:30:00.000Z');
    expect(toShopInputValue(null)).toBe('');
    expect(fromShopInputValue('')).toBeNull();
  });
});
