import type { BlogPostDto } from '@shop/core/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { journalLimits } from '@shop/core/journal-layout';

interface BlogListResponse {
  success: true;
  data: BlogPostDto[];
}

/** docs/product.md §7: the newest posts of one category, as many as the journal shows as related. */
export async function getPostsInCategory(category: string, signal?: AbortSignal): Promise<BlogPostDto[]> {
  const query = new URLSearchParams({ category, limit: String(journalLimits.relatedArticles) });
  const body = await apiRequest<BlogListResponse>(`/api/blogs?${query}`, { signal });
  return Array.isArray(body?.data) ? body.data : [];
}

export function postsInCategoryQueryOptions(category: string) {
  return queryOptions({
    queryKey: ['blogs', 'category', category],
    queryFn: ({ signal }) => getPostsInCategory(category, signal),
    staleTime: 5 * 60_000,
  });
}

/** The related list for the article page; `category` is the post's first category (none: no call). */
export function usePostsInCategory(category: string | undefined) {
  return useQuery({ ...postsInCategoryQueryOptions(category ?? ''), enabled: Boolean(category) });
}
