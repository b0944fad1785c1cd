import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';
import { orderDtoSchema } from './dtos';
import { cancelOrderRequestSchema, placeOrderRequestSchema } from './order-schemas';
import { orderViews } from './order-views';
import { defineEndpoint } from '../contract/endpoint';
import { discountCodeErrorCodes, discountRefusalCodes } from '../discounts/discount-codes';
import { discountMinimumDetails } from '../discounts/contract';

/** The error codes of the order calls (docs/product.md §7 Orders). */
export const orderErrorCodes = {
  itemsNotFound: 'ITEMS_NOT_FOUND',
  outOfStock: 'OUT_OF_STOCK',
  totalChanged: 'ORDER_TOTAL_CHANGED',
  alreadyPlaced: 'ORDER_ALREADY_PLACED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  orderLimit: 'ORDER_LIMIT',
  orderNotFound: 'ORDER_NOT_FOUND',
  notCancellable: 'ORDER_NOT_CANCELLABLE',
  cancellationWindowPassed: 'CANCELLATION_WINDOW_PASSED',
  alreadyCancelled: 'ORDER_ALREADY_CANCELLED',
  confirmLinkInvalid: 'CONFIRM_LINK_INVALID',
  confirmLinkExpired: 'CONFIRM_LINK_EXPIRED',
  alreadyConfirmed: 'ORDER_ALREADY_CONFIRMED',
  orderCancelled: 'ORDER_CANCELLED',
  /** docs/product.md §4 Trust: a new or risky customer already has as many orders waiting for confirmation as the shop allows. */
  unconfirmedOrdersLimit: 'UNCONFIRMED_ORDERS_LIMIT',
  /** A new or risky customer's order is over the shop's amount or units for such orders. */
  newCustomerOrderLimit: 'NEW_CUSTOMER_ORDER_LIMIT',
  /** The account, its email or the phone number is on the shop's blocklist. */
  customerBlocked: 'CUSTOMER_BLOCKED',
} as const;

const tag = 'Orders';

export const getCancellationReasons = defineEndpoint({
  method: 'GET',
  path: '/api/order/cancellation-reasons',
  summary: 'Reasons offered when cancelling',
  tag,
  auth: 'public',
  success: { body: z.object({ success: z.literal(true), cancellationReasons: z.array(z.string()) }) },
});

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8, 'Idempotency-Key must be 8 to 200 characters').max(200, 'Idempotency-Key must be 8 to 200 characters').optional(),
});

export const placeOrder = defineEndpoint({
  method: 'POST',
  path: '/api/order/place',
  summary: 'Place a cash-on-delivery order, priced by the server (Idempotency-Key honoured)',
  tag,
  auth: 'customer',
  request: { body: placeOrderRequestSchema, headers: idempotencyHeaders },
  success: {
    status: 201,
    body: z.object({ success: z.literal(true), message: z.string(), orderId: z.string(), order: orderDtoSchema }),
  },
  errors: {
    403: [orderErrorCodes.customerBlocked],
    404: [orderErrorCodes.itemsNotFound, discountCodeErrorCodes.unknown],
    409: {
      codes: [
        orderErrorCodes.outOfStock,
        orderErrorCodes.totalChanged,
        orderErrorCodes.alreadyPlaced,
        orderErrorCodes.unconfirmedOrdersLimit,
        orderErrorCodes.newCustomerOrderLimit,
        ...discountRefusalCodes,
      ],
      // With ORDER_TOTAL_CHANGED: the total and delivery charge the server priced, in rupees; with
      // DISCOUNT_CODE_MINIMUM_NOT_REACHED: the code's minimum and what is missing.
      details: z.object({ amount: rupeesSchema, deliveryCharges: rupeesSchema }).extend(discountMinimumDetails.shape),
    },
    422: [orderErrorCodes.idempotencyKeyReused],
    429: [orderErrorCodes.orderLimit],
  },
});

/**
 * The original client's call with its empty body answers every order; a body's `view` narrows it to the account page's filters
 * (docs/product.md §7): active (placed, confirmed, packing, shipped, out for delivery), delivered,
 * cancelled or returned; all is the same as leaving it out.
 */
export const listOrders = defineEndpoint({
  method: 'POST',
  path: '/api/order/userorders',
  summary: "The logged-in customer's orders, newest first (optional body { view: all|active|delivered|cancelled|returned }, default all)",
  tag,
  auth: 'customer',
  request: {
    body: z
      .object({
        view: z.enum(orderViews, { error: `view must be one of ${orderViews.join(', ')}` }).optional(),
      })
      // No body at all, as the original client sends it, is every order.
      .nullish(),
  },
  success: { body: z.object({ success: z.literal(true), orders: z.array(orderDtoSchema) }) },
});

/** One of the customer's own orders (the confirmation page after placing it); another customer's order is not found, like a missing one. */
export const getOrder = defineEndpoint({
  method: 'GET',
  path: '/api/order/:id',
  summary: "One of the logged-in customer's own orders",
  tag,
  auth: 'customer',
  request: { params: z.object({ id: z.string().trim().min(1, 'id is required').max(200, 'id is too long') }) },
  success: { body: z.object({ success: z.literal(true), order: orderDtoSchema }) },
  errors: { 404: [orderErrorCodes.orderNotFound] },
});

export const cancelOrder = defineEndpoint({
  method: 'POST',
  path: '/api/order/cancel',
  summary: 'Cancel an order within 15 minutes of placing it',
  tag,
  auth: 'customer',
  request: { body: cancelOrderRequestSchema },
  success: { body: z.object({ success: z.literal(true), message: z.string() }) },
  errors: {
    404: [orderErrorCodes.orderNotFound],
    409: [orderErrorCodes.notCancellable, orderErrorCodes.cancellationWindowPassed, orderErrorCodes.alreadyCancelled],
  },
});

/**
 * The "Confirm my order" link of the order email opens the shop's page /orders/confirm?token=…, which POSTs the
 * token here: a GET of the link changes nothing, so mail scanners and link previews cannot confirm (docs/product.md §4).
 */
export const confirmOrder = defineEndpoint({
  method: 'POST',
  path: '/api/order/confirm',
  summary: "Confirm a cash-on-delivery order from the link in its email ({ token }) or the WhatsApp message's short link /c/{code} ({ code }); no login",
  tag,
  auth: 'public',
  request: {
    body: z.union(
      [
        z.object({ token: z.string().trim().min(1, 'token is required').max(2000, 'token is too long') }),
        // Any text up to a bound: a code of the wrong length or alphabet is CONFIRM_LINK_INVALID, as a garbled token is.
        z.object({ code: z.string().trim().min(1, 'code is required').max(200, 'code is too long') }),
      ],
      { error: 'Send the token of the emailed link or the code of the short link' },
    ),
  },
  success: {
    body: z.object({
      success: z.literal(true),
      message: z.string(),
      order: z.object({ _id: z.string(), orderNumber: z.string(), status: z.string() }),
    }),
  },
  errors: {
    400: [orderErrorCodes.confirmLinkInvalid],
    404: [orderErrorCodes.orderNotFound],
    409: [orderErrorCodes.alreadyConfirmed, orderErrorCodes.orderCancelled],
    410: [orderErrorCodes.confirmLinkExpired],
  },
});
