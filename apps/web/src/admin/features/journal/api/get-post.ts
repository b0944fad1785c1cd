import type { getAdminBlogPost } from '@shop/core/contract/admin/journal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { journalQueryKey } from '../journal-cache';
import type { AdminPost } from './list-posts';

export async function getPost(id: string, signal?: AbortSignal): Promise<AdminPost> {
  const { data } = await apiCall<typeof getAdminBlogPost>('GET /api/admin/blogs/:id', { params: { id }, signal });
  return data;
}

export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...journalQueryKey, 'post', id],
    queryFn: ({ signal }) => getPost(id, signal),
    meta: privateQueryMeta,
  });
}

export function usePost(id: string) {
  return useQuery(postQueryOptions(id));
}
