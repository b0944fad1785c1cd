import type { mergeCart as mergeCartEndpoint } from '@shop/core/cart/contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/api-client';
import { readSession } from '../../../lib/auth';
import { clearCart, getCart, getToken, setToken, type StoredCart } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { accountCartQueryOptions, cartLoadErrorMessage, isSignedInAs, writeAccountCart } from './get-cart';
import { cartKeys } from './query-keys';

/** The account's cart after the merge; `adjusted` when some quantities were cut to the limits or items left out, which `message` then says. */
export type MergeAnswer = EndpointResponse<typeof mergeCartEndpoint>;

/** POST /api/cart/merge (docs/product.md §4 Cart): the visitor's lines are added to the account's cart. */
export function mergeCart(visitorCart: StoredCart): Promise<MergeAnswer> {
  return apiCall<typeof mergeCartEndpoint>('POST /api/cart/merge', {
    body: { products: visitorCart.products, deals: visitorCart.deals },
    fallbackMessage: cartLoadErrorMessage,
  });
}

export interface MergeCartInput {
  /** The account the lines join. */
  userId: string;
  visitorCart: StoredCart;
}

/**
 * The visitor's lines stay on screen while they are merged, then the server's cart replaces them. A
 * failed merge keeps them, says 'Failed to load cart', and stays in the mutation cache until the next
 * login: the account's cart is not loaded over them, and reloading the cart tries the merge again.
 */
export function mergeCartMutationOptions(queryClient: QueryClient): UseMutationOptions<MergeAnswer, unknown, MergeCartInput> {
  return {
    mutationKey: cartKeys.merges,
    mutationFn: ({ visitorCart }) => mergeCart(visitorCart),
    networkMode: 'always',
    gcTime: Infinity,
    onMutate: async ({ userId, visitorCart }) => {
      // A load of the account's cart answering now would show it without the visitor's lines.
      await queryClient.cancelQueries({ queryKey: accountCartQueryOptions(userId).queryKey });
      writeAccountCart(queryClient, userId, () => visitorCart);
    },
    onSuccess: ({ cartData, adjusted, message }, { userId }) => {
      writeAccountCart(queryClient, userId, () => cartData, true);
      if (adjusted && isSignedInAs(userId)) toast.warning(message);
    },
    onError: (_error, { userId, visitorCart }) => {
      if (!isSignedInAs(userId)) return;
      writeAccountCart(queryClient, userId, () => visitorCart);
      toast.error(cartLoadErrorMessage);
    },
  };
}

export function useMergeCart() {
  return useMutation(mergeCartMutationOptions(useQueryClient()));
}

function isEmptyCart(cart: StoredCart) {
  return Object.keys(cart.products).length === 0 && Object.keys(cart.deals).length === 0;
}

/**
 * Stores a new login token, bringing the cart along (docs/product.md §4 Cart): the visitor's cart joins the
 * account's, once. Only this tab merges; other tabs see the token arrive and load the account's cart.
 * Beside an older token (one that expired, or another account's), the stored cart is that session's
 * mirror: it is never merged into this account, nor shown as its cart while that loads.
 */
export function useLoginWithCart(): (token: string) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMergeCart();
  return useCallback(
    (token: string) => {
      const storedBeside = getToken();
      const visitorCart = getCart();
      if (storedBeside !== null) clearCart();
      setToken(token);
      // An earlier login's merge, finished or failed, says nothing about this one.
      const mutations = queryClient.getMutationCache();
      for (const merge of mutations.findAll({ mutationKey: cartKeys.merges })) mutations.remove(merge);
      const userId = readSession(token)?.userId;
      if (userId && storedBeside === null && !isEmptyCart(visitorCart)) mutate({ userId, visitorCart });
    },
    [queryClient, mutate],
  );
}
