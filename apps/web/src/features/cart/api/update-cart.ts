import type { updateCart as updateCartEndpoint } from '@shop/core/cart/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cartLineMutationOptions, type CartChangeAnswer, type CartLineChange } from '../cart-line-mutation';

/** docs/product.md §7 POST /api/cart/update: a product line's new quantity; 0 removes it. */
export function updateCart({ id, quantity }: Pick<CartLineChange, 'id' | 'quantity'>): Promise<CartChangeAnswer> {
  return apiCall<typeof updateCartEndpoint>('POST /api/cart/update', { body: { itemId: id, quantity } });
}

export function updateCartMutationOptions(queryClient: QueryClient) {
  return cartLineMutationOptions(queryClient, 'products', updateCart);
}

export function useUpdateCart() {
  return useMutation(updateCartMutationOptions(useQueryClient()));
}
