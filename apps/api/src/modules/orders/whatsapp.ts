import type { OrderDto } from '@shop/core/api-types';
import { formatRupees } from '@shop/core/money';
import { whatsappNumber } from '@shop/core/order-schemas';
import { linesOfOrder } from './email-lines';

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
    ...linesOfOrder(order).map((line) => (line.kind === 'deal' ? `${line.quantity} × ${line.name} (deal)` : `${line.quantity} × ${line.name}`)),
    `Total: ${formatRupees(order.amount)} (Cash on Delivery)`,
    confirmUrl ? `Please confirm your order here: ${confirmUrl}` : `Your order is ${order.status}.`,
  ];
  return `https://wa.me/${number}?text=${encodeURIComponent(lines.join('\n'))}`;
}
