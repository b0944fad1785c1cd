import { describe, expect, it } from 'vitest';
import { contentsSummary } from './order-format';

const product = (quantity: number) => ({ kind: 'product' as const, quantity });
const deal = (quantity: number) => ({ kind: 'deal' as const, quantity });

describe('contentsSummary', () => {
  it('counts products by their units and deals by how many were bought, whatever products they hold', () => {
    expect(contentsSummary([product(1)])).toBe('1 item');
    expect(contentsSummary([product(2), product(1)])).toBe('3 items');
    expect(contentsSummary([product(2), deal(1)])).toBe('2 items, 1 deal');
    expect(contentsSummary([deal(1), deal(2)])).toBe('3 deals');
    expect(contentsSummary([])).toBe('0 items');
  });
});
