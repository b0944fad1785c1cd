import { and, count, desc, eq, gt, lte, sql, type SQL, not } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { deals, products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { reviewActivity, reviewActivityKinds, reviewReactions, reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { newId } from '../../lib/ids';

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

export type ReviewActivityKind = (typeof reviewActivityKinds)[number];

/**
 * The createdAt of the account's limit-th newest `kind` action after since, or null while it has made
 * fewer: when that one leaves the window, the next action is accepted.
 */
export async function nthNewestActivitySince(db: Queryable, userId: string, kind: ReviewActivityKind, since: Date, limit: number): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: reviewActivity.createdAt })
    .from(reviewActivity)
    .where(and(eq(reviewActivity.userId, userId), eq(reviewActivity.kind, kind), gt(reviewActivity.createdAt, since)))
    .orderBy(desc(reviewActivity.createdAt))
    .limit(1)
    .offset(limit - 1);
  return row?.createdAt ?? null;
}

/** Records an action the limits count, and forgets the account's actions of that kind from before forgetBefore. */
export async function recordActivity(db: Queryable, userId: string, kind: ReviewActivityKind, at: Date, forgetBefore: Date): Promise<void> {
  await db.delete(reviewActivity).where(and(eq(reviewActivity.userId, userId), eq(reviewActivity.kind, kind), lte(reviewActivity.createdAt, forgetBefore)));
  await db.insert(reviewActivity).values({ id: newId(), userId, kind, createdAt: at });
}

/** The account's own review of the target, hidden or not, locked until the transaction ends. */
export async function lockOwnReview(db: Queryable, userId: string, target: ReviewTarget) {
  const [row] = await db
    .select({ id: reviews.id, images: reviews.images })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(targetColumn(target), target.id)))
    .for('update');
  return row;
}

export interface ReviewContent {
  rating: number;
  content: string;
  images: string[];
}

/**
 * Writes the account's one review of the target: a new row, or, when the account has one already
 * (the unique index on account and target), that row with the new rating, text and photos. Likes,
 * the shop's reply and a hidden flag stay. Answers the review's id and whether it was new.
 */
export async function upsertOwnReview(db: Queryable, userId: string, target: ReviewTarget, content: ReviewContent, now: Date) {
  const [row] = await db
    .insert(reviews)
    .values({
      id: newId(),
      targetType: target.type,
      productId: target.type === 'product' ? target.id : null,
      dealId: target.type === 'deal' ? target.id : null,
      userId,
      ...content,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [reviews.userId, targetColumn(target)],
      targetWhere: sql`${reviews.userId} is not null`,
      set: { ...content, updatedAt: now },
    })
    // xmax is 0 on a row this statement inserted, and the updating transaction's id on one it updated.
    .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
  return row!;
}

/**
 * Whether the review's author has a Delivered order containing what it reviews: a product bought on
 * its own or in a deal (deal lines keep their product_id), or the deal. A column of the list's one
 * query (the admin list's too), never a query per review.
 */
export const boughtAndDelivered = sql<boolean>`exists (
  select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
  where ${orders.userId} = ${reviews.userId} and ${orders.status} = 'Delivered'
    and ((${reviews.productId} is not null and ${orderItems.productId} = ${reviews.productId})
      or (${reviews.dealId} is not null and ${orderItems.dealId} = ${reviews.dealId}))
)`;

const reviewColumns = { review: reviews, name: users.name, email: users.email, verified: boughtAndDelivered };

const visibleReviewsOf = (target: ReviewTarget) => and(eq(targetColumn(target), target.id), eq(reviews.hidden, false));

/** Which of the newest-first reviews to answer: those after the first `offset`, at most `limit` of them (all without one). */
export interface ReviewPage {
  limit?: number;
  offset: number;
}

/**
 * Visible reviews of the page, newest first (the id breaks ties, so pages never overlap), with the
 * author's name and email and whether they bought what they review.
 */
export function listVisibleReviews(db: Queryable, target: ReviewTarget, page: ReviewPage = { offset: 0 }) {
  const query = db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(visibleReviewsOf(target))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .offset(page.offset)
    .$dynamic();
  return page.limit === undefined ? query : query.limit(page.limit);
}

