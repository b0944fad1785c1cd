import type { BlogPostDto } from '@shop/core/api-types';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { blogPostsQueryOptions } from './get-blog-posts';

interface BlogPostResponse {
  success: true;
  data: BlogPostDto | null;
}

const postNotFound = 'Blog post not found';

/** One published post; 404 'Blog post not found' for a draft, a removed post or an unknown id. */
export async function getBlogPost(id: string, signal?: AbortSignal): Promise<BlogPostDto> {
  const body = await apiRequest<BlogPostResponse>(`/api/blogs/${encodeURIComponent(id)}`, { signal });
  if (!body?.data || body.data.status !== 'published') throw new ApiError(404, postNotFound);
  return body.data;
}

export function blogPostQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['blogs', 'post', id],
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
