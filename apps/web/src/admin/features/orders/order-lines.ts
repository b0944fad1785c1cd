import type { AdminOrderDetail } from './api/get-order';

/**
 * What the customer bought, as the customer chose it: a product on its own, or a deal (its price per deal,
 * how many, and the products one deal holds). The server groups them (docs/product.md §3 Order line).
 */
export type OrderLine = AdminOrderDetail['lines'][number];
export type DealOrderLine = Extract<OrderLine, { kind: 'deal' }>;

/** A key for each line of one order, stable while the order is shown. */
export function orderLineKey(line: OrderLine, index: number): string {
  return line.kind === 'deal' ? `deal-${line.dealId ?? line.name}-${index}` : `product-${line.id}-${index}`;
}
