import type { getCart as getCartEndpoint } from '@shop/core/cart/contract';
import { queryOptions, useQuery, type MutationFilters, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { privateQueryMeta, readSession } from '../../../lib/auth';
import { getCart, getToken, setCart, type StoredCart } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { cartKeys } from './query-keys';

/** docs/product.md §8. */
export const cartLoadErrorMessage = 'Failed to load cart';

/** docs/product.md §7 GET /api/cart/: the logged-in shopper's cart as the server keeps it. */
export async function getAccountCart(signal?: AbortSignal): Promise<StoredCart> {
  const { cartData } = await apiCall<typeof getCartEndpoint>('GET /api/cart/', { signal, fallbackMessage: cartLoadErrorMessage });
  return cartData;
}

/** The merges of a visitor cart into `userId`'s account that this tab started, oldest first. */
export function mergeFilters(userId: string): MutationFilters {
  return {
    mutationKey: cartKeys.merges,
    predicate: (mutation) => (mutation.state.variables as { userId?: string } | undefined)?.userId === userId,
  };
}

/** How the latest merge into `userId`'s account that this tab started went, if there was one. */
export function lastMergeStatus(queryClient: QueryClient, userId: string) {
  return queryClient.getMutationCache().findAll(mergeFilters(userId)).at(-1)?.state.status;
}

/** Whether the stored token still names `userId`: an answer for a session that has ended is dropped. */
export function isSignedInAs(userId: string): boolean {
  return readSession(getToken())?.userId === userId;
}

/** `userId`'s cart as this tab knows it: the server's, or until it has answered, the stored mirror. */
export function readAccountCart(queryClient: QueryClient, userId: string): StoredCart {
  return queryClient.getQueryData(accountCartQueryOptions(userId).queryKey) ?? getCart();
}

/**
 * Writes `userId`'s cart in the cache and in its stored mirror, which the next page load shows at once
 * and other tabs follow. Only an answer from the server counts as loaded (`fromServer`): an optimistic
 * line keeps the time of the last answer, so a cart that failed to load still reads as failed.
 */
export function writeAccountCart(queryClient: QueryClient, userId: string, update: (cart: StoredCart) => StoredCart, fromServer = false): void {
  if (!isSignedInAs(userId)) return;
  const { queryKey } = accountCartQueryOptions(userId);
  const state = queryClient.getQueryState(queryKey);
  const cart = update(readAccountCart(queryClient, userId));
  queryClient.setQueryData(queryKey, cart, { updatedAt: fromServer ? Date.now() : (state?.dataUpdatedAt ?? 0) });
  setCart(cart);
}

/**
 * The logged-in shopper's cart, keyed by the user and private (logout drops it). The server's answers
 * to every change carry the whole cart, so the cache is never stale: it loads once per session, and
 * again only when asked to (a failed load, an order the server no longer recognises).
 */
export function accountCartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: cartKeys.account(userId),
    queryFn: async ({ signal }) => {
      try {
        const cart = await getAccountCart(signal);
        if (isSignedInAs(userId)) setCart(cart);
        return cart;
      } catch (error) {
        // Said once per failed load, as docs/product.md §8 asks; a refused token has logged out instead.
        if (!signal.aborted && isSignedInAs(userId)) toast.error(cartLoadErrorMessage);
        throw error;
      }
    },
    meta: privateQueryMeta,
    staleTime: Infinity,
    // Another account's cart is of no use once nobody shows it.
    gcTime: 0,
    // A failure shows at once (checkout offers Try again) rather than after a few silent attempts.
    retry: false,
    // Offline, the call fails and says so rather than waiting for the connection to come back.
    networkMode: 'always',
  });
}

export function useAccountCart(userId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountCartQueryOptions(userId ?? ''), enabled: userId !== null && enabled });
}
