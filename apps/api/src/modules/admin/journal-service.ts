import { count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { blogPostCreateSchema, blogPostUpdateSchema, PublicationStatus } from '@shop/core/admin-schemas';
import type { AdminBlogPostDto } from '@shop/core/admin-types';
import type { AppContext } from '../../app-context';
import type { Database, Queryable } from '../../db/client';
import { blogPosts } from '../../db/schema/journal';
import { recordAudit } from '../../lib/audit';
import { cacheKeys } from '../../lib/cache-keys';
import { notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { toBlogPostDto } from '../journal/service';
import { invalidate } from './shared';

type PostRow = typeof blogPosts.$inferSelect;

export const POST_NOT_FOUND = 'Blog post not found';

const toDto = (row: PostRow): AdminBlogPostDto => ({ ...toBlogPostDto(row), status: row.status });

export async function listPosts(db: Database, filter: { status?: PublicationStatus | undefined; limit: number; offset: number }) {
  const where = filter.status ? eq(blogPosts.status, filter.status) : undefined;
  const rows = await db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(filter.limit).offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(blogPosts).where(where);
  return { posts: rows.map(toDto), total: counted?.total ?? 0 };
}

async function findPost(db: Queryable, id: string, lock = false): Promise<PostRow> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

export async function getPost(db: Database, id: string): Promise<AdminBlogPostDto> {
  return toDto(await findPost(db, id));
}

/** Every change to a post changes the journal's lists, its article pages and the sitemap. */
const dropJournal = (context: AppContext) => invalidate(context, cacheKeys.journal);

export async function createPost(context: AppContext, actorId: string, input: z.infer<typeof blogPostCreateSchema>): Promise<AdminBlogPostDto> {
  const created = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blogPosts)
      .values({
        id: newId(),
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
      })
      .returning();
    const dto = toDto(row!);
    await recordAudit(tx, { actorId, action: 'create', entity: 'blog_post', entityId: dto._id, after: dto });
    return dto;
  });
  await dropJournal(context);
  return created;
}

async function changePost(
  context: AppContext,
  actorId: string,
  id: string,
  action: string,
  values: Partial<typeof blogPosts.$inferInsert>,
): Promise<AdminBlogPostDto> {
  const updated = await context.db.transaction(async (tx) => {
    const before = await findPost(tx, id, true);
    const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
    const after = toDto(row!);
    await recordAudit(tx, { actorId, action, entity: 'blog_post', entityId: id, before: toDto(before), after });
    return after;
  });
  await dropJournal(context);
  return updated;
}

export function updatePost(context: AppContext, actorId: string, id: string, changes: z.infer<typeof blogPostUpdateSchema>) {
  return changePost(context, actorId, id, 'update', {
    title: changes.title,
    excerpt: changes.excerpt,
    metaDescription: changes.metaDescription,
    content: changes.content,
    imageUrl: changes.imageUrl,
    author: changes.author,
    categories: changes.category,
    tags: changes.tags,
    readTime: changes.readTime,
  });
}

export function setPostStatus(context: AppContext, actorId: string, id: string, status: PublicationStatus) {
  return changePost(context, actorId, id, 'status', { status });
}

export function setPostFeatured(context: AppContext, actorId: string, id: string, featured: boolean) {
  return changePost(context, actorId, id, 'feature', { featured });
}

export async function deletePost(context: AppContext, actorId: string, id: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const before = await findPost(tx, id, true);
    await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    await recordAudit(tx, { actorId, action: 'delete', entity: 'blog_post', entityId: id, before: toDto(before) });
  });
  await dropJournal(context);
}

