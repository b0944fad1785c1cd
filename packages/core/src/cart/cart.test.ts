import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX, CART_LINE_MIN, addableQuantity, cartLineLimit, cartTotals, clampLineQuantity, type CartLine } from './cart';
import type { DeliverySettings } from '../delivery/delivery';
import { paisa, type Paisa } from '../shared/money';

const settings: DeliverySettings = { mode: 'fixed', fixedCharge: paisa(25000), freeDeliveryAbove: paisa(300000) };

describe('cartTotals', () => {
  it('adds lines, savings and the delivery charge', () => {
    const lines: CartLine[] = [
      { unitPrice: paisa(120000), originalUnitPrice: paisa(150000), quantity: 1 },
      { unitPrice: paisa(45000), originalUnitPrice: paisa(45000), quantity: 2 },
    ];
    expect(cartTotals(lines, settings)).toEqual({
      subtotal: 210000,
      savings: 30000,
      deliveryCharge: 25000,
      total: 235000,
      amountLeftForFreeDelivery: 90000,
      itemCount: 3,
    });
  });

  it('delivers free once the subtotal reaches the threshold', () => {
    const lines: CartLine[] = [{ unitPrice: paisa(100000), originalUnitPrice: paisa(100000), quantity: 3 }];
    expect(cartTotals(lines, settings)).toMatchObject({ subtotal: 300000, deliveryCharge: 0, total: 300000, amountLeftForFreeDelivery: null });
  });

  it('ignores lines with quantity 0 or below', () => {
    const lines: CartLine[] = [
      { unitPrice: paisa(50000), originalUnitPrice: paisa(60000), quantity: 0 },
      { unitPrice: paisa(50000), originalUnitPrice: paisa(60000), quantity: -2 },
      { unitPrice: paisa(40000), originalUnitPrice: paisa(40000), quantity: 1 },
    ];
    expect(cartTotals(lines, settings)).toMatchObject({ subtotal: 40000, savings: 0, itemCount: 1, total: 65000 });
  });

  it('never counts a price above the original as negative savings', () => {
    const lines: CartLine[] = [{ unitPrice: paisa(50000), originalUnitPrice: paisa(40000), quantity: 2 }];
    expect(cartTotals(lines, settings).savings).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    const empty = { subtotal: 0, savings: 0, deliveryCharge: 0, total: 0, itemCount: 0 };
    expect(cartTotals([], settings)).toMatchObject(empty);
    expect(cartTotals([{ unitPrice: paisa(50000), originalUnitPrice: paisa(50000), quantity: 0 }], settings)).toMatchObject(empty);
  });

  it('refuses lines that are not whole paisa or whole units', () => {
    expect(() => cartTotals([{ unitPrice: 100.5 as Paisa, originalUnitPrice: paisa(200), quantity: 1 }], settings)).toThrow(RangeError);
    expect(() => cartTotals([{ unitPrice: -100 as Paisa, originalUnitPrice: paisa(200), quantity: 1 }], settings)).toThrow(RangeError);
    expect(() => cartTotals([{ unitPrice: paisa(100), originalUnitPrice: paisa(200), quantity: 1.5 }], settings)).toThrow(RangeError);
    expect(() => cartTotals([{ unitPrice: paisa(100), originalUnitPrice: paisa(200), quantity: Number.NaN }], settings)).toThrow(RangeError);
  });

  const lineArbitrary = fc.record({
    unitPrice: fc.integer({ min: 0, max: 10 ** 7 }).map(paisa),
    originalUnitPrice: fc.integer({ min: 0, max: 10 ** 7 }).map(paisa),
    quantity: fc.integer({ min: -3, max: CART_LINE_MAX }),
  });
  const settingsArbitrary = fc.record({
    mode: fc.constant('fixed' as const),
    fixedCharge: fc.integer({ min: 0, max: 10 ** 6 }).map(paisa),
    freeDeliveryAbove: fc.integer({ min: 0, max: 10 ** 8 }).map(paisa),
  });

  it('never produces a negative amount, and total is subtotal plus delivery', () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 20 }), settingsArbitrary, (lines, deliverySettings) => {
        const totals = cartTotals(lines, deliverySettings);
        for (const amount of [totals.subtotal, totals.savings, totals.deliveryCharge, totals.total, totals.itemCount]) {
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(amount)).toBe(true);
        }
        expect(totals.total).toBe(totals.subtotal + totals.deliveryCharge);
        if (totals.amountLeftForFreeDelivery !== null) expect(totals.amountLeftForFreeDelivery).toBeGreaterThan(0);
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { maxLength: 20 }).chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        settingsArbitrary,
        ([lines, reordered], deliverySettings) => {
          expect(cartTotals(reordered, deliverySettings)).toEqual(cartTotals(lines, deliverySettings));
        },
      ),
    );
  });
});

