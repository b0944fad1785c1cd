import { apiRequest } from '../../../lib/api-client';
import type { StoredCart } from '../../../lib/storage';
import { cartLoadErrorMessage, readCartData } from './get-cart';

export interface MergeAnswer {
  cartData: StoredCart;
  /** True when some quantities were cut to the limits or items left out; `message` then says so. */
  adjusted: boolean;
  message: string;
}

/** POST /api/cart/merge (DESIGN decision 7): the visitor's lines are added to the account's cart. */
export async function mergeCart(visitorCart: StoredCart): Promise<MergeAnswer> {
  const answer = await apiRequest<{ adjusted?: unknown; message?: unknown }>('/api/cart/merge', {
    method: 'POST',
    body: { products: visitorCart.products, deals: visitorCart.deals },
    fallbackMessage: cartLoadErrorMessage,
  });
  return {
    cartData: readCartData(answer, cartLoadErrorMessage),
    adjusted: answer?.adjusted === true,
    message: typeof answer?.message === 'string' ? answer.message : '',
  };
}
