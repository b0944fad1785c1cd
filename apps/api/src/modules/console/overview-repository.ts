import { and, eq, inArray, isNull, lte, not, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { contactMessages } from '../../db/schema/messages';
import { orders } from '../../db/schema/orders';
import { outbox } from '../../db/schema/outbox';
import { reviews } from '../../db/schema/reviews';
import { orderStatusCountColumns } from '../orders/service';
import { users } from '../../db/schema/users';
import { customerLevelIs } from '../trust/service';
import { reviewHasReply } from '../reviews/service';

/** A table's rows that match, counted in a scalar subquery, so that one statement reads several tables. */
const countWhere = (table: PgTable, where: SQL) => sql<number>`(select count(*) from ${table} where ${where})::int`;

/**
 * Everything the Today screen counts, in one statement: orders by status (the aggregate over orders
 * answers one row even when there are none) and the other tables' counts as scalar subqueries.
 * Low stock counts every product, drafts too (an unpublished product may be waiting for its stock);
 * a deleted product's row is gone, so it is never counted.
 */
export async function overviewCounts(db: Queryable, lowStockThreshold: number) {
  const [counts] = await db
    .select({
      orders: orderStatusCountColumns,
      lowStockProducts: countWhere(products, lte(products.stock, lowStockThreshold)),
      unansweredReviews: countWhere(reviews, and(eq(reviews.hidden, false), not(reviewHasReply))!),
      hiddenReviews: countWhere(reviews, eq(reviews.hidden, true)),
      unhandledMessages: countWhere(contactMessages, isNull(contactMessages.handledAt)),
      failedMessages: countWhere(outbox, eq(outbox.state, 'failed')),
    })
    .from(orders);
  return counts!;
}

/** Orders still to be sent (placed, confirmed, packing) whose customer is blocked or risky now: the owner should call first. */
export async function openOrdersAtRisk(db: Queryable, since: Date): Promise<{ risky: number; blocked: number }> {
  const [counts] = await db
    .select({
      risky: sql<number>`(count(*) filter (where ${customerLevelIs('risky', since)}))::int`,
      blocked: sql<number>`(count(*) filter (where ${customerLevelIs('blocked', since)}))::int`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.status, ['Order Placed', 'Confirmed', 'Packing']));
  return counts!;
}
