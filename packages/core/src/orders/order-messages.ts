import { CART_LINE_MAX } from '../cart/cart';
import { CANCEL_REASON_MAX } from './cancellation';

// Apart from order-schemas.ts: the storefront's cancel dialog shows these on every page that offers a
// cancel, and must not bring the validation library with them.

export const orderMessages = {
  quantity: `Quantity must be a whole number from 1 to ${CART_LINE_MAX}`,
  emptyOrder: 'Your cart is empty or all items are invalid',
  onlyCod: 'Only cash on delivery is available',
  amount: 'Invalid order amount. Please try again.',
  reasonRequired: 'Please provide a cancellation reason',
  reasonTooLong: `The reason can be at most ${CANCEL_REASON_MAX} characters long`,
  orderNotFound: 'Order not found',
  placed: 'Order placed successfully',
  cancelled: 'Order cancelled successfully',
} as const;

/** docs/product.md §8: what the "Confirm my order" link's page says, from POST /api/order/confirm. */
export const orderConfirmMessages = {
  confirmed: 'Thank you! Your order is confirmed and we are getting it ready.',
  linkInvalid: 'This confirmation link is not valid. Please use the link we sent you by email or WhatsApp.',
  linkExpired: 'This confirmation link has expired. Please contact us to confirm your order.',
  alreadyConfirmed: 'This order is already confirmed. Thank you!',
  cancelled: 'This order was cancelled, so there is nothing to confirm.',
} as const;
