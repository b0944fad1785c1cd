import type { OrderDto } from '@shop/core/orders/dtos';
import type { BusinessDetails } from '@shop/core/business/business-details';
import { formatMoney, formatRupees, paisa, rupeesToPaisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { spacedEmailTemplate } from '../../lib/outbox';
import { getBusinessDetails } from '../business/service';
import { orderLinesHtml, orderLinesText } from '../../lib/order-email-lines';

const business = (context: AppContext) => context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));

/** ORDER_ALERT_EMAIL, or the support address of the business details when it is not set. */
export function ownerAlertAddress(context: AppContext, details: BusinessDetails): string {
  return context.config.orderAlertEmail ?? details.contact.customerSupport.email;
}

const buttonStyle = 'display:inline-block;background:#2f5d3a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold';

/** The owner's alert of a new order: what to pack, what to collect, where, whom to call, and the order in the console. */
export function orderAlertEmail(context: AppContext, order: OrderDto, details: BusinessDetails): MailMessage {
  const number = order._id.slice(0, 7);
  const { address } = order;
  const consoleUrl = `${context.config.publicUrl}/admin/orders/${order._id}`;
  const lines = orderLinesText(order);
  const delivery = order.deliveryCharges === 0 ? 'FREE' : formatRupees(order.deliveryCharges);
  const customer = [
    `Customer: ${address.firstName} ${address.lastName}`,
    `City: ${address.city}`,
    `Phone: ${address.phone}`,
    `Address: ${address.street}, ${address.city}, ${address.state} - ${address.zipcode}`,
  ];
  const text = [
    `New order #${number} (Cash on Delivery)`,
    '',
    ...lines,
    '',
    `Delivery Fee: ${delivery}`,
    `Total to collect: ${formatRupees(order.amount)}`,
    '',
    ...customer,
    '',
    `Open the order: ${consoleUrl}`,
  ].join('\n');
  const rows = orderLinesHtml(order);
  return {
    to: ownerAlertAddress(context, details),
    subject: `New order #${number}: ${formatRupees(order.amount)} — ${address.city}`,
    text: `${text}${emailFooterText(details)}`,
    html: emailLayout(
      details,
      `<p style="font-size:18px">New order <strong>#${escapeHtml(number)}</strong> (Cash on Delivery)</p>
<table role="presentation" width="100%" style="font-size:14px">${rows}
<tr><td style="padding-top:10px">Delivery Fee</td><td align="right" style="padding-top:10px">${escapeHtml(delivery)}</td></tr>
<tr><td><strong>Total to collect</strong></td><td align="right"><strong>${escapeHtml(formatRupees(order.amount))}</strong></td></tr></table>
<p>${customer.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(consoleUrl)}" style="${buttonStyle}">Open the order</a></p>`,
    ),
  };
}

/** A digest names this many orders and counts the rest: a flood of orders is one readable email. */
const DIGEST_LISTS_AT_MOST = 30;

/** What an alert tells the owner of: a new order, or the customer's own cancellation of one. */
export type OrderAlertChange = 'placed' | 'cancelled';

/** An alert's data as the outbox stores it; rows written before cancellations were alerted have no `change`. */
export interface OrderAlert {
  order: OrderDto;
  change?: OrderAlertChange;
}

/** The owner's alert of a customer's cancellation: which parcel not to pack, and that its stock is back on the shelf. */
export function orderCancelledAlertEmail(context: AppContext, order: OrderDto, details: BusinessDetails): MailMessage {
  const number = order._id.slice(0, 7);
  const { address } = order;
  const consoleUrl = `${context.config.publicUrl}/admin/orders/${order._id}`;
  const reason = order.cancellationReason ? [`Reason: ${order.cancellationReason}`] : [];
  const customer = [`Customer: ${address.firstName} ${address.lastName}`, `City: ${address.city}`, `Phone: ${address.phone}`];
  const text = [
    `The customer cancelled order #${number} (${formatRupees(order.amount)}, Cash on Delivery).`,
    'Do not pack or ship it; its items are back in stock.',
    ...reason,
    '',
    ...orderLinesText(order),
    '',
    ...customer,
    '',
    `Open the order: ${consoleUrl}`,
  ].join('\n');
  return {
    to: ownerAlertAddress(context, details),
    subject: `Order #${number} cancelled by the customer: ${formatRupees(order.amount)} — ${address.city}`,
    text: `${text}${emailFooterText(details)}`,
    html: emailLayout(
      details,
      `<p style="font-size:18px">The customer cancelled order <strong>#${escapeHtml(number)}</strong> (${escapeHtml(formatRupees(order.amount))}, Cash on Delivery).</p>
<p>Do not pack or ship it; its items are back in stock.${reason.length > 0 ? `<br>${escapeHtml(reason[0]!)}` : ''}</p>
<table role="presentation" width="100%" style="font-size:14px">${orderLinesHtml(order)}</table>
<p>${customer.map(escapeHtml).join('<br>')}</p>
<p><a href="${escapeHtml(consoleUrl)}" style="${buttonStyle}">Open the order</a></p>`,
    ),
  };
}

