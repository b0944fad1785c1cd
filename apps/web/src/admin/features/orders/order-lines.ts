import { rupeesToPaisa } from '@shop/core/money';
import type { AdminOrderDetail } from './api/get-order';

export type OrderItem = AdminOrderDetail['items'][number];

/**
 * What the customer bought, as the customer chose it: a product on its own, or a deal with the products
 * in it. The API stores a deal expanded to its products, each line carrying its share of the deal's
 * price (docs/product.md §3 Order item); the lines of one deal are put back together here.
 */
export type OrderLine =
  | { kind: 'product'; key: string; item: OrderItem; totalPaisa: number }
  | { kind: 'deal'; key: string; name: string; image: string; items: OrderItem[]; totalPaisa: number };

const lineTotalPaisa = (item: OrderItem) => rupeesToPaisa(item.price) * item.quantity;

export function orderLines(items: readonly OrderItem[]): OrderLine[] {
  const lines: OrderLine[] = [];
  const deals = new Map<string, Extract<OrderLine, { kind: 'deal' }>>();
  items.forEach((item, index) => {
    if (!item.isFromDeal) {
      lines.push({ kind: 'product', key: `product-${item.id}-${index}`, item, totalPaisa: lineTotalPaisa(item) });
      return;
    }
    const dealKey = item.dealId ?? item.dealName ?? `deal-${index}`;
    let deal = deals.get(dealKey);
    if (!deal) {
      deal = { kind: 'deal', key: `deal-${dealKey}`, name: item.dealName || 'Deal', image: item.dealImage || item.image, items: [], totalPaisa: 0 };
      deals.set(dealKey, deal);
      lines.push(deal);
    }
    deal.items.push(item);
    deal.totalPaisa += lineTotalPaisa(item);
  });
  return lines;
}
