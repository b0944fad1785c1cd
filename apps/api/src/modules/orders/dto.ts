import { orderStatuses } from '@shop/core/orders/cancellation';
import { trackingUrl, type Courier } from '@shop/core/delivery/delivery';
import { paisaToRupees } from '@shop/core/shared/money';
import type { OrderDto, OrderLineDto, OrderStatusEventDto } from '@shop/core/orders/dtos';
import { groupOrderLines } from '@shop/core/orders/order-lines';
import type { orderItems, orders } from '../../db/schema/orders';
import type { DeliveryAttemptRow, OrderEventRow } from './repository';

/**
 * Oldest first. Steps taken in the same millisecond (a test's clock may stand still) keep the order of
 * the lifecycle, which only ever moves forward.
 */
function statusHistory(events: readonly OrderEventRow[]): OrderStatusEventDto[] {
  return [...events]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || orderStatuses.indexOf(a.status) - orderStatuses.indexOf(b.status))
    .map((event) => ({ status: event.status, date: event.createdAt.getTime(), by: event.actor, ...(event.note ? { note: event.note } : {}) }));
}

/** docs/product.md §3 Order line: the stored items put back together as they were bought, in rupees. */
export function orderLines(items: readonly (typeof orderItems.$inferSelect)[]): OrderLineDto[] {
  const lines = groupOrderLines(
    items.map((item) => ({
      id: item.productId ?? item.id,
      name: item.name,
      image: item.image,
      unitPrice: item.unitPricePaisa,
      quantity: item.quantity,
      isFromDeal: item.isFromDeal,
      dealId: item.dealId,
      dealName: item.dealName,
      dealImage: item.dealImage,
      dealQuantity: item.dealQuantity,
      dealPrice: item.dealPricePaisa,
    })),
  );
  return lines.map((line) => ({ ...line, price: paisaToRupees(line.price) }));
}

/** docs/product.md §3 Order, with its failed delivery attempts (§4); `couriers` give the tracking link (delivery settings). */
export function toOrderDto(
  order: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
  events: readonly OrderEventRow[],
  attempts: readonly DeliveryAttemptRow[],
  couriers: readonly Courier[],
): OrderDto {
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
    lines: orderLines(items),
    address: order.address,
    channel: order.channel,
    paymentMethod: order.paymentMethod,
    payment: order.paid,
    subtotal: paisaToRupees(order.subtotalPaisa),
    discountCode: order.discountCode,
    discount: paisaToRupees(order.discountPaisa),
    deliveryCharges: paisaToRupees(order.deliveryChargePaisa),
    amount: paisaToRupees(order.amountPaisa),
    ...(order.cancellationReason ? { cancellationReason: order.cancellationReason } : {}),
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    trackingUrl: trackingUrl(couriers, order.courier, order.trackingNumber),
    statusHistory: statusHistory(events),
    deliveryAttempts: attempts.map((attempt) => ({ reason: attempt.reason, at: attempt.createdAt.toISOString() })),
  };
}
