const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * An order's date in the shopper's time zone as '21 Nov 2026, 3:42 PM'. Built by hand because
 * Intl's en-GB writes 'pm' and en-US puts the month first; shoppers read this form on receipts.
 */
export function formatOrderDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** Seconds left in the cancellation window as 'M:SS' (at most 15:00). */
export function formatSecondsLeft(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** docs/product.md §2 My Orders: the order number is the first 7 characters of its id. */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 7);
}

/** Issue 34: an order's discount code line, 'Discount (EID20)', when the code took something off the products. */
export function orderDiscountLabel(order: { discountCode: string | null; discount: number }): string | null {
  return order.discountCode !== null && order.discount > 0 ? `Discount (${order.discountCode})` : null;
}

/** Issue 34: the code that made an order's delivery free; a free-delivery code takes nothing off the products. */
export function freeDeliveryCode(order: { discountCode: string | null; discount: number; deliveryCharges: number }): string | null {
  return order.discountCode !== null && order.discount === 0 && order.deliveryCharges === 0 ? order.discountCode : null;
}
