import type { getAdminBlogPost } from '@shop/core/journal/admin-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import type { AdminPost } from './list-posts';
import { adminJournalKeys } from './query-keys';

export async function getPost(id: string, signal?: AbortSignal): Promise<AdminPost> {
  const { data } = await apiCall<typeof getAdminBlogPost>('GET /api/admin/blogs/:id', { params: { id }, signal });
  return data;
}

export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminJournalKeys.post(id),
    queryFn: ({ signal }) => getPost(id, signal),
    meta: privateQueryMeta,
  });
}

export function usePost(id: string) {
  return useQuery(postQueryOptions(id));
}
