import { and, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deals, products } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { boughtAndDelivered } from '../reviews/repository';

export interface ReviewListFilter {
  productId?: string | undefined;
  dealId?: string | undefined;
  hidden?: boolean | undefined;
  /** Has the shop's reply (true) or not yet (false). */
  answered?: boolean | undefined;
  limit: number;
  offset: number;
}

/** A review has a reply when it has some reply text, as its DTO's hasReply says. */
export const reviewHasReply = sql`coalesce(${reviews.replyContent}, '') <> ''`;

/** Every review, hidden ones too, newest first, with the name of what it is about and its writer's name and email. */
export async function findReviewPage(db: Queryable, filter: ReviewListFilter) {
  const conditions: SQL[] = [];
  if (filter.productId) conditions.push(eq(reviews.productId, filter.productId));
  if (filter.dealId) conditions.push(eq(reviews.dealId, filter.dealId));
  if (filter.hidden !== undefined) conditions.push(eq(reviews.hidden, filter.hidden));
  if (filter.answered !== undefined) conditions.push(filter.answered ? reviewHasReply : not(reviewHasReply));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ review: reviews, name: users.name, email: users.email, verified: boughtAndDelivered, productName: products.name, dealName: deals.name })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(deals, eq(deals.id, reviews.dealId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(reviews).where(where);
  return { rows, total: counted?.total ?? 0 };
}
