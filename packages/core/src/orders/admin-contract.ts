import { z } from '../shared/zod';
import { handOrderBody, handOrderPreviewBody, orderExportQuery, orderListQuery, orderStatusBody } from './admin-schemas';
import { rupeesSchema } from '../shared/money-schemas';
import { discountCodeErrorCodes, discountRefusalCodes } from '../discounts/discount-codes';
import { discountMinimumDetails } from '../discounts/contract';
import { adminOrderDtoSchema, orderStatusCountsSchema } from './admin-dtos';
import { orderStatuses } from './cancellation';
import { HOLD_EXTENSION_HOURS } from '../trust/customer-trust';
import { deliveryAttemptBody, orderNoteBody } from '../delivery/admin-schemas';
import { deliveryAttemptStatuses } from '../delivery/parcel-story';
import { defineEndpoint } from '../contract/endpoint';
import { orderErrorCodes } from './contract';
import { adminIdParams, adminTag, pageInfoShape } from '../contract/admin-shared';

/** The error codes of the admin order calls (docs/product.md §4), besides the customer's ORDER_NOT_FOUND. */
export const adminOrderErrorCodes = {
  /** The order is not at a status it may move from to the one asked for. */
  statusMoveRefused: 'ORDER_STATUS_MOVE_REFUSED',
  /** A delivered order more than 7 days ago can no longer be returned. */
  returnWindowPassed: 'RETURN_WINDOW_PASSED',
  /** Only an order still waiting at Order Placed, with a hold, can have its hold extended. */
  holdNotExtendable: 'HOLD_NOT_EXTENDABLE',
  /** An order taken by hand for a userId that is no customer's account (unknown, or an admin's). */
  customerNotFound: 'CUSTOMER_NOT_FOUND',
} as const;

const tag = adminTag('Orders');

export const listAdminOrders = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders',
  summary:
    "List every customer's orders, newest first (?status=, ?from=, ?to=, ?on=, ?q=, ?risk=, ?limit=, ?offset=; from and to are when the step ?on= names happened, placed by default, days in the shop's time zone), with counts of each status under the other filters; each order carries its customer's risk and its hold",
  tag,
  auth: 'admin',
  request: { query: orderListQuery },
  success: {
    body: z.object({
      success: z.literal(true),
      orders: z.array(adminOrderDtoSchema),
      ...pageInfoShape,
      /** Orders at each status matching q, from and to, whatever ?status= asks: the console's status tabs. */
      counts: orderStatusCountsSchema,
    }),
  },
});

export const exportAdminOrders = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders.csv',
  summary:
    "Export orders placed in a period (?from=&to=, days in the shop's time zone; default the 30 days to today; at most 731 days) as CSV with status, courier, tracking number and delivered/returned dates, streamed as it is read, as the admin command line does",
  tag,
  auth: 'admin',
  request: { query: orderExportQuery },
  success: { body: z.string(), contentType: 'text/csv; charset=utf-8' },
});

export const getAdminOrder = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders/:id',
  summary: 'Get one order with its customer and where it can move next',
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), order: adminOrderDtoSchema }) },
  errors: { 404: [orderErrorCodes.orderNotFound] },
});

export const moveAdminOrderStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/status',
  summary:
    'Move an order on ({ status }; Shipped needs courier and trackingNumber; Cancelled needs reason; Returned needs reason and restock, and refund when it was delivered); the customer is emailed',
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: orderStatusBody },
  success: { body: z.object({ success: z.literal(true), message: z.string(), order: adminOrderDtoSchema }) },
  errors: {
    404: [orderErrorCodes.orderNotFound],
    409: {
      codes: [adminOrderErrorCodes.statusMoveRefused, adminOrderErrorCodes.returnWindowPassed],
      // Where the order is now and where it may go from there.
      details: z.object({ status: z.enum(orderStatuses), nextStatuses: z.array(z.enum(orderStatuses)) }),
    },
  },
});

export const extendAdminOrderHold = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/extend-hold',
  summary: `Give an unconfirmed order ${HOLD_EXTENSION_HOURS} more hours before the shop cancels it (its confirm link lives as long); recorded in its history`,
  tag,
  auth: 'admin',
  request: { params: adminIdParams },
  success: { body: z.object({ success: z.literal(true), message: z.string(), order: adminOrderDtoSchema }) },
  errors: { 404: [orderErrorCodes.orderNotFound], 409: [adminOrderErrorCodes.holdNotExtendable] },
});

export const recordDeliveryAttempt = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/delivery-attempts',
  summary: `Record a failed delivery attempt ({ reason, note? }) while the order is ${deliveryAttemptStatuses.join(' or ')}; the customer sees it in My Orders and is emailed to call or reply`,
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: deliveryAttemptBody },
  success: { status: 201, body: z.object({ success: z.literal(true), message: z.string(), order: adminOrderDtoSchema }) },
  errors: {
    404: [orderErrorCodes.orderNotFound],
    409: {
      codes: [adminOrderErrorCodes.statusMoveRefused],
      details: z.object({ status: z.enum(orderStatuses), nextStatuses: z.array(z.enum(orderStatuses)) }),
    },
  },
});

export const addOrderNote = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/notes',
  summary:
    "Add an internal note or log a call ({ text, call? }, call one of answered, no-answer, wrong-number): the owner's alone, never shown to the customer, emailed or sent to the webhook",
  tag,
  auth: 'admin',
  request: { params: adminIdParams, body: orderNoteBody },
  success: { status: 201, body: z.object({ success: z.literal(true), message: z.string(), order: adminOrderDtoSchema }) },
  errors: { 404: [orderErrorCodes.orderNotFound] },
});

/** What an order taken by hand may be refused for, once its body is valid: its items, its code, its customer. */
const handOrderErrors = {
  404: [orderErrorCodes.itemsNotFound, discountCodeErrorCodes.unknown],
  409: {
    codes: [orderErrorCodes.outOfStock, ...discountRefusalCodes],
    // With DISCOUNT_CODE_MINIMUM_NOT_REACHED: the code's minimum and what is missing.
    details: discountMinimumDetails,
  },
} as const;

export const createHandOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders',
  summary:
    "Take an order by hand ({ customer: { phone, name, email? } | { userId }, address, items: [{ productId | dealId, quantity }], channel, discountCode?, deliveryCharges? }): priced, limited and stocked as a placed order, the blocklist checked but not the new-customer limits; it starts Confirmed. A customer by phone gets the passwordless account of that phone (made on the first order). Answers the order and a WhatsApp link with the customer's copy",
  tag,
  auth: 'admin',
  request: { body: handOrderBody },
  success: { status: 201, body: z.object({ success: z.literal(true), message: z.string(), order: adminOrderDtoSchema, whatsappUrl: z.string().nullable() }) },
  errors: {
    403: [orderErrorCodes.customerBlocked],
    404: [...handOrderErrors[404], adminOrderErrorCodes.customerNotFound],
    409: handOrderErrors[409],
  },
});

export const previewHandOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/preview',
  summary:
    'What an order taken by hand would come to ({ items, discountCode?, deliveryCharges?, phone? }), priced as creating it would price it; stock is checked when it is created',
  tag,
  auth: 'admin',
  request: { body: handOrderPreviewBody },
  success: {
    body: z.object({
      success: z.literal(true),
      subtotal: rupeesSchema,
      discount: rupeesSchema,
      deliveryCharges: rupeesSchema,
      amount: rupeesSchema,
      /** The code as the shop keeps it, once it applies; null without one. */
      discountCode: z.string().nullable(),
    }),
  },
  errors: handOrderErrors,
});
