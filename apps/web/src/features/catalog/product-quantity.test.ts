import { describe, expect, it } from 'vitest';
import { chooseQuantity, maxSelectableQuantity } from './product-quantity';

describe('chooseQuantity', () => {
  it('takes a number within the limits as asked', () => {
    expect(chooseQuantity(3, 20)).toEqual({ quantity: 3, message: null });
  });

  it('resets an invalid or too small value to 1 without a message', () => {
    for (const requested of [Number.NaN, 0, -4, 0.5]) {
      expect(chooseQuantity(requested, 20)).toEqual({ quantity: 1, message: null });
    }
  });

  it('trims to the stock with the message of docs/product.md §8', () => {
    expect(chooseQuantity(7, 3)).toEqual({ quantity: 3, message: 'Quantity adjusted to available stock: 3' });
  });

  it('trims to the line limit of 10 when the stock is larger', () => {
    expect(chooseQuantity(25, 40)).toEqual({ quantity: 10, message: 'You can have at most 10 of one item in your cart' });
    expect(maxSelectableQuantity(40)).toBe(10);
    expect(maxSelectableQuantity(4)).toBe(4);
  });
});
