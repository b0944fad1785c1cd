import type { listAdminContactMessages } from '@shop/core/messages/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminMessageKeys } from './query-keys';

export type ContactMessagesPage = EndpointResponse<typeof listAdminContactMessages>;
export type ContactMessage = ContactMessagesPage['messages'][number];

export const CONTACT_MESSAGES_PER_PAGE = 20;

export interface ContactMessagesFilter {
  /** undefined: handled or not. */
  handled: boolean | undefined;
  /** From 1. */
  page: number;
}

/** One page of the contact form's messages, newest first. */
export function listContactMessages({ handled, page }: ContactMessagesFilter, signal?: AbortSignal): Promise<ContactMessagesPage> {
  return apiCall<typeof listAdminContactMessages>('GET /api/admin/contact-messages', {
    query: {
      handled: handled === undefined ? undefined : handled ? 'true' : 'false',
      limit: CONTACT_MESSAGES_PER_PAGE,
      offset: (page - 1) * CONTACT_MESSAGES_PER_PAGE,
    },
    signal,
  });
}

export function contactMessagesQueryOptions(filter: ContactMessagesFilter) {
  return queryOptions({
    queryKey: adminMessageKeys.contact(filter),
    queryFn: ({ signal }) => listContactMessages(filter, signal),
    meta: privateQueryMeta,
  });
}

/** Another filter or page keeps the last list on screen until its own arrives. */
export function useContactMessages(filter: ContactMessagesFilter) {
  return useQuery({ ...contactMessagesQueryOptions(filter), placeholderData: keepPreviousData });
}
