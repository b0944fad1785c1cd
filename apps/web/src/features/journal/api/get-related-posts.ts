import type { BlogPostDto } from '@shop/core/journal/dtos';
import type { listBlogPosts } from '@shop/core/journal/contract';
import { journalLimits } from '@shop/core/journal/journal-layout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { blogKeys } from './query-keys';

/**
 * docs/product.md §7: the newest posts of one category, one more than the journal shows as related: the
 * article being read is usually among them and is left out, and the other four must still be there.
 */
export async function getPostsInCategory(category: string, signal?: AbortSignal): Promise<BlogPostDto[]> {
  const body = await apiCall<typeof listBlogPosts>('GET /api/blogs', { query: { category, limit: journalLimits.relatedArticles + 1 }, signal });
  return body.data;
}

export function postsInCategoryQueryOptions(category: string) {
  return queryOptions({
    queryKey: blogKeys.category(category),
    queryFn: ({ signal }) => getPostsInCategory(category, signal),
    staleTime: 5 * 60_000,
  });
}

/** The related list for the article page; `category` is the post's first category (none: no call). */
export function usePostsInCategory(category: string | undefined) {
  return useQuery({ ...postsInCategoryQueryOptions(category ?? ''), enabled: Boolean(category) });
}
