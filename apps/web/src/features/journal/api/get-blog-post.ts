import type { BlogPostDto } from '@shop/core/journal/dtos';
import type { getBlogPost as getBlogPostEndpoint } from '@shop/core/journal/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { blogPostsQueryOptions } from './get-blog-posts';
import { blogKeys } from './query-keys';

/** One published post; 404 BLOG_POST_NOT_FOUND for a draft, a removed post or an unknown id. */
export async function getBlogPost(id: string, signal?: AbortSignal): Promise<BlogPostDto> {
  const body = await apiCall<typeof getBlogPostEndpoint>('GET /api/blogs/:id', { params: { id }, signal });
  return body.data;
}

export function blogPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: blogKeys.post(id),
    queryFn: ({ signal }) => getBlogPost(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useBlogPost(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...blogPostQueryOptions(id ?? ''),
    enabled: Boolean(id),
    // Coming from the journal, the list already holds this post: show it at once while its own copy loads.
    placeholderData: () => queryClient.getQueryData(blogPostsQueryOptions().queryKey)?.find((post) => post._id === id),
  });
}
