import { fallbackOperatingHours } from '@shop/core/business/business-details';
import { describe, expect, it } from 'vitest';
import { weekSummary } from './store-hours';

describe('weekSummary', () => {
  it('joins runs of days with the same hours', () => {
    expect(weekSummary(fallbackOperatingHours)).toBe('Mon–Sat 09:00–18:00 · Sun closed');
  });

  it('names a day alone when its neighbours differ', () => {
    const hours = { ...fallbackOperatingHours, friday: { open: '14:00', close: '20:00', closed: false } };
    expect(weekSummary(hours)).toBe('Mon–Thu 09:00–18:00 · Fri 14:00–20:00 · Sat 09:00–18:00 · Sun closed');
  });
});
