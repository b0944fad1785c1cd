import type { OrderDeal, PricedOrder } from '@shop/core/orders/order-pricing';
import type { orderItems } from '../../db/schema/orders';

/**
 * A priced order's items as the rows that keep what was bought at the price it was bought for: placing an
 * order and the demo shop's order history write them the same way.
 */
export function orderItemRows(orderId: string, priced: PricedOrder, orderDeals: readonly OrderDeal[], newId: () => string): (typeof orderItems.$inferInsert)[] {
  const dealQuantities = new Map(orderDeals.map((deal) => [deal.id, deal.quantity]));
  return priced.items.map((item, position) => ({
    id: newId(),
    orderId,
    productId: item.productId,
    dealId: item.dealId,
    name: item.name,
    unitPricePaisa: item.unitPrice,
    quantity: item.quantity,
    image: item.image,
    category: item.category,
    isFromDeal: item.isFromDeal,
    dealName: item.dealName,
    dealImage: item.dealImage,
    dealDescription: item.dealDescription,
    dealQuantity: item.dealId ? (dealQuantities.get(item.dealId) ?? null) : null,
    dealPricePaisa: item.dealPrice,
    position,
  }));
}
