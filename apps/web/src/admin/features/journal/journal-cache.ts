import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminJournalKeys } from './api/query-keys';
import { overviewKeys } from '../today/api/query-keys';
import { blogKeys } from '../../../features/journal/api/query-keys';

/**
 * What a saved article makes stale: the console's journal queries (or only those under `scope`),
 * Today's numbers, and the storefront's own copy of the journal (`blogKeys.all`), which the owner may
 * open next in the same tab.
 */
export function useAfterJournalChange(scope: QueryKey = adminJournalKeys.all) {
  const queryClient = useQueryClient();
  return () => Promise.all([scope, overviewKeys.all, blogKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
