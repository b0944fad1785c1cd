import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deals, products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { reviewReactions, reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

export type ReviewTarget = { type: 'product' | 'deal'; id: string };

const targetColumn = (target: ReviewTarget) => (target.type === 'product' ? reviews.productId : reviews.dealId);

export async function targetIsPublished(db: Queryable, target: ReviewTarget): Promise<boolean> {
  const table = target.type === 'product' ? products : deals;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, target.id), eq(table.status, 'published')));
  return rows.length > 0;
}

/**
 * The createdAt of the author's limit-th newest review written after since (hidden ones included:
 * they were written all the same), or null while the author has written fewer.
 */
export async function nthNewestReviewSince(db: Queryable, userId: string, since: Date, limit: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), gt(reviews.createdAt, since)))
    .orderBy(desc(reviews.createdAt))
    .limit(1)
    .offset(limit - 1);
  return row?.createdAt ?? null;
}

/** Visible reviews, newest first, with the author's email and whether they bought what they review. */
export function listVisibleReviews(db: Queryable, target: ReviewTarget) {
  const boughtIt = sql<boolean>`exists (
    select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orders.userId} = ${reviews.userId} and ${orders.status} <> 'Cancelled'
      and ${target.type === 'product' ? sql`${orderItems.productId} = ${reviews.productId}` : sql`${orderItems.dealId} = ${reviews.dealId}`}
  )`;
  return db
    .select({ review: reviews, email: users.email, verifiedBuyer: boughtIt })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(targetColumn(target), target.id), eq(reviews.hidden, false)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export async function reactionsOf(db: Queryable, userId: string, reviewIds: string[]) {
  if (reviewIds.length === 0) return new Map<string, 'like' | 'dislike'>();
  const rows = await db
    .select({ reviewId: reviewReactions.reviewId, kind: reviewReactions.kind })
    .from(reviewReactions)
    .where(and(eq(reviewReactions.userId, userId), sql`${reviewReactions.reviewId} in ${reviewIds}`));
  return new Map(rows.map((row) => [row.reviewId, row.kind]));
}

/** Keeps a product's or deal's rating and review count equal to its visible reviews. */
export async function refreshTargetRating(db: Queryable, target: ReviewTarget) {
  const table = target.type === 'product' ? products : deals;
  const column = targetColumn(target);
  await db
    .update(table)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${column} = ${target.id} and ${reviews.hidden} = false and ${reviews.rating} > 0), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews} where ${column} = ${target.id} and ${reviews.hidden} = false)`,
    })
    .where(eq(table.id, target.id));
}

/** Taken before reacting, so that each recount sees every reaction committed before it. */
export async function lockVisibleReview(db: Queryable, reviewId: string): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.hidden, false)))
    .for('update');
  return rows.length > 0;
}

export async function setReaction(db: Queryable, reviewId: string, userId: string, kind: 'like' | 'dislike' | null, only?: 'like' | 'dislike') {
  if (kind === null) {
    const conditions = [eq(reviewReactions.reviewId, reviewId), eq(reviewReactions.userId, userId)];
    if (only) conditions.push(eq(reviewReactions.kind, only));
    await db.delete(reviewReactions).where(and(...conditions));
    return;
  }
  await db
    .insert(reviewReactions)
    .values({ reviewId, userId, kind })
    .onConflictDoUpdate({ target: [reviewReactions.reviewId, reviewReactions.userId], set: { kind } });
}

/** Counts come from the reactions themselves, so they can never drift from who reacted. */
export async function recountReactions(db: Queryable, reviewId: string) {
  const [row] = await db
    .update(reviews)
    .set({
      likes: sql`(select count(*)::int from ${reviewReactions} where ${reviewReactions.reviewId} = ${reviewId} and ${reviewReactions.kind} = 'like')`,
      dislikes: sql`(select count(*)::int from ${reviewReactions} where ${reviewReactions.reviewId} = ${reviewId} and ${reviewReactions.kind} = 'dislike')`,
    })
    .where(eq(reviews.id, reviewId))
    .returning({ likes: reviews.likes, dislikes: reviews.dislikes });
  return row!;
}
