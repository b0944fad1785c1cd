import { ADMIN_PAGE_SIZE_MAX, type PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import type { listAdminBlogPosts } from '@shop/core/journal/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminJournalKeys } from './query-keys';

export type AdminPost = EndpointResponse<typeof listAdminBlogPosts>['data'][number];

/**
 * Every post of one status (or of both), newest first. A shop writes tens of articles, not
 * thousands: the list takes them all, a page of the API at a time, and needs no pager.
 */
export async function listPosts(status: PublicationStatus | undefined, signal?: AbortSignal): Promise<AdminPost[]> {
  const posts: AdminPost[] = [];
  for (;;) {
    const page = await apiCall<typeof listAdminBlogPosts>('GET /api/admin/blogs', {
      query: { status, limit: ADMIN_PAGE_SIZE_MAX, offset: posts.length },
      signal,
    });
    posts.push(...page.data);
    if (page.data.length === 0 || posts.length >= page.total) return posts;
  }
}

export function postsQueryOptions(status: PublicationStatus | undefined) {
  return queryOptions({
    queryKey: adminJournalKeys.list(status),
    queryFn: ({ signal }) => listPosts(status, signal),
    meta: privateQueryMeta,
  });
}

/** Switching between All, Published and Drafts keeps the last list on screen until the next arrives. */
export function usePosts(status: PublicationStatus | undefined) {
  return useQuery({ ...postsQueryOptions(status), placeholderData: keepPreviousData });
}
