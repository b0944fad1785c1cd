import { describe, expect, it } from 'vitest';
import {
  DEAL_FEW_STOCK_BELOW,
  DEAL_LIMITED_STOCK_BELOW,
  PRODUCT_FEW_STOCK_BELOW,
  PRODUCT_LIMITED_STOCK_BELOW,
  PRODUCT_LOW_STOCK_BELOW,
  dealAvailableQuantity,
  dealStockDisplay,
  productStockDisplay,
} from './stock';

describe('stock thresholds', () => {
  it('are the numbers of docs/product.md §9', () => {
    expect([PRODUCT_LOW_STOCK_BELOW, PRODUCT_FEW_STOCK_BELOW, PRODUCT_LIMITED_STOCK_BELOW]).toEqual([5, 10, 20]);
    expect([DEAL_FEW_STOCK_BELOW, DEAL_LIMITED_STOCK_BELOW]).toEqual([10, 20]);
  });
});

describe('productStockDisplay', () => {
  it.each([
    [0, 'out', 'Out of Stock', null],
    [1, 'low', 'Only 1 item left!', 'Hurry, low stock'],
    [3, 'low', 'Only 3 items left!', 'Hurry, low stock'],
    [4, 'low', 'Only 4 items left!', 'Hurry, low stock'],
    [5, 'few', '5 items left', 'Limited stock available'],
    [9, 'few', '9 items left', 'Limited stock available'],
    [10, 'limited', 'Limited items left', null],
    [19, 'limited', 'Limited items left', null],
    [20, 'in', 'In Stock', 'Available for immediate shipping'],
    [500, 'in', 'In Stock', 'Available for immediate shipping'],
  ])('shows %i in stock as %s: %s', (quantity, level, label, note) => {
    expect(productStockDisplay(quantity)).toEqual({ level, label, note });
  });

  it('treats missing, negative and fractional counts as whole units', () => {
    expect(productStockDisplay(-3).label).toBe('Out of Stock');
    expect(productStockDisplay(Number.NaN).label).toBe('Out of Stock');
    expect(productStockDisplay(0.5).label).toBe('Out of Stock');
    expect(productStockDisplay(4.9).label).toBe('Only 4 items left!');
  });
});

describe('dealStockDisplay', () => {
  it.each([
    [0, 'out', 'Out of Stock'],
    [1, 'few', '1 item left'],
    [4, 'few', '4 items left'],
    [5, 'few', '5 items left'],
    [9, 'few', '9 items left'],
    [10, 'limited', 'Limited items left'],
    [19, 'limited', 'Limited items left'],
    [20, 'in', 'In Stock'],
  ])('shows %i in stock as %s: %s', (quantity, level, label) => {
    expect(dealStockDisplay(quantity)).toEqual({ level, label, note: null });
  });
});

describe('dealAvailableQuantity', () => {
  it("is the deal's own stock when its products have plenty", () => {
    expect(
      dealAvailableQuantity(7, [
        { stock: 30, unitsPerDeal: 1 },
        { stock: 40, unitsPerDeal: 2 },
      ]),
    ).toBe(7);
  });

  it('is bounded by the scarcest product, in whole deals', () => {
    expect(
      dealAvailableQuantity(25, [
        { stock: 30, unitsPerDeal: 1 },
        { stock: 9, unitsPerDeal: 2 },
        { stock: 12, unitsPerDeal: 1 },
      ]),
    ).toBe(4);
    expect(
      dealAvailableQuantity(3, [
        { stock: 0, unitsPerDeal: 1 },
        { stock: 50, unitsPerDeal: 1 },
      ]),
    ).toBe(0);
  });

  it('is 0 when any product of the deal is unpublished or missing, whatever the stock', () => {
    const plenty = { stock: 50, unitsPerDeal: 1 };
    expect(dealAvailableQuantity(7, [plenty, { stock: 50, unitsPerDeal: 1, published: true }])).toBe(7);
    expect(dealAvailableQuantity(7, [plenty, { stock: 50, unitsPerDeal: 1, published: false }])).toBe(0);
    expect(dealAvailableQuantity(7, [plenty, null])).toBe(0);
    expect(dealAvailableQuantity(7, [undefined, plenty])).toBe(0);
  });

  it('treats missing or nonsense counts as none', () => {
    expect(dealAvailableQuantity(-2, [{ stock: 10, unitsPerDeal: 1 }])).toBe(0);
    expect(dealAvailableQuantity(5, [{ stock: Number.NaN, unitsPerDeal: 1 }])).toBe(0);
    expect(dealAvailableQuantity(5.7, [])).toBe(5);
  });
});
