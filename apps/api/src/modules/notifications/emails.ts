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
<p><a href="${escapeHtml(consoleUrl)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">Open the order</a></p>`,
    ),
  };
}

/** A digest names this many orders and counts the rest: a flood of orders is one readable email. */
const DIGEST_LISTS_AT_MOST = 30;

/** The owner's digest of the orders placed in the minute after an alert: one line each, and the console's list. */
export function orderDigestEmail(context: AppContext, orders: readonly OrderDto[], details: BusinessDetails): MailMessage {
  const consoleUrl = `${context.config.publicUrl}/admin/orders?status=${encodeURIComponent('Order Placed')}`;
  // Added in paisa: rupee amounts added as numbers drift (0.1 + 0.2).
  const total = paisa(orders.reduce((sum, order) => sum + rupeesToPaisa(order.amount), 0));
  const lineOf = (order: OrderDto) =>
    `#${order._id.slice(0, 7)} · ${formatRupees(order.amount)} · ${order.address.firstName} ${order.address.lastName}, ${order.address.city} · ${order.address.phone}`;
  const count = `${orders.length} new ${orders.length === 1 ? 'order' : 'orders'}`;
  const listed = orders.slice(0, DIGEST_LISTS_AT_MOST);
  const more = orders.length - listed.length;
  const moreLine = more > 0 ? [`…and ${more} more in the console.`] : [];
  const text = [
    `${count} (Cash on Delivery), ${formatMoney(total)} to collect:`,
    '',
    ...listed.map(lineOf),
    ...moreLine,
    '',
    `Open the orders: ${consoleUrl}`,
  ].join('\n');
  const rows = listed
    .map(
      (order) =>
        `<tr><td style="padding:4px 0"><a href="${escapeHtml(`${context.config.publicUrl}/admin/orders/${order._id}`)}" style="color:#2f5d3a">#${escapeHtml(order._id.slice(0, 7))}</a></td><td>${escapeHtml(`${order.address.firstName} ${order.address.lastName}, ${order.address.city}`)}</td><td align="right">${escapeHtml(formatRupees(order.amount))}</td></tr>`,
    )
    .join('\n');
  return {
    to: ownerAlertAddress(context, details),
    subject: `${count}: ${formatMoney(total)} to collect`,
    text: `${text}${emailFooterText(details)}`,
    html: emailLayout(
      details,
      `<p style="font-size:18px">${escapeHtml(count)} (Cash on Delivery)</p>
<table role="presentation" width="100%" style="font-size:14px">${rows}</table>${more > 0 ? `\n<p>${escapeHtml(moreLine[0]!)}</p>` : ''}
<p><a href="${escapeHtml(consoleUrl)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">Open the orders</a></p>`,
    ),
  };
}

/** The owner gets at most one new-order email in this long (docs/product.md §4 Emails). */
export const ALERT_SPACING_MS = 60_000;

/**
 * The owner's new-order alert as the outbox stores it: one row per order, sent at most once a minute;
 * an order alone is its own alert, the orders of a minute after an alert come as one digest.
 */
export const orderAlertMail = spacedEmailTemplate('owner-order-alert', ALERT_SPACING_MS, async (context, data: { order: OrderDto }[]) => {
  const details = await business(context);
  const orders = data.map((entry) => entry.order);
  return orders.length === 1 ? orderAlertEmail(context, orders[0]!, details) : orderDigestEmail(context, orders, details);
});
