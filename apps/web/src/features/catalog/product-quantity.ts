import { CART_LINE_MAX } from '@shop/core/cart/cart';
import { cartMessages } from '@shop/core/cart/cart-rules';

export interface QuantityChoice {
  quantity: number;
  /** Why the shopper's number was changed, for a toast; null when it was taken as asked or simply reset. */
  message: string | null;
}

/** The most the product page lets a shopper pick: the cart line limit, or less when stock is lower. */
export function maxSelectableQuantity(stock: number): number {
  return Math.max(1, Math.min(CART_LINE_MAX, Math.floor(stock)));
}

/**
 * docs/product.md §5 Product quantity on the product page: at least 1, an invalid value resets to 1, a number
 * above the stock is trimmed to it with 'Quantity adjusted to available stock: N', and nothing
 * above the cart's line limit of 10.
 */
export function chooseQuantity(requested: number, stock: number): QuantityChoice {
  if (!Number.isFinite(requested) || requested < 1 || stock <= 0) return { quantity: 1, message: null };
  const wanted = Math.floor(requested);
  const max = maxSelectableQuantity(stock);
  if (wanted <= max) return { quantity: wanted, message: null };
  const trimmedToStock = max === Math.floor(stock);
  return { quantity: max, message: trimmedToStock ? cartMessages.adjustedToStock(max) : cartMessages.lineLimit };
}
