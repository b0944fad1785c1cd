import { describe, expect, it } from 'vitest';
import { paisa } from '../shared/money';
import { dealSavings, dealTotal, dealUnitPrice, percentOffLabel, productUnitPrice } from './prices';

describe('productUnitPrice', () => {
  it('sells at the discount price when it is above 0', () => {
    expect(productUnitPrice({ price: 150000, discountPrice: 120000 })).toBe(120000);
  });

  it('falls back to the price when there is no discount price', () => {
    expect(productUnitPrice({ price: 150000, discountPrice: 0 })).toBe(150000);
    expect(productUnitPrice({ price: 150000, discountPrice: null })).toBe(150000);
    expect(productUnitPrice({ price: 150000 })).toBe(150000);
    expect(productUnitPrice({ price: 150000, discountPrice: -10 })).toBe(150000);
  });
});

describe('dealUnitPrice', () => {
  it('sells at the final price when it is above 0, else at the total', () => {
    expect(dealUnitPrice({ finalPrice: 250000, total: 300000 })).toBe(250000);
    expect(dealUnitPrice({ finalPrice: 0, total: 300000 })).toBe(300000);
    expect(dealUnitPrice({ finalPrice: null, total: 300000 })).toBe(300000);
  });
});

describe('dealSavings', () => {
  it('is the total minus the final price, and that as a whole percent of the total', () => {
    expect(dealSavings({ finalPrice: paisa(250000), total: paisa(300000) })).toEqual({ amount: 50000, percent: 17 });
    expect(dealSavings({ finalPrice: paisa(200_000), total: paisa(280_050) })).toEqual({ amount: 80_050, percent: 29 });
  });

  it('is 0 without a final price or when the final price is not lower', () => {
    expect(dealSavings({ finalPrice: paisa(0), total: paisa(300000) })).toEqual({ amount: 0, percent: 0 });
    expect(dealSavings({ finalPrice: paisa(350000), total: paisa(300000) })).toEqual({ amount: 0, percent: 0 });
    expect(dealSavings({ finalPrice: paisa(0), total: paisa(0) })).toEqual({ amount: 0, percent: 0 });
  });
});

describe('percentOffLabel', () => {
  it('rounds the percentage off', () => {
    expect(percentOffLabel(100000, 75000)).toBe(25);
    expect(percentOffLabel(30000, 20000)).toBe(33);
    expect(percentOffLabel(30000, 10000)).toBe(67);
    expect(percentOffLabel(100000, 99999)).toBe(0);
  });

  it('is null unless 0 < discount < price', () => {
    expect(percentOffLabel(100000, 0)).toBeNull();
    expect(percentOffLabel(100000, null)).toBeNull();
    expect(percentOffLabel(100000, undefined)).toBeNull();
    expect(percentOffLabel(100000, 100000)).toBeNull();
    expect(percentOffLabel(100000, 120000)).toBeNull();
    expect(percentOffLabel(0, 0)).toBeNull();
  });
});

describe('dealTotal', () => {
  it('adds what each product sells for today (its discount price when above 0) times its units per deal, in paisa', () => {
    expect(
      dealTotal([
        { price: paisa(80_000), discountPrice: paisa(0), units: 2 },
        { price: paisa(120_050), units: 1 },
      ]),
    ).toBe(280_050);
    expect(dealTotal([])).toBe(0);
  });

  // Issue 33: two soaps listed at Rs. 850 and selling at Rs. 750, in a deal at Rs. 1,300, save Rs. 200 (13%), not Rs. 400 (24%).
  it('counts a product on discount at its discount price, so the saving is what the shopper really saves', () => {
    const total = dealTotal([{ price: paisa(85_000), discountPrice: paisa(75_000), units: 2 }]);
    expect(total).toBe(150_000);
    expect(dealSavings({ total, finalPrice: paisa(130_000) })).toEqual({ amount: 20_000, percent: 13 });
  });
});
