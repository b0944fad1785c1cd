import { useMutationState, useQueryClient, type Mutation, type MutationStatus, type QueryState } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/auth';
import { getCart, localKeys, subscribeToCart, type StoredCart } from '../../../lib/storage';
import { accountCartQueryOptions, isSignedInAs, useAccountCart } from '../api/get-cart';
import { cartKeys } from '../api/query-keys';

/**
 * Whether the cart on screen is the one to trust: always 'ready' for a visitor; for a logged-in
 * shopper 'loading' until the server's cart has arrived, 'error' when it could not be loaded.
 */
export type CartSyncStatus = 'ready' | 'loading' | 'error';

export interface CartLines {
  /** docs/product.md §3 Cart: product id → quantity and deal id → quantity. */
  lines: StoredCart;
  status: CartSyncStatus;
  /** The logged-in shopper, or null for a visitor. */
  userId: string | null;
}

/**
 * The status of a logged-in shopper's cart from the latest merge into the account (if this tab
 * started one) and the account cart's query: only an answer from the server counts as loaded.
 */
export function syncStatus(merge: MutationStatus | undefined, query: Pick<QueryState, 'dataUpdatedAt' | 'errorUpdatedAt'> | undefined): CartSyncStatus {
  if (merge === 'pending') return 'loading';
  if (merge === 'error' || (query && query.errorUpdatedAt > query.dataUpdatedAt)) return 'error';
  return query && query.dataUpdatedAt > 0 ? 'ready' : 'loading';
}

const mergeOf = (mutation: Mutation) => ({
  userId: (mutation.state.variables as { userId?: string } | undefined)?.userId,
  status: mutation.state.status,
});

/**
 * Other tabs write the account's cart to its stored mirror as they change it; here those writes
 * (storage events, which never come from this tab) become this tab's cart too.
 */
function useFollowOtherTabs(userId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === null) return undefined;
    const { queryKey } = accountCartQueryOptions(userId);
    function onStorage(event: StorageEvent) {
      if (event.key !== localKeys.cart && event.key !== null) return;
      // Until the server has answered here, this tab's own load decides.
      if (!isSignedInAs(userId!) || queryClient.getQueryData(queryKey) === undefined) return;
      queryClient.setQueryData(queryKey, getCart());
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userId, queryClient]);
}

/**
 * The shopper's cart lines, read-only: a visitor's from the device (docs/product.md §4), a logged-in shopper's
 * from the server, shown from the stored mirror until the server answers. What the header badge
 * needs; pages that change the cart use useCart.
 */
export function useCartLines(): CartLines {
  const session = useSession();
  const userId = session?.userId ?? null;
  const stored = useSyncExternalStore(subscribeToCart, getCart, getCart);
  // Filters and select must not depend on this render: the hook computes its result again only
  // when the mutation cache changes, and a login starts its merge before this renders with the user.
  const merge = useMutationState({ filters: { mutationKey: cartKeys.merges }, select: mergeOf })
    .filter((candidate) => candidate.userId === userId)
    .at(-1)?.status;
  // A merge under way brings the account's cart; one that failed keeps the visitor's lines for a retry.
  const query = useAccountCart(userId, { enabled: merge !== 'pending' && merge !== 'error' });
  useFollowOtherTabs(userId);

  if (userId === null) return { lines: stored, status: 'ready', userId };
  return { lines: query.data ?? stored, status: syncStatus(merge, query), userId };
}