export async function countVisibleReviews(db: Queryable, target: ReviewTarget): Promise<number> {
  const [row] = await db.select({ total: count() }).from(reviews).where(visibleReviewsOf(target));
  return row!.total;
}

/** One review as listVisibleReviews reads it, hidden or not: the author's answer after a submit. */
export async function findReview(db: Queryable, reviewId: string) {
  const [row] = await db.select(reviewColumns).from(reviews).leftJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, reviewId));
  return row;
}

export async function reactionsOf(db: Queryable, userId: string, reviewIds: string[]) {
  if (reviewIds.length === 0) return new Map<string, 'like' | 'dislike'>();
  const rows = await db
    .select({ reviewId: reviewReactions.reviewId, kind: reviewReactions.kind })
    .from(reviewReactions)
    .where(and(eq(reviewReactions.userId, userId), sql`${reviewReactions.reviewId} in ${reviewIds}`));
  return new Map(rows.map((row) => [row.reviewId, row.kind]));
}

type RatedTable = typeof products | typeof deals;

/**
 * Sets rating, review_count and verified_review_count of the rows of `table` that `which` picks from
 * their visible reviews, in one pass over them: the rating averages the verified buyers' reviews
 * (boughtAndDelivered) when there are any, else all of them, leaving out ratings of 0, to one decimal
 * (docs/product.md §3). Migration 0012 computed every row's numbers by the same rule.
 */
function refreshRatings(table: RatedTable, which: SQL): SQL {
  const reviewColumn = table === products ? reviews.productId : reviews.dealId;
  const columns = [table.rating, table.reviewCount, table.verifiedReviewCount].map((column) => sql.identifier(column.name));
  return sql`update ${table} set (${sql.join(columns, sql`, `)}) = (
    select
      coalesce(round(case when bool_or(counted.bought)
        then avg(counted.rating) filter (where counted.bought and counted.rating > 0)
        else avg(counted.rating) filter (where counted.rating > 0) end, 1), 0),
      count(*)::int,
      (count(*) filter (where counted.bought))::int
    from (
      select ${reviews.rating} as rating, ${boughtAndDelivered} as bought
      from ${reviews} where ${reviewColumn} = ${table.id} and ${reviews.hidden} = false
    ) counted
  ) where ${which}`;
}

/** Keeps a product's or deal's rating and review counts true to its visible reviews. */
export async function refreshTargetRating(db: Queryable, target: ReviewTarget) {
  const table = target.type === 'product' ? products : deals;
  await db.execute(refreshRatings(table, sql`${table.id} = ${target.id}`));
}

/**
 * After an order moved to or away from Delivered, which makes or unmakes its customer a verified
 * buyer: the ratings of what it holds (a deal's lines keep their product) that this customer
 * reviewed, the only ones that can change; products and deals in one statement, none at all when
 * the customer reviewed nothing of it.
 */
export async function refreshRatingsOfOrder(db: Queryable, orderId: string) {
  const reviewedInOrder = (table: RatedTable) => {
    const [itemColumn, reviewColumn] = table === products ? [orderItems.productId, reviews.productId] : [orderItems.dealId, reviews.dealId];
    return sql`${table.id} in (
      select ${itemColumn} from ${orderItems}
      join ${orders} on ${orders.id} = ${orderItems.orderId}
      join ${reviews} on ${reviewColumn} = ${itemColumn} and ${reviews.userId} = ${orders.userId}
      where ${orderItems.orderId} = ${orderId}
    )`;
  };
  await db.execute(sql`with refreshed_products as (${refreshRatings(products, reviewedInOrder(products))}) ${refreshRatings(deals, reviewedInOrder(deals))}`);
}

/** Every product's and deal's rating and review counts from their reviews: the demo shop's, once they are written. */
export async function refreshEveryRating(db: Queryable) {
  for (const table of [products, deals]) await db.execute(refreshRatings(table, sql`true`));
}

/**
 * Taken before reacting, so that each recount sees every reaction committed before it. Answers the
 * visible review's author (null when the account is gone), or undefined when there is no such review.
 */
export async function lockVisibleReview(db: Queryable, reviewId: string): Promise<{ authorId: string | null } | undefined> {
  const [row] = await db
    .select({ authorId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.hidden, false)))
    .for('update');
  return row;
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
