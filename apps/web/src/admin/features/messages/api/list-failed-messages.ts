import type { listAdminFailedOutboxMessages } from '@shop/core/console/admin-outbox-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminMessageKeys } from './query-keys';

export type FailedMessagesPage = EndpointResponse<typeof listAdminFailedOutboxMessages>;
export type FailedMessage = FailedMessagesPage['messages'][number];

export const FAILED_MESSAGES_PER_PAGE = 20;

/** One page of the emails and webhook calls the outbox gave up on, newest first. */
export function listFailedMessages(page: number, signal?: AbortSignal): Promise<FailedMessagesPage> {
  return apiCall<typeof listAdminFailedOutboxMessages>('GET /api/admin/outbox/failed', {
    query: { limit: FAILED_MESSAGES_PER_PAGE, offset: (page - 1) * FAILED_MESSAGES_PER_PAGE },
    signal,
  });
}

export function failedMessagesQueryOptions(page: number) {
  return queryOptions({
    queryKey: adminMessageKeys.failed(page),
    queryFn: ({ signal }) => listFailedMessages(page, signal),
    meta: privateQueryMeta,
  });
}

export function useFailedMessages(page: number) {
  return useQuery({ ...failedMessagesQueryOptions(page), placeholderData: keepPreviousData });
}
