import { formatRupees, type Rupees } from '@shop/core/shared/money';
import { orderStatuses, type OrderStatus } from '@shop/core/orders/cancellation';

/** The order's time: the API sends it as epoch milliseconds in a string. */
export function placedAt(order: { date: string }): Date {
  return new Date(Number(order.date));
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in the owner's words ('5 minutes ago', 'yesterday'); the exact time is shown beside it. */
export function formatAgo(date: Date, now: number): string {
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return relative.format(-Math.floor(elapsed / (30 * DAY)), 'month');
}

/**
 * The status a list address asks for (`?status=Packing`), or undefined for all orders. The first
 * status may be shortened to its last word (`?status=Placed`), as Today's links and people write it.
 */
export function statusFromParam(value: string | null): OrderStatus | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  return orderStatuses.find((status) => status.toLowerCase() === wanted || status.toLowerCase() === `order ${wanted}`);
}

/**
 * What an order holds, as the customer chose it: '3 items', '2 items, 1 deal'. From the order's lines
 * (docs/product.md §3 Order line): a deal counts as the deals bought, not as the units inside it.
 */
export function contentsSummary(lines: readonly { kind: 'product' | 'deal'; quantity: number }[]): string {
  const units = lines.filter((line) => line.kind === 'product').reduce((sum, line) => sum + line.quantity, 0);
  const deals = lines.filter((line) => line.kind === 'deal').reduce((sum, line) => sum + line.quantity, 0);
  const parts = [units > 0 || deals === 0 ? `${units} ${units === 1 ? 'item' : 'items'}` : '', deals > 0 ? `${deals} ${deals === 1 ? 'deal' : 'deals'}` : ''];
  return parts.filter(Boolean).join(', ');
}

/** Whether cash is still to be collected at the door: not yet paid, and the parcel is not cancelled or back. */
export function cashToCollect(order: { payment: boolean; status: string }): boolean {
  return !order.payment && order.status !== 'Cancelled' && order.status !== 'Returned';
}

type OrderMoney = { discountCode: string | null; discount: Rupees; deliveryCharges: Rupees };

/**
 * The code's line under the subtotal, 'Discount (EID20)'; null without a code, and for a free-delivery
 * code, which takes nothing off the products: its effect is the delivery line's (deliveryText).
 */
export function discountLabel(order: OrderMoney): string | null {
  return order.discountCode !== null && order.discount > 0 ? `Discount (${order.discountCode})` : null;
}

/** The delivery line's amount: 'Rs. 250.00', 'Free', or 'Free (FREESHIP)' when a free-delivery code made it so. */
export function deliveryText(order: OrderMoney): string {
  if (order.deliveryCharges > 0) return formatRupees(order.deliveryCharges);
  return order.discountCode !== null && order.discount === 0 ? `Free (${order.discountCode})` : 'Free';
}
