import { CANCELLATION_WINDOW_SECONDS } from '@shop/core/orders/cancellation';
import { formatRupees } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { emailTemplate } from '../../lib/outbox';
import { getBusinessDetails } from '../business/service';
import { orderConfirmLink } from './confirm-link';
import { orderLinesHtml, orderLinesText } from '../../lib/order-email-lines';
import type { OrderDto } from '@shop/core/orders/dtos';
import { deliveryAttemptFailedText } from '@shop/core/delivery/parcel-story';

/**
 * Sent to `recipient`, the account's own address, never to the email typed into the delivery form. It
 * says the order was received, not confirmed: the customer confirms it with its link (docs/product.md §4).
 */
export async function orderConfirmationEmail(context: AppContext, order: OrderDto, recipient: string, holdUntil: string | null): Promise<MailMessage> {
  const business = await context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));
  const confirmUrl = await orderConfirmLink(context, order._id);
  const number = order._id.slice(0, 7);
  const { address } = order;
  const minutes = CANCELLATION_WINDOW_SECONDS / 60;
  const lines = orderLinesText(order);
  const delivery =
    order.deliveryCharges === 0
      ? order.discountCode && order.discount === 0
        ? `FREE with ${order.discountCode}`
        : 'FREE'
      : formatRupees(order.deliveryCharges);
  const discount = order.discount > 0 ? { label: `Discount (${order.discountCode ?? 'code'})`, amount: `-${formatRupees(order.discount)}` } : null;
  const where = `${address.firstName} ${address.lastName}, ${address.street}, ${address.city}, ${address.state} - ${address.zipcode}, ${address.phone}`;
  const cancelNote = `Changed your mind? You can cancel this order from My Orders within ${minutes} minutes of placing it.`;
  const holdHours = holdUntil ? Math.round((Date.parse(holdUntil) - Number(order.date)) / 3_600_000) : 0;
  const confirmNote =
    holdHours > 0
      ? `Please confirm your order so that we can pack it. If we do not hear from you within ${holdHours} hours, we cancel it and put its items back on the shelf:`
      : 'Please confirm your order so that we can pack it:';
  const text = [
    `Thank you, ${address.firstName}! We have received your order #${number}.`,
    '',
    `${confirmNote}`,
    `Confirm my order: ${confirmUrl}`,
    '',
    ...lines,
    '',
    `Subtotal: ${formatRupees(order.subtotal)}`,
    ...(discount ? [`${discount.label}: ${discount.amount}`] : []),
    `Delivery Fee: ${delivery}`,
    `Total: ${formatRupees(order.amount)} (Cash on Delivery)`,
    '',
    `Delivering to: ${where}`,
    '',
    cancelNote,
    `My Orders: ${context.config.publicUrl}/orders`,
  ].join('\n');
  const rows = orderLinesHtml(order);
  return {
    to: recipient,
    subject: `Order #${number} received: please confirm — ${business.company.name}`,
    text: `${text}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>Thank you, ${escapeHtml(address.firstName)}! We have received your order <strong>#${escapeHtml(number)}</strong>.</p>
<p>${escapeHtml(confirmNote)}</p>
<p><a href="${escapeHtml(confirmUrl)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">Confirm my order</a></p>
<table role="presentation" width="100%" style="font-size:14px">${rows}
<tr><td style="padding-top:12px">Subtotal</td><td align="right" style="padding-top:12px">${escapeHtml(formatRupees(order.subtotal))}</td></tr>
${discount ? `<tr><td>${escapeHtml(discount.label)}</td><td align="right">${escapeHtml(discount.amount)}</td></tr>\n` : ''}<tr><td>Delivery Fee</td><td align="right">${escapeHtml(delivery)}</td></tr>
<tr><td><strong>Total (Cash on Delivery)</strong></td><td align="right"><strong>${escapeHtml(formatRupees(order.amount))}</strong></td></tr></table>
<p><strong>Delivering to:</strong> ${escapeHtml(where)}</p>
<p style="color:#5f665f">${escapeHtml(cancelNote)} <a href="${escapeHtml(`${context.config.publicUrl}/orders`)}" style="color:#2f5d3a">My Orders</a></p>`,
    ),
  };
}

const statusNews: Record<string, string> = {
  'Order Placed': 'We have your order.',
  Confirmed: 'Your order is confirmed. We will pack it by hand soon.',
  Packing: 'We are packing your order by hand right now.',
  Shipped: 'Your order has left our workshop and is on its way to you.',
  'Out for delivery': 'Your order is out for delivery and should reach you today.',
  Delivered: 'Your order has been delivered. We hope you love it!',
  Cancelled: 'Your order has been cancelled.',
  Returned: 'Your order has come back to us.',
};

/** The courier and tracking number of a shipped parcel, for the status email. */
function shipmentNote(order: OrderDto): string {
  if (!order.courier || !order.trackingNumber) return '';
  return `Courier: ${order.courier}, tracking number ${order.trackingNumber}.`;
}

