import { count, sql } from 'drizzle-orm';
import type { ShopFigures } from '../../plugins/metrics';
import type { Queryable } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { outbox } from '../../db/schema/outbox';

/**
 * Counted from the tables rather than incremented where orders change: a count after the commit is
 * never off by a rolled-back transaction, needs no hook in the order code, survives restarts, and is
 * the shop's total, the same in every process. Two small scans a scrape; a shop's orders fit easily.
 */
export async function shopFigures(db: Queryable): Promise<ShopFigures> {
  const [orderRows, outboxRows] = await Promise.all([
    db
      .select({
        placed: count(),
        cancelled: count(sql`case when ${orders.status} = 'Cancelled' then 1 end`),
        returned: count(sql`case when ${orders.status} = 'Returned' then 1 end`),
      })
      .from(orders),
    db
      .select({ state: outbox.state, rows: count(), ageSeconds: sql<number>`extract(epoch from now() - min(${outbox.createdAt}))`.mapWith(Number) })
      .from(outbox)
      .where(sql`${outbox.state} in ('pending', 'failed')`)
      .groupBy(outbox.state),
  ]);
  const pending = outboxRows.find((row) => row.state === 'pending');
  const failed = outboxRows.find((row) => row.state === 'failed');
  return {
    ordersPlaced: orderRows[0]?.placed ?? 0,
    ordersCancelled: orderRows[0]?.cancelled ?? 0,
    ordersReturned: orderRows[0]?.returned ?? 0,
    outboxPending: pending?.rows ?? 0,
    outboxFailed: failed?.rows ?? 0,
    outboxOldestPendingSeconds: Math.max(0, pending?.ageSeconds ?? 0),
  };
}
