import { describe, expect, it } from 'vitest';
import { contentsSummary } from './order-format';

const product = (quantity: number) => ({ quantity, isFromDeal: false });
const dealLine = (dealId: string, quantity: number) => ({ quantity, isFromDeal: true, dealId, dealName: 'Soap Sampler Trio' });

describe('contentsSummary', () => {
  it('counts products by their units and each deal once, whatever products it holds', () => {
    expect(contentsSummary([product(1)])).toBe('1 item');
    expect(contentsSummary([product(2), product(1)])).toBe('3 items');
    expect(contentsSummary([product(2), dealLine('d-1', 1), dealLine('d-1', 1), dealLine('d-1', 1)])).toBe('2 items, 1 deal');
    expect(contentsSummary([dealLine('d-1', 1), dealLine('d-2', 2)])).toBe('2 deals');
    expect(contentsSummary([])).toBe('0 items');
  });
});
