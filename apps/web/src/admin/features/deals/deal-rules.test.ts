import { describe, expect, it } from 'vitest';
import { fromShopInputValue, toShopInputValue } from './deal-rules';

describe('shop time in a datetime-local input', () => {
  it('shows an instant on the shop clock and reads it back with the shop offset', () => {
    expect(toShopInputValue('2026-12-01T04:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(fromShopInputValue('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+05:00');
    expect(new Date(fromShopInputValue(toShopInputValue('2026-12-31T19:30:00Z'))!).toISOString()).toBe('2026-12-31T19:30:00.000Z');
    expect(toShopInputValue(null)).toBe('');
    expect(fromShopInputValue('')).toBeNull();
  });
});
