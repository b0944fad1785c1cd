import { paisaToRupees } from '@shop/core/money';
import type { Address } from '@shop/core/order-schemas';
import type { orderItems, orders } from '../../db/schema/orders';

export interface OrderItemDto {
  id: string;
  name: string;
  price: number;
  quantity: number;
  image: string;
  category: string;
  isFromDeal: boolean;
  dealId?: string;
  dealName?: string;
  dealImage?: string;
  dealDescription?: string;
}

/** SPEC §3 Order, with money in rupees and the date as epoch milliseconds in a string. */
export interface OrderDto {
  _id: string;
  status: string;
  date: string;
  items: OrderItemDto[];
  address: Address;
  paymentMethod: 'COD';
  payment: boolean;
  subtotal: number;
  deliveryCharges: number;
  amount: number;
  cancellationReason?: string;
}

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
