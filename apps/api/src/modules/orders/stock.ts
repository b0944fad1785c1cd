import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { orders, type orderItems } from '../../db/schema/orders';
import { recordingStockMoves } from '../catalog/service';
import { returnStock } from './repository';

/**
 * Units of each product an order's lines hold, its plain lines and its deals' lines (deals × units)
 * together: what placing the order takes and what cancelling it returns.
 */
export function unitsByProduct(lines: readonly { productId: string | null; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) {
    if (line.productId) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  }
  return units;
}

/**
 * Puts an order's units back on the shelf, once: the order's stock_returned flag is set by a conditional
 * update first, so of two requests that both decide to return it (a cancel and a return racing, a
 * repeated return) only the one that set the flag returns anything. Exactly what placing took: the units
 * of every line, deal lines included, and each deal's count; products, then deals, as placing takes
 * them (each table's rows in id order), so it never deadlocks with an order or another return; each
 * product's units go into its stock history as `order-returned`, in the same statement.
 * False when the stock had already been returned.
 */
export async function returnOrderStockOnce(tx: Queryable, orderId: string, items: readonly (typeof orderItems.$inferSelect)[], at: Date): Promise<boolean> {
  const flagged = await tx
    .update(orders)
    .set({ stockReturned: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockReturned, false)))
    .returning({ id: orders.id });
  if (flagged.length === 0) return false;

  const dealUnits = new Map<string, number>();
  for (const item of items) {
    if (item.isFromDeal && item.dealId && item.dealQuantity) dealUnits.set(item.dealId, item.dealQuantity);
  }
  // Deal lines of orders placed before deals took their products' units (migration 0003) return only the deal.
  const takenFromProducts = items.filter((item) => item.productStockTaken);
  await returnStock(tx, { products: unitsByProduct(takenFromProducts), deals: dealUnits }, (changedProducts) =>
    recordingStockMoves(changedProducts, { reason: 'order-returned', orderId, at }),
  );
  return true;
}
