import type { OrderDto } from '@shop/core/orders/dtos';
import { formatRupees } from '@shop/core/shared/money';
import { whatsappNumber } from '@shop/core/orders/order-schemas';
import { deliveryAttemptReasonLabels } from '@shop/core/delivery/parcel-story';
import { renderWhatsappTemplate, type WhatsappMessageKind, type WhatsappTemplates } from '@shop/core/messages/whatsapp-templates';
import { linesOfOrder } from '../../lib/order-email-lines';

/** What the message is written from besides the order. */
export interface WhatsappContext {
  shopName: string;
  templates: WhatsappTemplates;
  /** The short link that confirms the order, while it waits for its customer; null otherwise. */
  confirmUrl: string | null;
}

/**
 * Which message fits where the order stands (docs/product.md §4 WhatsApp messages): the confirmation
 * while it waits, the news of a failed attempt when one came after its last move, the courier and
 * tracking number once shipped, else the status.
 */
export function whatsappKindOf(order: OrderDto, confirmUrl: string | null): WhatsappMessageKind {
  if (order.status === 'Order Placed' && confirmUrl) return 'confirmation';
  if (order.status === 'Shipped' || order.status === 'Out for delivery') {
    const lastAttempt = order.deliveryAttempts.at(-1);
    const lastMove = order.statusHistory.at(-1);
    if (lastAttempt && (!lastMove || Date.parse(lastAttempt.at) >= lastMove.date)) return 'deliveryAttempt';
    if (order.status === 'Shipped') return 'shipped';
  }
  return 'statusUpdate';
}

/**
 * The owner's WhatsApp message to the customer: a wa.me link to the delivery phone with the owner's
 * wording of the fitting message filled in. Null when the phone is not a Pakistani mobile (orders
 * placed before phones were checked).
 */
export function whatsappMessage(order: OrderDto, context: WhatsappContext): { url: string; kind: WhatsappMessageKind } | null {
  const number = whatsappNumber(order.address.phone);
  if (!number) return null;
  const kind = whatsappKindOf(order, context.confirmUrl);
  const lastAttempt = order.deliveryAttempts.at(-1);
  const text = renderWhatsappTemplate(context.templates[kind], {
    name: order.address.firstName,
    shop: context.shopName,
    orderNumber: order._id.slice(0, 7),
    items: linesOfOrder(order)
      .map((line) => (line.kind === 'deal' ? `${line.quantity} × ${line.name} (deal)` : `${line.quantity} × ${line.name}`))
      .join('\n'),
    total: formatRupees(order.amount),
    status: order.status,
    confirmLink: context.confirmUrl ?? undefined,
    courier: order.courier ?? undefined,
    trackingNumber: order.trackingNumber ?? undefined,
    trackingLink: order.trackingUrl ?? undefined,
    reason: lastAttempt ? deliveryAttemptReasonLabels[lastAttempt.reason] : undefined,
  });
  return { url: `https://wa.me/${number}?text=${encodeURIComponent(text)}`, kind };
}
