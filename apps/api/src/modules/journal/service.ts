import type { BlogPostDto } from '@shop/core/journal/dtos';
import { journalErrorCodes } from '@shop/core/journal/contract';
import type { Database, Queryable } from '../../db/client';
import { blogPosts } from '../../db/schema/journal';
import { checkEditVersion, nextEdit } from '../../lib/edit-version';
import { notFound } from '../../lib/http-errors';
import {
  findPublishedPost,
  listPublishedPosts,
  deletePostRow,
  findPostPage,
  insertPost,
  postById,
  updatePostRow,
  type PostRow,
  type PostValues,
} from './repository';
import type { z } from 'zod';
import type { blogPostCreateSchema, blogPostUpdateSchema } from '@shop/core/journal/admin-schemas';
import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import type { AdminBlogPostDto } from '@shop/core/journal/admin-dtos';
import { adminJournalErrorCodes } from '@shop/core/journal/admin-contract';
import type { AppContext } from '../../app-context';
import { auditedWrite } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';

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

const toDto = (row: PostRow): AdminBlogPostDto => ({ ...toBlogPostDto(row), status: row.status, version: row.version });

/** Every change to a post changes the journal's lists, its article pages and the sitemap. */
const journalKeys = [cacheKeys.journal];

export async function listPosts(db: Queryable, filter: { status?: PublicationStatus | undefined; limit: number; offset: number }) {
  const { rows, total } = await findPostPage(db, filter);
  return { posts: rows.map(toDto), total };
}

async function findPost(db: Queryable, id: string, lock = false): Promise<PostRow> {
  const row = await postById(db, id, lock);
  if (!row) throw notFound(adminJournalErrorCodes.postNotFound, 'Blog post not found');
  return row;
}

export async function getPost(db: Queryable, id: string): Promise<AdminBlogPostDto> {
  return toDto(await findPost(db, id));
}

export function createPost(context: AppContext, actorId: string, input: z.infer<typeof blogPostCreateSchema>): Promise<AdminBlogPostDto> {
  return auditedWrite(context, { actorId, invalidates: journalKeys }, async (tx) => {
    const row = await insertPost(tx, {
      title: input.title,
      excerpt: input.excerpt,
      metaDescription: input.metaDescription,
      content: input.content,
      imageUrl: input.imageUrl,
      author: input.author,
      categories: input.category,
      tags: input.tags,
      featured: input.featured,
      status: input.status,
      readTime: input.readTime,
      createdAt: context.clock.now(),
    });
    const post = toDto(row);
    return { result: post, audit: { action: 'create', entity: 'blog_post', entityId: post._id, after: post } };
  });
}

/** Every change is a save of the post (decision 025); only the editor's sends the version it was opened on. */
function changePost(
  context: AppContext,
  actorId: string,
  id: string,
  action: string,
  values: PostValues,
  version?: number | undefined,
): Promise<AdminBlogPostDto> {
  return auditedWrite(context, { actorId, invalidates: journalKeys }, async (tx) => {
    const before = await findPost(tx, id, true);
    checkEditVersion(before, version, 'Someone else saved this article since you opened it.');
    const after = toDto(await updatePostRow(tx, id, { ...values, ...nextEdit(blogPosts, actorId, context.clock.now()) }));
    return { result: after, audit: { action, entity: 'blog_post', entityId: id, before: toDto(before), after } };
  });
}

export function updatePost(context: AppContext, actorId: string, id: string, changes: z.infer<typeof blogPostUpdateSchema>) {
  return changePost(
    context,
    actorId,
    id,
    'update',
    {
      title: changes.title,
      excerpt: changes.excerpt,
      metaDescription: changes.metaDescription,
      content: changes.content,
      imageUrl: changes.imageUrl,
      author: changes.author,
      categories: changes.category,
      tags: changes.tags,
      readTime: changes.readTime,
    },
    changes.version,
  );
}

export function setPostStatus(context: AppContext, actorId: string, id: string, status: PublicationStatus) {
  return changePost(context, actorId, id, 'status', { status });
}

export function setPostFeatured(context: AppContext, actorId: string, id: string, featured: boolean) {
  return changePost(context, actorId, id, 'feature', { featured });
}

export async function deletePost(context: AppContext, actorId: string, id: string): Promise<void> {
  await auditedWrite(context, { actorId, invalidates: journalKeys }, async (tx) => {
    const before = await findPost(tx, id, true);
    await deletePostRow(tx, id);
    return { result: undefined, audit: { action: 'delete', entity: 'blog_post', entityId: id, before: toDto(before) } };
  });
}
