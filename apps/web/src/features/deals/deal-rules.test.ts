import { describe, expect, it } from 'vitest';
import { makeDeal } from './deal-fixtures';
import { liveDeals, relatedDeals } from './deal-rules';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('liveDeals', () => {
  it('keeps only published deals whose window holds now; a missing date is no limit', () => {
    const deals = [
      makeDeal({ _id: 'live', dealStartDate: '2026-03-01T00:00:00Z', dealEndDate: '2026-03-20T00:00:00Z' }),
      makeDeal({ _id: 'open-ended', dealStartDate: null, dealEndDate: null }),
      makeDeal({ _id: 'ended', dealStartDate: null, dealEndDate: '2026-03-10T12:00:00Z' }),
      makeDeal({ _id: 'upcoming', dealStartDate: '2026-03-10T12:00:01Z', dealEndDate: null }),
      makeDeal({ _id: 'draft', status: 'draft' as 'published', dealStartDate: null, dealEndDate: null }),
      makeDeal({ _id: 'garbled', dealStartDate: 'not a date', dealEndDate: null }),
    ];
    expect(liveDeals(deals, now).map((deal) => deal._id)).toEqual(['live', 'open-ended']);
  });
});

describe('relatedDeals', () => {
  const open = { dealStartDate: null, dealEndDate: null };

  it('prefers live deals of the same category, never the current one, at most 5', () => {
    const current = makeDeal({ _id: 'me', category: 'Soaps', ...open });
    const soaps = Array.from({ length: 7 }, (_, i) => makeDeal({ _id: `soap-${i}`, category: 'Soaps', ...open }));
    const others = [makeDeal({ _id: 'cream', category: 'Creams', ...open })];
    const ended = makeDeal({ _id: 'ended', category: 'Soaps', dealStartDate: null, dealEndDate: '2026-03-01T00:00:00Z' });
    const related = relatedDeals(current, [current, ended, ...others, ...soaps], now);
    expect(related.map((deal) => deal._id)).toEqual(['soap-0', 'soap-1', 'soap-2', 'soap-3', 'soap-4']);
  });

  it('falls back to any other live deal when none shares the category', () => {
    const current = makeDeal({ _id: 'me', category: 'Soaps', ...open });
    const related = relatedDeals(current, [current, makeDeal({ _id: 'cream', category: 'Creams', ...open })], now);
    expect(related.map((deal) => deal._id)).toEqual(['cream']);
  });
});
