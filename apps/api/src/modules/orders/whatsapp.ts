import type { OrderDto } from '@shop/core/api-types';
import { formatMoney, rupeesToPaisa } from '@shop/core/money';
import { whatsappNumber } from '@shop/core/order-schemas';

/**
 * The owner's WhatsApp message to the customer (docs/product.md §4): a wa.me link to the delivery
 * phone with the text filled in, naming the order, its items and total, and, while the order waits to
 * be confirmed, the link that confirms it. Null when the phone is not a Pakistani mobile (orders
 * placed before phones were checked).
 */
export function whatsappUrl(order: OrderDto, shopName: string, confirmUrl: string | null): string | null {
  const number = whatsappNumber(order.address.phone);
  if (!number) return null;
  const lines = [
    `Hello ${order.address.firstName}, this is ${shopName} about your order #${order._id.slice(0, 7)}:`,
    ...order.items.map((item) => `${item.quantity} × ${item.name}`),
    `Total: ${formatMoney(rupeesToPaisa(order.amount))} (Cash on Delivery)`,
    confirmUrl ? `Please confirm your order here: ${confirmUrl}` : `Your order is ${order.status}.`,
  ];
  return `https://wa.me/${number}?text=${encodeURIComponent(lines.join('\n'))}`;
}
