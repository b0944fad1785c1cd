import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cartLineMutationOptions, postCartLine, type CartChangeAnswer, type CartLineChange } from '../cart-line-mutation';

/** docs/product.md §7 POST /api/cart/add: `quantity` more units of a product. */
export function addToCart({ id, quantity }: Pick<CartLineChange, 'id' | 'quantity'>): Promise<CartChangeAnswer> {
  return postCartLine('/api/cart/add', { itemId: id, quantity });
}

export function addToCartMutationOptions(queryClient: QueryClient) {
  return cartLineMutationOptions(queryClient, 'products', addToCart);
}

export function useAddToCart() {
  return useMutation(addToCartMutationOptions(useQueryClient()));
}