describe('cartLineLimit', () => {
  it('is 10, or the stock when lower, or 0 when out of stock', () => {
    expect(cartLineLimit(50)).toBe(10);
    expect(cartLineLimit(10)).toBe(10);
    expect(cartLineLimit(3)).toBe(3);
    expect(cartLineLimit(0)).toBe(0);
    expect(cartLineLimit(-4)).toBe(0);
    expect(cartLineLimit(Number.NaN)).toBe(0);
  });
});

describe('clampLineQuantity', () => {
  it('keeps requests between 1 and 10 within stock', () => {
    expect(clampLineQuantity(4, 50)).toBe(4);
    expect(clampLineQuantity(CART_LINE_MIN, 50)).toBe(1);
    expect(clampLineQuantity(CART_LINE_MAX, 50)).toBe(10);
  });

  it('trims to 10 and to stock', () => {
    expect(clampLineQuantity(11, 50)).toBe(10);
    expect(clampLineQuantity(8, 5)).toBe(5);
  });

  it('resets invalid or too-small requests to 1', () => {
    expect(clampLineQuantity(0, 50)).toBe(1);
    expect(clampLineQuantity(-3, 50)).toBe(1);
    expect(clampLineQuantity(Number.NaN, 50)).toBe(1);
    expect(clampLineQuantity(2.7, 50)).toBe(2);
  });

  it('is 0 when out of stock', () => {
    expect(clampLineQuantity(3, 0)).toBe(0);
  });

  it('always lands within the line limit', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -5, max: 100 }), (requested, stock) => {
        const quantity = clampLineQuantity(requested, stock);
        const limit = cartLineLimit(stock);
        if (limit === 0) expect(quantity).toBe(0);
        else {
          expect(quantity).toBeGreaterThanOrEqual(CART_LINE_MIN);
          expect(quantity).toBeLessThanOrEqual(limit);
          expect(Number.isInteger(quantity)).toBe(true);
        }
      }),
    );
  });
});

describe('addableQuantity', () => {
  it('adds all that fits beside what is already in the cart', () => {
    expect(addableQuantity({ inCart: 0, requested: 3, stock: 50 })).toBe(3);
    expect(addableQuantity({ inCart: 8, requested: 5, stock: 50 })).toBe(2);
    expect(addableQuantity({ inCart: 2, requested: 5, stock: 4 })).toBe(2);
  });

  it('adds nothing when the line is full, stock is gone or the request is below 1', () => {
    expect(addableQuantity({ inCart: 10, requested: 1, stock: 50 })).toBe(0);
    expect(addableQuantity({ inCart: 4, requested: 1, stock: 4 })).toBe(0);
    expect(addableQuantity({ inCart: 0, requested: 1, stock: 0 })).toBe(0);
    expect(addableQuantity({ inCart: 0, requested: 0, stock: 50 })).toBe(0);
    expect(addableQuantity({ inCart: 0, requested: -2, stock: 50 })).toBe(0);
  });

  it('never lets a line pass its limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: -5, max: 20 }), fc.integer({ min: -5, max: 40 }), (inCart, requested, stock) => {
        const added = addableQuantity({ inCart, requested, stock });
        expect(added).toBeGreaterThanOrEqual(0);
        expect(added).toBeLessThanOrEqual(Math.max(0, requested));
        if (added > 0) expect(inCart + added).toBeLessThanOrEqual(cartLineLimit(stock));
      }),
    );
  });
});
