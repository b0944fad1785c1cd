import type { addDealToCart as addDealToCartEndpoint } from '@shop/core/cart/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cartLineMutationOptions, type CartChangeAnswer, type CartLineChange } from '../cart-line-mutation';

/** docs/product.md §7 POST /api/cart/add-deal: `quantity` more of a deal. */
export function addDealToCart({ id, quantity }: Pick<CartLineChange, 'id' | 'quantity'>): Promise<CartChangeAnswer> {
  return apiCall<typeof addDealToCartEndpoint>('POST /api/cart/add-deal', { body: { dealId: id, quantity } });
}

export function addDealToCartMutationOptions(queryClient: QueryClient) {
  return cartLineMutationOptions(queryClient, 'deals', addDealToCart);
}

export function useAddDealToCart() {
  return useMutation(addDealToCartMutationOptions(useQueryClient()));
}
