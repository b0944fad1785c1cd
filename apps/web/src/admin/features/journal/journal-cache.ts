import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Every query of the Journal screens starts with this key. */
export const journalQueryKey = ['admin', 'journal'] as const;

/**
 * What a saved article makes stale: the console's journal queries (or only those under `scope`),
 * Today's numbers, and the storefront's own copy of the journal (`['blogs']`), which the owner may
 * open next in the same tab.
 */
export function useAfterJournalChange(scope: QueryKey = journalQueryKey) {
  const queryClient = useQueryClient();
  return () => Promise.all([scope, ['admin', 'overview'], ['blogs']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
