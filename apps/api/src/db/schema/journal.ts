import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, editVersionColumns, idColumn, publicationStatuses } from './columns';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: idColumn(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    author: text('author').notNull().default(''),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    status: text('status', { enum: publicationStatuses }).notNull().default('draft'),
    readTime: integer('read_time').notNull().default(5),
    createdAt: createdAtColumn(),
    ...editVersionColumns(),
  },
  (t) => [
    check('blog_posts_version_positive', sql`${t.version} >= 1`),
    check('blog_posts_status_check', sql`${t.status} in ('published', 'draft')`),
    check('blog_posts_read_time_positive', sql`${t.readTime} > 0`),
    index('blog_posts_status_created_idx').on(t.status, t.createdAt),
  ],
);
