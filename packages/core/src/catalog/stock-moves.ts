/**
 * Why a product's stock moved (docs/product.md §4 Stock moves). Plain constants, no zod: the console
 * imports them for its reason select.
 */

/** The reasons the owner gives when she adds or removes units herself. */
export const ownerStockMoveReasons = ['restock', 'damaged', 'correction', 'counted', 'other'] as const;

export type OwnerStockMoveReason = (typeof ownerStockMoveReasons)[number];

/** Every reason a move is kept with: the owner's, and the units an order took or gave back. */
export const stockMoveReasons = [...ownerStockMoveReasons, 'order', 'order-returned'] as const;

export type StockMoveReason = (typeof stockMoveReasons)[number];

export const STOCK_MOVE_NOTE_MAX = 200;

/**
 * The reason of a stock call that names none, as callers made before reasons existed: a new count is
 * `counted`, units added a `restock`, units taken away a `correction`.
 */
export function defaultStockMoveReason(body: { quantity?: number | undefined; change?: number | undefined }): OwnerStockMoveReason {
  if (body.change === undefined) return 'counted';
  return body.change > 0 ? 'restock' : 'correction';
}
