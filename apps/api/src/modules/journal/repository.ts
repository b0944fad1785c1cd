import { and, desc, eq, count } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { blogPosts } from '../../db/schema/journal';
import type { PublicationStatus } from '@shop/core/shared/admin-field-schemas';
import { newId } from '../../lib/ids';

export function listPublishedPosts(db: Database) {
  return db.select().from(blogPosts).where(eq(blogPosts.status, 'published')).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function findPublishedPost(db: Database, id: string) {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.status, 'published')));
  return post;
}

export type PostRow = typeof blogPosts.$inferSelect;
export type PostValues = PgUpdateSetSource<typeof blogPosts>;

export async function findPostPage(
  db: Queryable,
  filter: { status?: PublicationStatus | undefined; limit: number; offset: number },
): Promise<{ rows: PostRow[]; total: number }> {
  const where = filter.status ? eq(blogPosts.status, filter.status) : undefined;
  const rows = await db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)).limit(filter.limit).offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(blogPosts).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The post, locked for the rest of the transaction when `lock` is set. */
export async function postById(db: Queryable, id: string, lock = false): Promise<PostRow | undefined> {
  const query = db.select().from(blogPosts).where(eq(blogPosts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPost(tx: Queryable, values: Omit<typeof blogPosts.$inferInsert, 'id'>): Promise<PostRow> {
  const [row] = await tx
    .insert(blogPosts)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function updatePostRow(tx: Queryable, id: string, values: PostValues): Promise<PostRow> {
  const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row!;
}

export async function deletePostRow(tx: Queryable, id: string): Promise<void> {
  await tx.delete(blogPosts).where(eq(blogPosts.id, id));
}
