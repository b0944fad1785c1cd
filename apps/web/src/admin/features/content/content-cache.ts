import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { adminContentKeys } from './api/query-keys';
import { overviewKeys } from '../today/api/query-keys';

/** The storefront's own answers: every query outside the console's ['admin', …]. */
const isShopQuery = (query: Query) => query.queryKey[0] !== 'admin';

/**
 * What a saved change makes stale: the Content screen's lists, Today's numbers (`consoleKeys` for
 * others), and whatever the storefront has cached in this tab, which the owner may open next. The
 * storefront's answers are marked stale by key prefix rather than through its api/ files: importing
 * those would make them code the console shares with the storefront (decision 014).
 */
export function useAfterContentChange(...consoleKeys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      ...[adminContentKeys.all, overviewKeys.all, ...consoleKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      queryClient.invalidateQueries({ predicate: isShopQuery }),
    ]);
}
