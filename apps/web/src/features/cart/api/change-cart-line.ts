import { apiRequest } from '../../../lib/api-client';
import type { StoredCart } from '../../../lib/storage';
import { readCartData } from './get-cart';

export interface CartLineChange {
  kind: 'product' | 'deal';
  /** Add to the line, or set it (0 removes it). */
  mode: 'add' | 'update';
  id: string;
  quantity: number;
}

export interface CartChangeAnswer {
  cartData: StoredCart;
  /** SPEC §8's text for what happened, e.g. 'Product added to cart!' or 'Quantity adjusted to available stock: 3'. */
  message: string;
}

const paths = {
  product: { add: '/api/cart/add', update: '/api/cart/update' },
  deal: { add: '/api/cart/add-deal', update: '/api/cart/update-deal' },
} as const;

/**
 * SPEC §7 POST /api/cart/add, /update, /add-deal and /update-deal. The server applies SPEC §5's
 * limits with the stock it has, and refuses with 409 or 404 and the reason.
 */
export async function changeCartLine({ kind, mode, id, quantity }: CartLineChange): Promise<CartChangeAnswer> {
  const body = kind === 'product' ? { itemId: id, quantity } : { dealId: id, quantity };
  const answer = await apiRequest<{ message?: unknown }>(paths[kind][mode], { method: 'POST', body });
  const cartData = readCartData(answer, 'The server sent an unexpected response');
  return { cartData, message: typeof answer?.message === 'string' ? answer.message : '' };
}
