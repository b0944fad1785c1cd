import type { OwnerStockMoveReason, StockMoveReason } from '@shop/core/catalog/stock-moves';

/** How the console names each reason a product's stock moved. */
export const stockReasonLabels: Record<StockMoveReason, string> = {
  restock: 'Restock',
  damaged: 'Damaged',
  correction: 'Correction',
  counted: 'Counted',
  other: 'Other',
  order: 'Order',
  'order-returned': 'Order returned',
};

export type StockMoveKind = 'add' | 'remove' | 'count';

/**
 * The reasons the owner picks from for each kind of move: a count is always `counted`, and units come
 * in as a restock or go out damaged; either way a correction or something else. The first is chosen
 * to start with: the reason the server gives a call without one.
 */
export const reasonsFor: Record<StockMoveKind, readonly OwnerStockMoveReason[]> = {
  add: ['restock', 'correction', 'other'],
  remove: ['correction', 'damaged', 'other'],
  count: ['counted'],
};

/** '+12' and '−3' (a true minus sign, which screen readers say as "minus"). */
export function signedUnits(change: number): string {
  return change > 0 ? `+${change}` : `\u2212${Math.abs(change)}`;
}
