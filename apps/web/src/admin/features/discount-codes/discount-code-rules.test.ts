import { describe, expect, it } from 'vitest';
import { discountCodeOffer, discountCodeStart, discountCodeState, discountCodeStateLabel, discountCodeUses } from './discount-code-rules';

const now = new Date('2026-12-10T12:00:00+05:00');
const running = { active: true, startsAt: null, endsAt: null, maxUses: null, uses: 0 };

describe('a discount code as the console reads it', () => {
  it('is active, paused, scheduled, ended or used up by its switch, dates and uses at this moment', () => {
    expect(discountCodeState(running, now)).toBe('active');
    expect(discountCodeState({ ...running, startsAt: '2026-12-01T00:00:00+05:00', endsAt: '2026-12-31T00:00:00+05:00' }, now)).toBe('active');
    expect(discountCodeState({ ...running, active: false }, now)).toBe('paused');
    expect(discountCodeState({ ...running, startsAt: '2026-12-20T09:00:00+05:00' }, now)).toBe('scheduled');
    expect(discountCodeState({ ...running, active: false, startsAt: '2026-12-20T09:00:00+05:00' }, now)).toBe('paused');
    // The end is the first moment it no longer applies, as the server reckons it.
    expect(discountCodeState({ ...running, endsAt: '2026-12-10T12:00:00+05:00' }, now)).toBe('ended');
    expect(discountCodeState({ ...running, active: false, endsAt: '2026-12-01T00:00:00+05:00' }, now)).toBe('ended');
    expect(discountCodeState({ ...running, maxUses: 100, uses: 100 }, now)).toBe('used-up');
    expect(discountCodeState({ ...running, maxUses: 100, uses: 99 }, now)).toBe('active');
  });

  it('says what it gives, when a scheduled code starts, and its uses against its limit', () => {
    expect(discountCodeOffer({ type: 'percent', value: 20 })).toBe('20% off');
    expect(discountCodeOffer({ type: 'fixed', value: 500 })).toBe('Rs. 500.00 off');
    expect(discountCodeOffer({ type: 'free-delivery', value: null })).toBe('Free delivery');
    const scheduled = { ...running, startsAt: '2026-12-20T09:00:00+05:00' };
    expect(discountCodeStart(scheduled, 'scheduled')).toMatch(/^20-Dec-2026, 9:00\sam$/);
    expect(discountCodeStart(running, 'active')).toBeNull();
    expect(discountCodeStateLabel('used-up')).toBe('Used up');
    expect(discountCodeUses({ uses: 12, maxUses: 100 })).toBe('12 of 100 uses');
    expect(discountCodeUses({ uses: 12, maxUses: null })).toBe('12 uses');
    expect(discountCodeUses({ uses: 1, maxUses: null })).toBe('1 use');
  });
});
