import { useQueryClient } from '@tanstack/react-query';

/** Every query of the Blocklist starts with this key. */
export const blocksQueryKey = ['admin', 'blocks'] as const;

/**
 * What a block or its lifting makes stale: the list, every order's customer risk (list and detail) and
 * Today's orders at risk.
 */
export function useAfterBlocklistChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([blocksQueryKey, ['admin', 'orders'], ['admin', 'overview']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
