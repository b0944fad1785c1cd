import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deals, products } from './catalog';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

export const reviewTargetTypes = ['product', 'deal'] as const;

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    targetType: text('target_type', { enum: reviewTargetTypes }).notNull(),
    productId: text('product_id').references(() => products.id, { onDelete: 'cascade' }),
    dealId: text('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    /** URL paths of the re-encoded review photos. */
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    replyContent: text('reply_content'),
    replyAuthor: text('reply_author'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
    /** When the author last replaced it by submitting again; null while never edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 0 and 5`),
    check(
      'reviews_target_check',
      sql`(${t.targetType} = 'product' and ${t.productId} is not null and ${t.dealId} is null) or (${t.targetType} = 'deal' and ${t.dealId} is not null and ${t.productId} is null)`,
    ),
    check('reviews_counts_non_negative', sql`${t.likes} >= 0 and ${t.dislikes} >= 0`),
    index('reviews_product_idx').on(t.productId),
    index('reviews_deal_idx').on(t.dealId),
    index('reviews_user_created_idx').on(t.userId, t.createdAt),
    // One review per account and product or deal (migration 0007): a second submit edits the first.
    uniqueIndex('reviews_one_per_user_product')
      .on(t.userId, t.productId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('reviews_one_per_user_deal')
      .on(t.userId, t.dealId)
      .where(sql`${t.userId} is not null`),
  ],
);

export const reactionKinds = ['like', 'dislike'] as const;

/** One reaction per user and review: the primary key makes a second one impossible. */
export const reviewReactions = pgTable(
  'review_reactions',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reactionKinds }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), check('review_reactions_kind_check', sql`${t.kind} in ('like', 'dislike')`)],
);

export const reviewActivityKinds = ['submit', 'react', 'picture-attempt'] as const;

/**
 * Each accepted review submit (new or edit) and reaction, and each review submit carrying photos
 * whether taken or refused (migration 0013), by account: what the per-account limits count
 * (docs/product.md §6), the same for every process. Rows older than the longest window are deleted
 * as the account writes new ones.
 */
export const reviewActivity = pgTable(
  'review_activity',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: reviewActivityKinds }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('review_activity_kind_check', sql`${t.kind} in ('submit', 'react', 'picture-attempt')`),
    index('review_activity_user_kind_created_idx').on(t.userId, t.kind, t.createdAt),
  ],
);
