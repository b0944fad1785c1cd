import type { StoredCart } from '../../../lib/storage';
import { useCartLines } from './use-cart-lines';

export function countCartItems(cart: StoredCart): number {
  let count = 0;
  for (const quantity of Object.values(cart.products)) count += quantity;
  for (const quantity of Object.values(cart.deals)) count += quantity;
  return count;
}

/** The header badge's number: every unit of every product and deal line. */
export function useCartCount(): number {
  return countCartItems(useCartLines().lines);
}
