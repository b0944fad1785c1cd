import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_LINE_MAX } from './cart';
import { decideDealAdd, decideDealUpdate, decideProductAdd, decideProductUpdate, refuseNewLineOfFullCart } from './cart-rules';

describe('adding a product', () => {
  it('adds within stock with the message of docs/product.md §8', () => {
    expect(decideProductAdd({ inCart: 0, requested: 2, stock: 30 })).toEqual({
      outcome: 'set',
      quantity: 2,
      message: 'Product added to cart!',
    });
  });
  it('refuses at stock 0', () => {
    expect(decideProductAdd({ inCart: 0, requested: 1, stock: 0 }).message).toBe('This product is out of stock');
  });
  it('trims to the stock left with the message of docs/product.md §8', () => {
    expect(decideProductAdd({ inCart: 1, requested: 5, stock: 3 })).toEqual({
      outcome: 'set',
      quantity: 3,
      message: 'Quantity adjusted to available stock: 3',
    });
  });
  it('ignores quantities below 1', () => {
    expect(decideProductAdd({ inCart: 0, requested: 0, stock: 9 }).outcome).toBe('ignored');
    expect(decideProductAdd({ inCart: 0, requested: -3, stock: 9 }).outcome).toBe('ignored');
  });
  it('never puts more than 10 on a line', () => {
    expect(decideProductAdd({ inCart: 8, requested: 5, stock: 50 })).toMatchObject({ quantity: 10 });
    expect(decideProductAdd({ inCart: 10, requested: 1, stock: 50 }).outcome).toBe('refused');
  });
  it('never exceeds the line limit or the stock (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: -5, max: 40 }), fc.integer({ min: 0, max: 60 }), (inCart, requested, stock) => {
        const decision = decideProductAdd({ inCart: Math.min(inCart, stock), requested, stock });
        if (decision.quantity !== null) {
          expect(decision.quantity).toBeLessThanOrEqual(Math.min(CART_LINE_MAX, stock));
          expect(decision.quantity).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });
});

describe('adding a deal', () => {
  it('adds with the message of docs/product.md §8', () => {
    expect(decideDealAdd({ inCart: 0, requested: 1, stock: 7 })).toMatchObject({ quantity: 1, message: 'Deal added to cart!' });
  });
  it('refuses past the deal stock with the message of docs/product.md §8', () => {
    expect(decideDealAdd({ inCart: 6, requested: 2, stock: 7 })).toEqual({
      outcome: 'refused',
      quantity: null,
      message: 'Only 7 items available for this deal',
      reason: 'short',
    });
  });
  it('refuses when out of stock or unknown, saying which, so the server answers 409 or 404', () => {
    expect(decideDealAdd({ inCart: 0, requested: 1, stock: 0 })).toMatchObject({ message: 'This deal is out of stock', reason: 'short' });
    expect(decideDealAdd({ inCart: 0, requested: 1, stock: undefined })).toMatchObject({ message: 'Deal not found', reason: 'not-found' });
    expect(decideProductAdd({ inCart: 0, requested: 1, stock: undefined })).toMatchObject({ message: 'Product not found', reason: 'not-found' });
    expect(decideProductUpdate({ requested: 1, stock: undefined })).toMatchObject({ reason: 'not-found' });
    expect(decideDealUpdate({ requested: 1, stock: undefined })).toMatchObject({ reason: 'not-found' });
  });
});

describe('setting a line', () => {
  it('removes at 0 and ignores negatives', () => {
    expect(decideProductUpdate({ requested: 0, stock: 5 })).toMatchObject({ outcome: 'set', quantity: 0 });
    expect(decideDealUpdate({ requested: -1, stock: 5 }).outcome).toBe('ignored');
  });
  it('trims a product to stock and refuses a deal past its stock', () => {
    expect(decideProductUpdate({ requested: 9, stock: 4 })).toMatchObject({
      quantity: 4,
      message: 'Quantity adjusted to available stock: 4',
    });
    expect(decideDealUpdate({ requested: 9, stock: 4 }).message).toBe('Only 4 items available for this deal');
  });
});

describe('a full cart', () => {
  const cartOf = (products: number, deals: number) => ({
    products: Object.fromEntries(Array.from({ length: products }, (_, index) => [`p${index}`, 1])),
    deals: Object.fromEntries(Array.from({ length: deals }, (_, index) => [`d${index}`, 1])),
  });

  it('refuses a new line once it holds 100 products and deals together, and lets its own lines change', () => {
    expect(refuseNewLineOfFullCart(cartOf(60, 40), 0)).toEqual({
      outcome: 'refused',
      quantity: null,
      message: 'Your cart holds 100 different products and deals, the most it can. Please remove one first.',
      reason: 'full',
    });
    expect(refuseNewLineOfFullCart(cartOf(60, 40), 3)).toBeNull();
    expect(refuseNewLineOfFullCart(cartOf(60, 39), 0)).toBeNull();
  });
});