/**
 * The owner's digest of the minute after an alert: the new orders, one line each, and the orders their
 * customers cancelled, then the console's list. An order placed and cancelled within the minute is in both.
 */
export function orderDigestEmail(context: AppContext, alerts: readonly OrderAlert[], details: BusinessDetails): MailMessage {
  const placed = alerts.filter((alert) => alert.change !== 'cancelled').map((alert) => alert.order);
  const cancelled = alerts.filter((alert) => alert.change === 'cancelled').map((alert) => alert.order);
  const consoleUrl = `${context.config.publicUrl}/admin/orders${placed.length > 0 ? `?status=${encodeURIComponent('Order Placed')}` : ''}`;
  // Added in paisa: rupee amounts added as numbers drift (0.1 + 0.2).
  const total = paisa(placed.reduce((sum, order) => sum + rupeesToPaisa(order.amount), 0));
  const lineOf = (order: OrderDto) =>
    `#${order._id.slice(0, 7)} · ${formatRupees(order.amount)} · ${order.address.firstName} ${order.address.lastName}, ${order.address.city} · ${order.address.phone}`;
  const newCount = `${placed.length} new ${placed.length === 1 ? 'order' : 'orders'}`;
  const cancelledCount = `${cancelled.length} cancelled by the customer`;
  const sections = [
    ...(placed.length > 0 ? [{ heading: `${newCount} (Cash on Delivery), ${formatMoney(total)} to collect:`, orders: placed }] : []),
    ...(cancelled.length > 0 ? [{ heading: `${cancelledCount}: do not pack or ship ${cancelled.length === 1 ? 'it' : 'them'}.`, orders: cancelled }] : []),
  ].map((section) => {
    const listed = section.orders.slice(0, DIGEST_LISTS_AT_MOST);
    const more = section.orders.length - listed.length;
    return { ...section, listed, moreLine: more > 0 ? `…and ${more} more in the console.` : undefined };
  });
  const text = [
    ...sections.flatMap((section) => [section.heading, '', ...section.listed.map(lineOf), ...(section.moreLine ? [section.moreLine] : []), '']),
    `Open the orders: ${consoleUrl}`,
  ].join('\n');
  const rowOf = (order: OrderDto) =>
    `<tr><td style="padding:4px 0"><a href="${escapeHtml(`${context.config.publicUrl}/admin/orders/${order._id}`)}" style="color:#2f5d3a">#${escapeHtml(order._id.slice(0, 7))}</a></td><td>${escapeHtml(`${order.address.firstName} ${order.address.lastName}, ${order.address.city}`)}</td><td align="right">${escapeHtml(formatRupees(order.amount))}</td></tr>`;
  const html = sections
    .map(
      (section) => `<p style="font-size:18px">${escapeHtml(section.heading)}</p>
<table role="presentation" width="100%" style="font-size:14px">${section.listed.map(rowOf).join('\n')}</table>${section.moreLine ? `\n<p>${escapeHtml(section.moreLine)}</p>` : ''}`,
    )
    .join('\n');
  const subject = [...(placed.length > 0 ? [`${newCount}: ${formatMoney(total)} to collect`] : []), ...(cancelled.length > 0 ? [cancelledCount] : [])].join(
    ' · ',
  );
  return {
    to: ownerAlertAddress(context, details),
    subject,
    text: `${text}${emailFooterText(details)}`,
    html: emailLayout(details, `${html}\n<p><a href="${escapeHtml(consoleUrl)}" style="${buttonStyle}">Open the orders</a></p>`),
  };
}

/** The owner gets at most one alert email in this long (docs/product.md §4 Emails). */
export const ALERT_SPACING_MS = 60_000;

/**
 * The owner's alert of a new order or a customer's cancellation as the outbox stores it: one row per
 * change, sent at most once a minute; a change alone is its own alert, the changes of a minute after an
 * alert come as one digest.
 */
export const orderAlertMail = spacedEmailTemplate('owner-order-alert', ALERT_SPACING_MS, async (context, alerts: OrderAlert[]) => {
  const details = await business(context);
  if (alerts.length > 1) return orderDigestEmail(context, alerts, details);
  const [{ order, change }] = alerts as [OrderAlert];
  return change === 'cancelled' ? orderCancelledAlertEmail(context, order, details) : orderAlertEmail(context, order, details);
});
