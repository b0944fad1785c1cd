import { paisaToRupees } from '@shop/core/money';
import type { OrderDto } from '@shop/core/api-types';
import type { orderItems, orders } from '../../db/schema/orders';

export function toOrderDto(order: typeof orders.$inferSelect, items: (typeof orderItems.$inferSelect)[]): OrderDto {
  return {
    _id: order.id,
    status: order.status,
    date: String(order.createdAt.getTime()),
    items: items.map((item) => ({
      id: item.productId ?? item.id,
      name: item.name,
      price: paisaToRupees(item.unitPricePaisa),
      quantity: item.quantity,
      image: item.image,
      category: item.category,
      isFromDeal: item.isFromDeal,
      ...(item.isFromDeal
        ? {
            ...(item.dealId ? { dealId: item.dealId } : {}),
            dealName: item.dealName ?? '',
            dealImage: item.dealImage ?? '',
            dealDescription: item.dealDescription ?? '',
          }
        : {}),
    })),
    address: order.address,
    paymentMethod: order.paymentMethod,
    payment: order.paid,
    subtotal: paisaToRupees(order.subtotalPaisa),
    deliveryCharges: paisaToRupees(order.deliveryChargePaisa),
    amount: paisaToRupees(order.amountPaisa),
    ...(order.cancellationReason ? { cancellationReason: order.cancellationReason } : {}),
  };
}
