import { useQueryClient } from '@tanstack/react-query';
import { adminBlockKeys } from './api/query-keys';
import { adminOrderKeys } from '../orders/api/query-keys';
import { overviewKeys } from '../today/api/query-keys';

/**
 * What a block or its lifting makes stale: the list, every order's customer risk (list and detail) and
 * Today's orders at risk.
 */
export function useAfterBlocklistChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([adminBlockKeys.all, adminOrderKeys.all, overviewKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
