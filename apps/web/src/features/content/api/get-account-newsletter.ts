import type { getAccountNewsletter } from '@shop/core/messages/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';
import { contentKeys } from './query-keys';

/** Whether the logged-in account's address receives the newsletter. */
export async function fetchAccountNewsletter(signal?: AbortSignal): Promise<boolean> {
  const { subscribed } = await apiCall<typeof getAccountNewsletter>('GET /api/user/newsletter', { signal });
  return subscribed;
}

export function accountNewsletterQueryOptions(userId: string) {
  return queryOptions({
    queryKey: contentKeys.accountNewsletter(userId),
    queryFn: ({ signal }) => fetchAccountNewsletter(signal),
    meta: privateQueryMeta,
  });
}

export function useAccountNewsletter(userId: string) {
  return useQuery(accountNewsletterQueryOptions(userId));
}
