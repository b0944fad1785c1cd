import type { BlogPostDto } from '@shop/core/journal/dtos';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import type { CachedBody } from '../../lib/response-cache';
import { publishedPost, publishedPosts } from './service';

// The journal's public reads, shared by its routes, the page heads and the pages' inlined first data.

export function allPublishedPosts(context: AppContext): Promise<BlogPostDto[]> {
  return context.cache.value(`${cacheKeys.journal}:posts`, () => publishedPosts(context.db));
}

export function publishedPostsBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(`${cacheKeys.journal}:list`, async () => ({
    success: true,
    data: await allPublishedPosts(context),
    message: 'Blog posts loaded',
  }));
}

/** Rejects with a 404 when no published post has this id. */
export function publishedPostBody(context: AppContext, id: string): Promise<CachedBody> {
  return context.cache.json(`${cacheKeys.journal}:post:${id}`, async () => ({
    success: true,
    data: await publishedPost(context.db, id),
    message: 'Blog post loaded',
  }));
}
