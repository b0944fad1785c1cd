import { orderStatuses, type OrderStatus } from '@shop/core/cancellation';
import { formatMoney, rupeesToPaisa } from '@shop/core/money';

/** The admin API speaks rupees (docs/product.md §3); the one money formatter takes paisa. */
export function rupees(amount: number): string {
  return formatMoney(rupeesToPaisa(amount));
}

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
 * What an order holds, as the customer chose it: '3 items', '2 items, 1 deal'. A deal is stored as its
 * products' lines (docs/product.md §3 Order item); counted as one deal, not as the units inside it.
 */
export function contentsSummary(items: readonly { quantity: number; isFromDeal: boolean; dealId?: string | null; dealName?: string | null }[]): string {
  const units = items.filter((item) => !item.isFromDeal).reduce((sum, item) => sum + item.quantity, 0);
  const deals = new Set(items.filter((item) => item.isFromDeal).map((item) => item.dealId ?? item.dealName)).size;
  const parts = [units > 0 || deals === 0 ? `${units} ${units === 1 ? 'item' : 'items'}` : '', deals > 0 ? `${deals} ${deals === 1 ? 'deal' : 'deals'}` : ''];
  return parts.filter(Boolean).join(', ');
}

/** Whether cash is still to be collected at the door: not yet paid, and the parcel is not cancelled or back. */
export function cashToCollect(order: { payment: boolean; status: string }): boolean {
  return !order.payment && order.status !== 'Cancelled' && order.status !== 'Returned';
}
