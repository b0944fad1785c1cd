import { useQueryClient } from '@tanstack/react-query';

/** Every query of the Messages screen starts with this key. */
export const messagesQueryKey = ['admin', 'messages'] as const;

/** What a handled message or a retried email makes stale: this screen's lists and Today's numbers. */
export function useAfterMessagesChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([messagesQueryKey, ['admin', 'overview']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
