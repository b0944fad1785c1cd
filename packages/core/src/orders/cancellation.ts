/** docs/product.md §4 and §9: an order can be cancelled for 15 minutes after it is placed. */
export const CANCELLATION_WINDOW_SECONDS = 900;
/** docs/product.md §5 and §9: the most characters of free text an 'Other' reason may have. */
export const CANCEL_REASON_MAX = 500;
export const OTHER_CANCELLATION_REASON = 'Other';

/**
 * docs/product.md §4: the order statuses, in the order an order moves through them; Cancelled and
 * Returned end it early. Confirmed: the customer (or the owner, by phone) confirmed the COD order.
 */
export const orderStatuses = ['Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery', 'Delivered', 'Cancelled', 'Returned'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** docs/product.md §4: the customer may cancel from these two, within the window; confirming does not take the right away. */
export const customerCancellableStatuses: readonly OrderStatus[] = ['Order Placed', 'Confirmed'];

/** docs/product.md §9: reasons offered when the server's list cannot be loaded. */
export const fallbackCancellationReasons = [
  'Changed my mind',
  'Found better price elsewhere',
  'Delivery time too long',
  'Ordered by mistake',
  'Product not required anymore',
  'Payment issues',
  'Duplicate order',
  'Shipping address issues',
  OTHER_CANCELLATION_REASON,
] as const;

/**
 * Whole seconds left in the cancellation window, from 900 down to 0. A partly elapsed second
 * still counts as left, so the window closes exactly 900 s after the order.
 */
export function cancellationSecondsLeft(orderedAt: Date, now: Date): number {
  const elapsedMs = now.getTime() - orderedAt.getTime();
  if (Number.isNaN(elapsedMs)) return 0;
  const leftMs = CANCELLATION_WINDOW_SECONDS * 1000 - Math.max(0, elapsedMs);
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

/** docs/product.md §4: remaining seconds out of 900, as a percentage from 0 to 100. */
export function cancellationProgressPercent(secondsLeft: number): number {
  if (!Number.isFinite(secondsLeft)) return 0;
  const clamped = Math.min(CANCELLATION_WINDOW_SECONDS, Math.max(0, secondsLeft));
  return (clamped / CANCELLATION_WINDOW_SECONDS) * 100;
}

/** docs/product.md §4: only an 'Order Placed' or 'Confirmed' order, and only while the window is open. */
export function canCancelOrder({ status, orderedAt }: { status: string; orderedAt: Date }, now: Date): boolean {
  return (customerCancellableStatuses as readonly string[]).includes(status) && cancellationSecondsLeft(orderedAt, now) > 0;
}

/**
 * docs/product.md §5: the reason sent to the server, or null when the choice is not yet valid
 * (nothing picked, or 'Other' with blank or over-long text).
 */
export function cancellationReasonToSend(chosenReason: string | null | undefined, otherText: string | null | undefined): string | null {
  const choice = chosenReason?.trim() ?? '';
  if (choice === '') return null;
  if (choice !== OTHER_CANCELLATION_REASON) return choice;
  const text = otherText?.trim() ?? '';
  if (text === '' || text.length > CANCEL_REASON_MAX) return null;
  return text;
}
