import type { listAdminNewsletterSubscribers } from '@shop/core/messages/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminMessageKeys } from './query-keys';

export type SubscribersAnswer = EndpointResponse<typeof listAdminNewsletterSubscribers>;
export type Subscriber = SubscribersAnswer['subscribers'][number];

/** The active newsletter subscribers, oldest first, and how many there are. */
export function listSubscribers(signal?: AbortSignal): Promise<SubscribersAnswer> {
  return apiCall<typeof listAdminNewsletterSubscribers>('GET /api/admin/newsletter/subscribers', { signal });
}

export function subscribersQueryOptions() {
  return queryOptions({
    queryKey: adminMessageKeys.subscribers,
    queryFn: ({ signal }) => listSubscribers(signal),
    meta: privateQueryMeta,
  });
}

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
