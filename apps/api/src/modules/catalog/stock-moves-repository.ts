import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StockMoveReason } from '@shop/core/catalog/stock-moves';
import type { Queryable } from '../../db/client';
import { stockMoves } from '../../db/schema/stock';
import { users } from '../../db/schema/users';

export type NewStockMove = typeof stockMoves.$inferInsert;

export async function insertStockMove(tx: Queryable, move: NewStockMove): Promise<void> {
  await tx.insert(stockMoves).values(move);
}

/**
 * The moves of an order's units as a data-modifying CTE, for the statement that moves them to carry
 * (orders' takeStock and returnStock): `changed` names the CTE of the product rows it changed, with
 * their `id`, the `change` made and the `stock_after` it left.
 */
export function recordingStockMoves(changed: SQL, move: { reason: Extract<StockMoveReason, 'order' | 'order-returned'>; orderId: string; at: Date }): SQL {
  return sql`recorded_stock_moves as (
    insert into ${stockMoves} (product_id, change, reason, order_id, stock_after, created_at)
    select id, change, ${move.reason}::text, ${move.orderId}::text, stock_after, ${move.at.toISOString()}::timestamptz from ${changed}
  )`;
}

/** A product's moves, newest first, with the name (else the email) of the owner who made each. */
export async function stockMovePage(db: Queryable, productId: string, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      change: stockMoves.change,
      reason: stockMoves.reason,
      note: stockMoves.note,
      createdAt: stockMoves.createdAt,
      by: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
      orderId: stockMoves.orderId,
      stockAfter: stockMoves.stockAfter,
    })
    .from(stockMoves)
    .leftJoin(users, eq(users.id, stockMoves.actorId))
    .where(eq(stockMoves.productId, productId))
    .orderBy(desc(stockMoves.createdAt), desc(stockMoves.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(stockMoves).where(eq(stockMoves.productId, productId));
  return { rows, total: counted?.total ?? 0 };
}
