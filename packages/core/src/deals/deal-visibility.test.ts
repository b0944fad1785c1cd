import { describe, expect, it } from 'vitest';
import { dealDate, dealPhase, dealTypeLabel, dealTypeLabels, dealTypeSlug, dealWindow, isDealLive, isFlashSale, msUntilPhaseChange } from './deal-visibility';

const startAt = new Date('2025-06-01T10:00:00.000Z');
const endAt = new Date('2025-06-01T12:00:00.000Z');
const deal = { status: 'published', startAt, endAt };

function at(iso: string): Date {
  return new Date(iso);
}

describe('isDealLive', () => {
  it('appears at the exact start second, not a millisecond before', () => {
    expect(isDealLive(deal, at('2025-06-01T09:59:59.999Z'))).toBe(false);
    expect(isDealLive(deal, at('2025-06-01T10:00:00.000Z'))).toBe(true);
    expect(isDealLive(deal, at('2025-06-01T10:00:00.001Z'))).toBe(true);
  });

  it('disappears at the exact end second, still shown a millisecond before', () => {
    expect(isDealLive(deal, at('2025-06-01T11:59:59.999Z'))).toBe(true);
    expect(isDealLive(deal, at('2025-06-01T12:00:00.000Z'))).toBe(false);
    expect(isDealLive(deal, at('2025-06-01T12:00:00.001Z'))).toBe(false);
  });

  it('compares whole seconds when the stored dates carry milliseconds', () => {
    const ragged = { status: 'published', startAt: at('2025-06-01T10:00:00.700Z'), endAt: at('2025-06-01T12:00:00.300Z') };
    expect(isDealLive(ragged, at('2025-06-01T10:00:00.100Z'))).toBe(true);
    expect(isDealLive(ragged, at('2025-06-01T11:59:59.999Z'))).toBe(true);
    expect(isDealLive(ragged, at('2025-06-01T12:00:00.100Z'))).toBe(false);
  });

  it('shows only published deals', () => {
    const now = at('2025-06-01T11:00:00Z');
    expect(isDealLive(deal, now)).toBe(true);
    expect(isDealLive({ ...deal, status: 'draft' }, now)).toBe(false);
    expect(isDealLive({ ...deal, status: 'Published' }, now)).toBe(false);
  });

  it('treats a missing date as no limit on that side', () => {
    const longAgo = at('2000-01-01T00:00:00Z');
    const farAhead = at('2100-01-01T00:00:00Z');
    expect(isDealLive({ status: 'published', startAt: null, endAt }, longAgo)).toBe(true);
    expect(isDealLive({ status: 'published', startAt, endAt: null }, farAhead)).toBe(true);
    expect(isDealLive({ status: 'published' }, farAhead)).toBe(true);
    expect(isDealLive({ status: 'published', startAt: null, endAt }, farAhead)).toBe(false);
  });

  it('hides a deal whose dates cannot be read', () => {
    const now = at('2025-06-01T11:00:00Z');
    expect(isDealLive({ status: 'published', startAt: new Date('not a date'), endAt }, now)).toBe(false);
    expect(isDealLive({ status: 'published', startAt, endAt: new Date('not a date') }, now)).toBe(false);
  });
});

describe('dealPhase', () => {
  const now = at('2026-03-10T12:00:00.000Z');
  const published = (dealStartDate: string | null, dealEndDate: string | null) => dealWindow({ status: 'published', dealStartDate, dealEndDate });

  it('tells upcoming, live and ended apart on whole seconds', () => {
    expect(dealPhase(published('2026-03-10T12:00:00.900Z', null), now)).toBe('live');
    expect(dealPhase(published('2026-03-10T12:00:01Z', null), now)).toBe('upcoming');
    expect(dealPhase(published(null, '2026-03-10T12:00:00.500Z'), now)).toBe('ended');
    expect(dealPhase(published(null, null), now)).toBe('live');
  });

  it.each([
    [{ status: 'draft', dealStartDate: null, dealEndDate: null }, 'draft'],
    [{ status: 'draft', dealStartDate: '2026-03-01T00:00:00Z', dealEndDate: '2026-03-20T00:00:00Z' }, 'draft'],
    [{ status: 'published', dealStartDate: '2026-03-01T00:00:00Z', dealEndDate: '2026-03-20T00:00:00Z' }, 'live'],
    [{ status: 'published', dealStartDate: '2026-03-11T00:00:00Z', dealEndDate: null }, 'upcoming'],
    [{ status: 'published', dealStartDate: null, dealEndDate: '2026-03-10T12:00:00Z' }, 'ended'],
    [{ status: 'published', dealStartDate: 'someday', dealEndDate: null }, 'ended'],
    [{ status: 'published', dealStartDate: null, dealEndDate: 'someday' }, 'ended'],
    [{ status: 'published', dealStartDate: '2026-03-11T00:00:00Z', dealEndDate: '2026-03-01T00:00:00Z' }, 'ended'],
  ] as const)('%o is %s', (deal, phase) => {
    expect(dealPhase(dealWindow(deal), now)).toBe(phase);
  });

  it('is live exactly when isDealLive says so', () => {
    const windows = [
      deal,
      { ...deal, status: 'draft' },
      { status: 'published', startAt: null, endAt },
      { status: 'published', startAt: new Date('not a date') },
    ];
    for (const window of windows) {
      for (const iso of ['2025-06-01T09:59:59.999Z', '2025-06-01T10:00:00.000Z', '2025-06-01T11:59:59.999Z', '2025-06-01T12:00:00.000Z']) {
        expect(dealPhase(window, at(iso)) === 'live').toBe(isDealLive(window, at(iso)));
      }
    }
  });
});

