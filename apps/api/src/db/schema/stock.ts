import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stockMoveReasons } from '@shop/core/catalog/stock-moves';
import { products } from './catalog';
import { orders } from './orders';
import { users } from './users';

/**
 * Every move of a product's stock with its reason (issue 33 §3): the owner's, written with her stock
 * call and its audit row, and the units an order took or gave back, written by the very statement that
 * moved them. Deals' own bundles are not kept here: a deal's order takes its products' units, one row each.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    /** Serial: moves stamped with one instant (an order's products, a stopped test clock) list in the order they were made. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: text('reason', { enum: stockMoveReasons }).notNull(),
    note: text('note'),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The owner who moved it; null for the shop's own moves (orders), or once her account is gone. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    stockAfter: integer('stock_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    check('stock_moves_change_non_zero', sql`${t.change} <> 0`),
    check('stock_moves_stock_after_non_negative', sql`${t.stockAfter} >= 0`),
    check('stock_moves_reason_check', sql`${t.reason} in ('restock', 'damaged', 'correction', 'counted', 'other', 'order', 'order-returned')`),
    index('stock_moves_product_newest_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
  ],
);
