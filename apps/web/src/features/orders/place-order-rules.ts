import type { placeOrder } from '@shop/core/orders/contract';
import { paisaToRupees } from '@shop/core/shared/money';
import { hasErrorCode, isApiError } from '../../lib/api-client';
import { rowPrice, type CartRow } from '../../lib/cart-lines';
import { isDiscountCodeRefusal } from '../cart/api/apply-discount-code';
import type { PlaceOrderItem } from './api/place-order';

/** docs/product.md §8 Orders: what the shopper reads at each step of placing an order. */
export const placeOrderMessages = {
  loginRequired: 'Please login to place an order',
  stillLoading: 'Cart data is still loading. Please wait...',
  emptyOrder: 'Your cart is empty or all items are invalid',
  invalidAmount: 'Invalid order amount. Please try again.',
  sessionExpired: 'Your session has expired. Please login again.',
  itemsNotFound: 'Some items in your cart are no longer available. Please refresh your cart and try again.',
  noResponse: 'No response from server. Please check your connection.',
  failed: 'Failed to place order',
  discountCodeUnchecked: 'Please check your discount code again, or remove it, before placing the order.',
} as const;

/**
 * docs/product.md §5 Place order: the lines as the order call wants them, prices in rupees as the summary shows
 * them. A deal is one line under the deal's id; the server expands it into its products.
 */
export function orderItemsFromRows(rows: readonly CartRow[]): PlaceOrderItem[] {
  const items: PlaceOrderItem[] = [];
  for (const row of rows) {
    const price = rowPrice(row);
    if (!row.item || !price || row.quantity <= 0) continue;
    const unitPrice = paisaToRupees(price.unitPrice);
    if (row.kind === 'product') {
      const product = row.item;
      items.push({
        id: row.id,
        quantity: row.quantity,
        isFromDeal: false,
        name: product.name,
        price: unitPrice,
        image: product.image[0] ?? '',
        category: product.category,
      });
    } else {
      const deal = row.item;
      items.push({
        id: row.id,
        quantity: row.quantity,
        isFromDeal: true,
        name: deal.dealName,
        price: unitPrice,
        image: deal.dealImages[0] ?? '',
        category: deal.category,
        dealName: deal.dealName,
        dealImage: deal.dealImages[0] ?? '',
        dealDescription: deal.dealDescription,
      });
    }
  }
  return items;
}

export type FailureFollowUp = 'login' | 'reload-cart' | 'refresh-prices' | 'contact-shop' | 'drop-discount-code' | null;

/** No answer came (network down, timeout): the order may or may not have been placed. */
export function gotNoAnswer(error: unknown): boolean {
  return isApiError(error) && error.status === 0;
}

/** docs/product.md §8 place-order failures: the text to show and what the page does next. */
export function placeOrderFailure(error: unknown): { message: string; followUp: FailureFollowUp } {
  // An item is no longer for sale: the cart is loaded again without it.
  if (hasErrorCode<typeof placeOrder>(error, 'ITEMS_NOT_FOUND')) return { message: placeOrderMessages.itemsNotFound, followUp: 'reload-cart' };
  // docs/product.md §4 Trust: the shop will not take this order from this shopper now. Nothing changed in the
  // cart or its prices; the server's words say what to do, and the contact page is the way to the shop.
  if (
    hasErrorCode<typeof placeOrder>(error, 'CUSTOMER_BLOCKED') ||
    hasErrorCode<typeof placeOrder>(error, 'UNCONFIRMED_ORDERS_LIMIT') ||
    hasErrorCode<typeof placeOrder>(error, 'NEW_CUSTOMER_ORDER_LIMIT')
  )
    return { message: error.message, followUp: 'contact-shop' };
  // Issue 34: the code no longer applies (ended, used up, the phone's uses...). The order is not placed at
  // another price: the code leaves the totals, and the shopper places again seeing the total without it.
  if (isDiscountCodeRefusal(error)) return { message: error.message, followUp: 'drop-discount-code' };
  if (!isApiError(error)) return { message: placeOrderMessages.failed, followUp: null };
  if (error.status === 401) return { message: placeOrderMessages.sessionExpired, followUp: 'login' };
  if (gotNoAnswer(error)) return { message: placeOrderMessages.noResponse, followUp: null };
  // 409 (ORDER_TOTAL_CHANGED, OUT_OF_STOCK, …): something changed since the page loaded; fresh prices, stock and delivery show what.
  return { message: error.message || placeOrderMessages.failed, followUp: error.status === 409 ? 'refresh-prices' : null };
}
