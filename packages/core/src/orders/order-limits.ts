/**
 * Orders one account may place within an hour (decision 005): more than any shopper needs, few
 * enough that one account cannot flood the shop with orders, held stock and confirmation mail.
 */
export const ORDERS_PER_ACCOUNT_PER_HOUR = 20;
export const ORDER_LIMIT_WINDOW_SECONDS = 3600;

/**
 * Whole seconds until the account may order again, from the time of its ORDERS_PER_ACCOUNT_PER_HOUR-th
 * newest order (undefined when it has placed fewer within the hour): once that one is an hour old, it
 * no longer counts. 0 when it may order now.
 */
export function secondsUntilNextOrderAllowed(oldestOfLastOrders: Date | undefined, now: Date): number {
  if (!oldestOfLastOrders) return 0;
  const leftMs = oldestOfLastOrders.getTime() + ORDER_LIMIT_WINDOW_SECONDS * 1000 - now.getTime();
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

export function orderLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have placed ${ORDERS_PER_ACCOUNT_PER_HOUR} orders in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
