import { useQueryClient } from '@tanstack/react-query';
import { adminMessageKeys } from './api/query-keys';
import { overviewKeys } from '../today/api/query-keys';

/** What a handled message or a retried email makes stale: this screen's lists and Today's numbers. */
export function useAfterMessagesChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([adminMessageKeys.all, overviewKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
