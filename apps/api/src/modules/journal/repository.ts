import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blogPosts } from '../../db/schema/journal';

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
