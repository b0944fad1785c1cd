import type { addToCart as addToCartEndpoint } from '@shop/core/cart/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cartLineMutationOptions, type CartChangeAnswer, type CartLineChange } from '../cart-line-mutation';

/** docs/product.md §7 POST /api/cart/add: `quantity` more units of a product. */
export function addToCart({ id, quantity }: Pick<CartLineChange, 'id' | 'quantity'>): Promise<CartChangeAnswer> {
  return apiCall<typeof addToCartEndpoint>('POST /api/cart/add', { body: { itemId: id, quantity } });
}

export function addToCartMutationOptions(queryClient: QueryClient) {
  return cartLineMutationOptions(queryClient, 'products', addToCart);
}

export function useAddToCart() {
  return useMutation(addToCartMutationOptions(useQueryClient()));
}
