import type { getAccountNewsletter } from '@shop/core/contract/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { privateQueryMeta } from '../../../lib/auth';

/** Keyed by the user id the token names, so one shopper's answer is never read for another. */
export function accountNewsletterQueryKey(userId: string) {
  return ['account', 'newsletter', userId] as const;
}

/** Whether the logged-in account's address receives the newsletter. */
export async function fetchAccountNewsletter(signal?: AbortSignal): Promise<boolean> {
  const { subscribed } = await apiCall<typeof getAccountNewsletter>('GET /api/user/newsletter', { signal });
  return subscribed;
}

export function accountNewsletterQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountNewsletterQueryKey(userId),
    queryFn: ({ signal }) => fetchAccountNewsletter(signal),
    meta: privateQueryMeta,
  });
}

export function useAccountNewsletter(userId: string) {
  return useQuery(accountNewsletterQueryOptions(userId));
}
