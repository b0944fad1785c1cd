import type { BlogPostDto } from '@shop/core/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, isApiError } from '../../../lib/api-client';

interface BlogListResponse {
  success: true;
  data: BlogPostDto[];
  message?: string;
}

const listFailure = 'Failed to fetch blogs';

/** docs/product.md §8 Blog: the server's message, else 'Failed to fetch blogs: {status}'. */
function listError(error: unknown): unknown {
  if (isApiError(error) && error.message === listFailure && error.status > 0) {
    return new ApiError(error.status, `${listFailure}: ${error.status}`, error.kind, { cause: error });
  }
  return error;
}

/** The published posts, newest first (docs/product.md §4: lists show published posts only, whatever arrives). */
export async function getBlogPosts(signal?: AbortSignal): Promise<BlogPostDto[]> {
  let body: BlogListResponse | undefined;
  try {
    body = await apiRequest<BlogListResponse>('/api/blogs?status=published', { signal, fallbackMessage: listFailure });
  } catch (error) {
    throw listError(error);
  }
  if (!Array.isArray(body?.data)) throw new ApiError(200, `${listFailure}: 200`);
  return body.data.filter((post) => post.status === 'published');
}

export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: ['blogs', 'published'],
    queryFn: ({ signal }) => getBlogPosts(signal),
    // Articles are published a few times a month.
    staleTime: 5 * 60_000,
  });
}

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
