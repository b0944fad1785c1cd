import type { BlogPostDto } from '@shop/core/api-types';
import { journalErrorCodes } from '@shop/core/contract/journal';
import type { Database } from '../../db/client';
import type { blogPosts } from '../../db/schema/journal';
import { notFound } from '../../lib/http-errors';
import { findPublishedPost, listPublishedPosts } from './repository';

export function toBlogPostDto(row: typeof blogPosts.$inferSelect): BlogPostDto {
  return {
    _id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    metaDescription: row.metaDescription,
    content: row.content,
    imageUrl: row.imageUrl,
    author: row.author,
    category: row.categories,
    tags: row.tags,
    featured: row.featured,
    status: 'published',
    readTime: row.readTime,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Newest first. */
export async function publishedPosts(db: Database): Promise<BlogPostDto[]> {
  return (await listPublishedPosts(db)).map(toBlogPostDto);
}

export async function publishedPost(db: Database, id: string): Promise<BlogPostDto> {
  const post = await findPublishedPost(db, id);
  if (!post) throw notFound(journalErrorCodes.postNotFound, 'Blog post not found');
  return toBlogPostDto(post);
}
