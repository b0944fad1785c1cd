import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deals, products } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

export interface ReviewListFilter {
  productId?: string | undefined;
  dealId?: string | undefined;
  hidden?: boolean | undefined;
  limit: number;
  offset: number;
}

/** Every review, hidden ones too, newest first, with the name of what it is about and its writer's email. */
export async function findReviewPage(db: Queryable, filter: ReviewListFilter) {
  const conditions: SQL[] = [];
  if (filter.productId) conditions.push(eq(reviews.productId, filter.productId));
  if (filter.dealId) conditions.push(eq(reviews.dealId, filter.dealId));
  if (filter.hidden !== undefined) conditions.push(eq(reviews.hidden, filter.hidden));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ review: reviews, email: users.email, productName: products.name, dealName: deals.name })
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