/**
 * Sent to the customer each time the shop moves the order: its number and its new status (and a shipped
 * parcel's courier and tracking). Like the confirmation, sent to the account's own address.
 */
export async function orderStatusEmail(context: AppContext, order: OrderDto, recipient: string, reason?: string): Promise<MailMessage> {
  const business = await context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));
  const number = order._id.slice(0, 7);
  const news = statusNews[order.status] ?? `Your order is now ${order.status}.`;
  const cashNote = order.status === 'Out for delivery' && !order.payment ? `Please keep ${formatRupees(order.amount)} ready (Cash on Delivery).` : '';
  const reasonNote = (order.status === 'Cancelled' || order.status === 'Returned') && reason ? `Reason: ${reason}` : '';
  const shipped = order.status === 'Shipped' ? shipmentNote(order) : '';
  const ordersUrl = `${context.config.publicUrl}/orders`;
  const text = [
    `Hello ${order.address.firstName},`,
    '',
    `Order #${number}: ${order.status}`,
    news,
    ...(shipped ? [shipped] : []),
    ...(shipped && order.trackingUrl ? [`Track it: ${order.trackingUrl}`] : []),
    ...(cashNote ? [cashNote] : []),
    ...(reasonNote ? [reasonNote] : []),
    '',
    `My Orders: ${ordersUrl}`,
  ].join('\n');
  return {
    to: recipient,
    subject: `Order #${number}: ${order.status} — ${business.company.name}`,
    text: `${text}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>Hello ${escapeHtml(order.address.firstName)},</p>
<p style="font-size:18px">Order <strong>#${escapeHtml(number)}</strong>: <strong>${escapeHtml(order.status)}</strong></p>
<p>${escapeHtml(news)}</p>${shipped ? `\n<p>${escapeHtml(shipped)}${order.trackingUrl ? ` <a href="${escapeHtml(order.trackingUrl)}" style="color:#2f5d3a">Track it</a>` : ''}</p>` : ''}${cashNote ? `\n<p>${escapeHtml(cashNote)}</p>` : ''}${reasonNote ? `\n<p>${escapeHtml(reasonNote)}</p>` : ''}
<p><a href="${escapeHtml(ordersUrl)}" style="color:#2f5d3a">My Orders</a></p>`,
    ),
  };
}

/** The status email as the outbox stores it (lib/outbox.ts): written with the move, rendered when sent. */
export const orderStatusMail = emailTemplate('order-status', (context, data: { order: OrderDto; recipient: string; reason?: string | undefined }) =>
  orderStatusEmail(context, data.order, data.recipient, data.reason),
);

/**
 * docs/product.md §4 The parcel's story: the courier could not hand the parcel over. The customer is
 * asked to call or reply (to the shop's support address) so the next round finds them; the owner's note
 * of the attempt is never in it.
 */
export async function deliveryAttemptEmail(context: AppContext, order: OrderDto, recipient: string): Promise<MailMessage> {
  const business = await context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));
  const support = business.contact.customerSupport;
  const number = order._id.slice(0, 7);
  const attempt = order.deliveryAttempts.at(-1);
  const failed = attempt ? `${deliveryAttemptFailedText(attempt.reason)}.` : 'A delivery attempt failed.';
  const ask = `Please call us at ${support.phone} or reply to this email so that we can arrange a time that suits you.`;
  const cash = `Please keep ${formatRupees(order.amount)} ready for the rider (Cash on Delivery).`;
  const tracking = shipmentNote(order);
  const ordersUrl = `${context.config.publicUrl}/orders`;
  const text = [
    `Hello ${order.address.firstName},`,
    '',
    `The courier could not deliver your order #${number}.`,
    failed,
    ask,
    ...(tracking ? [tracking] : []),
    ...(tracking && order.trackingUrl ? [`Track it: ${order.trackingUrl}`] : []),
    cash,
    '',
    `My Orders: ${ordersUrl}`,
  ].join('\n');
  return {
    to: recipient,
    ...(support.email ? { replyTo: support.email } : {}),
    subject: `Order #${number}: we could not deliver it — ${business.company.name}`,
    text: `${text}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>Hello ${escapeHtml(order.address.firstName)},</p>
<p style="font-size:18px">The courier could not deliver your order <strong>#${escapeHtml(number)}</strong>.</p>
<p><strong>${escapeHtml(failed)}</strong></p>
<p>${escapeHtml(ask)}</p>${tracking ? `\n<p>${escapeHtml(tracking)}${order.trackingUrl ? ` <a href="${escapeHtml(order.trackingUrl)}" style="color:#2f5d3a">Track it</a>` : ''}</p>` : ''}
<p>${escapeHtml(cash)}</p>
<p><a href="${escapeHtml(ordersUrl)}" style="color:#2f5d3a">My Orders</a></p>`,
    ),
  };
}

export const deliveryAttemptMail = emailTemplate('order-delivery-attempt', (context, data: { order: OrderDto; recipient: string }) =>
  deliveryAttemptEmail(context, data.order, data.recipient),
);