describe('dealWindow', () => {
  it("reads the API's ISO dates; null or empty is no limit, an unreadable date stays invalid", () => {
    expect(dealWindow({ status: 'published', dealStartDate: '2025-06-01T10:00:00.000Z', dealEndDate: null })).toEqual({
      status: 'published',
      startAt,
      endAt: null,
    });
    expect(dealDate('')).toBeNull();
    expect(dealDate(undefined)).toBeNull();
    expect(Number.isNaN(dealDate('not a date')?.getTime())).toBe(true);
  });
});

describe('msUntilPhaseChange', () => {
  it('waits for the start second of an upcoming deal and the end second of a live one', () => {
    expect(msUntilPhaseChange(deal, at('2025-06-01T09:59:59.250Z'))).toBe(750);
    expect(msUntilPhaseChange(deal, at('2025-06-01T11:59:58.000Z'))).toBe(2000);
    const ragged = { status: 'published', startAt: at('2025-06-01T10:00:00.700Z'), endAt: null };
    expect(msUntilPhaseChange(ragged, at('2025-06-01T09:59:59.900Z'))).toBe(100);
  });

  it('is null when nothing more will change', () => {
    expect(msUntilPhaseChange(deal, at('2025-06-01T12:00:00.000Z'))).toBeNull();
    expect(msUntilPhaseChange({ status: 'published', startAt, endAt: null }, at('2025-06-01T11:00:00Z'))).toBeNull();
    expect(msUntilPhaseChange({ ...deal, status: 'draft' }, at('2025-06-01T09:00:00Z'))).toBeNull();
  });
});

describe('dealTypeLabel', () => {
  it.each([
    ['flash_sale', 'Flash Sale'],
    ['seasonal', 'Seasonal'],
    ['clearance', 'Clearance'],
    ['bundle', 'Bundle'],
    ['featured', 'Featured'],
    ['buyonegetone', 'BOGO'],
    ['daily_deal', 'Daily Deal'],
    ['weekly_special', 'Weekly Special'],
  ])('labels %s as %s', (slug, label) => {
    expect(dealTypeLabel(slug)).toBe(label);
    expect(dealTypeLabel({ slug, name: 'Anything' })).toBe(label);
  });

  it('covers exactly the badges of docs/product.md §9', () => {
    expect(Object.keys(dealTypeLabels)).toHaveLength(8);
  });

  it('shows any other type by its own name', () => {
    expect(dealTypeLabel('mega_weekend')).toBe('mega_weekend');
    expect(dealTypeLabel({ slug: 'eid_special', name: 'Eid Special', _id: 'x1' })).toBe('Eid Special');
    expect(dealTypeLabel({ name: 'Eid Special' })).toBe('Eid Special');
    expect(dealTypeLabel({ slug: 'eid_special' })).toBe('eid_special');
  });

  it('reads a known type given only by name', () => {
    expect(dealTypeLabel({ name: 'Flash Sale' })).toBe('Flash Sale');
  });

  it('is empty when there is no type', () => {
    expect(dealTypeLabel(null)).toBe('');
    expect(dealTypeLabel(undefined)).toBe('');
  });
});

describe('dealTypeSlug', () => {
  it('reads both forms of docs/product.md §3', () => {
    expect(dealTypeSlug('flash_sale')).toBe('flash_sale');
    expect(dealTypeSlug(' seasonal ')).toBe('seasonal');
    expect(dealTypeSlug({ slug: 'daily_deal', name: 'Daily Deal', _id: 'abc' })).toBe('daily_deal');
  });

  it('derives a slug from the name when the object has none', () => {
    expect(dealTypeSlug({ name: 'Weekly Special' })).toBe('weekly_special');
    expect(dealTypeSlug({ slug: '', name: ' Flash  Sale! ' })).toBe('flash_sale');
  });

  it('is empty when nothing is given', () => {
    expect(dealTypeSlug(null)).toBe('');
    expect(dealTypeSlug(undefined)).toBe('');
    expect(dealTypeSlug({})).toBe('');
  });
});

describe('isFlashSale', () => {
  it('recognises flash sales in either form', () => {
    expect(isFlashSale('flash_sale')).toBe(true);
    expect(isFlashSale({ slug: 'flash_sale', name: 'Flash Sale' })).toBe(true);
    expect(isFlashSale({ name: 'Flash Sale' })).toBe(true);
    expect(isFlashSale('seasonal')).toBe(false);
    expect(isFlashSale(null)).toBe(false);
  });
});
