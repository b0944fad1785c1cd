import type { BlogPostDto } from '@shop/core/journal/dtos';
import type { listBlogPosts } from '@shop/core/journal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiCall, isApiError } from '../../../lib/api-client';
import { blogKeys } from './query-keys';

const listFailure = 'Failed to fetch blogs';

/**
 * docs/product.md §8 Blog: the server's message, else 'Failed to fetch blogs: {status}'. Every error the
 * server sends carries a code and a message; an answer without a code came from something in between.
 */
function listError(error: unknown): unknown {
  if (isApiError(error) && error.status > 0 && error.code === undefined) {
    return new ApiError(error.status, `${listFailure}: ${error.status}`, error.kind, { cause: error });
  }
  return error;
}

/** The published posts, newest first (docs/product.md §4: the server lists published posts only). */
export async function getBlogPosts(signal?: AbortSignal): Promise<BlogPostDto[]> {
  try {
    // The same path the server inlines into the journal's first HTML (seo/page-data.ts).
    const body = await apiCall<typeof listBlogPosts>('GET /api/blogs', { query: { status: 'published' }, signal, fallbackMessage: listFailure });
    return body.data;
  } catch (error) {
    throw listError(error);
  }
}

export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.published,
    queryFn: ({ signal }) => getBlogPosts(signal),
    // Articles are published a few times a month.
    staleTime: 5 * 60_000,
  });
}

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
