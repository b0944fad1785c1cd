import type { updateCartDeal as updateCartDealEndpoint } from '@shop/core/cart/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { cartLineMutationOptions, type CartChangeAnswer, type CartLineChange } from '../cart-line-mutation';

/** docs/product.md §7 POST /api/cart/update-deal: a deal line's new quantity; 0 removes it. */
export function updateCartDeal({ id, quantity }: Pick<CartLineChange, 'id' | 'quantity'>): Promise<CartChangeAnswer> {
  return apiCall<typeof updateCartDealEndpoint>('POST /api/cart/update-deal', { body: { dealId: id, quantity } });
}

export function updateCartDealMutationOptions(queryClient: QueryClient) {
  return cartLineMutationOptions(queryClient, 'deals', updateCartDeal);
}

export function useUpdateCartDeal() {
  return useMutation(updateCartDealMutationOptions(useQueryClient()));
}
