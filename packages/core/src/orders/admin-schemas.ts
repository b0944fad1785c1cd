import { z } from '../shared/zod';
import { CANCEL_REASON_MAX, orderStatuses } from './cancellation';
import { dayOrInstant, idSchema, optionalText, paginationQuery, requiredText, wholeNumber } from '../shared/admin-field-schemas';
import { riskLevels } from '../trust/customer-trust';
import { inRupees, rupeesAmountSchema } from '../shared/money-schemas';
import { decimalPaisa, formatRupees, rupees } from '../shared/money';
import { CART_LINE_MAX, CART_LINES_MAX } from '../cart/cart';
import { emailSchema } from '../accounts/account-schemas';
import { handOrderAddressSchema, orderDiscountCodeSchema, pakistaniMobile } from './order-schemas';
import { handOrderChannels } from './order-channels';
import { orderSteps } from './order-steps';

export const orderListQuery = z.object({
  status: z.enum(orderStatuses, { error: `status must be one of: ${orderStatuses.join(', ')}` }).optional(),
  /** Which step's time `from` and `to` apply to (order-steps.ts): placed when left out. */
  on: z.enum(orderSteps, { error: `on must be one of: ${orderSteps.join(', ')}` }).optional(),
  /** Days are the shop's days (SHOP_TIME_ZONE), from its midnight to the next; instants are taken as they are. */
  from: dayOrInstant('from').optional(),
  to: dayOrInstant('to').optional(),
  q: optionalText('q', 100).optional(),
  /** The customer's trust level now (customer-trust.ts). */
  risk: z.enum(riskLevels, { error: `risk must be one of: ${riskLevels.join(', ')}` }).optional(),
  ...paginationQuery,
});

/** GET /api/admin/orders.csv: orders placed from `from` (default 30 days before `to`) to `to` (default now), days in the shop's time. */
export const orderExportQuery = z.object({ from: dayOrInstant('from').optional(), to: dayOrInstant('to').optional() });

export const orderStatusMessages = {
  reasonRequired: 'reason is required to cancel an order',
  returnReasonRequired: 'reason is required to record a return: why did the parcel come back?',
  restockRequired: 'restock is required with Returned: true puts the units back in stock, false keeps them out',
  restockWithCancel: "restock cannot be false with Cancelled: a cancelled order's units always go back to stock",
  courierRequired: 'courier is required to ship an order',
  trackingNumberRequired: 'trackingNumber is required to ship an order',
  trackingNumberFormat: 'trackingNumber may hold letters, digits, spaces, dashes and slashes, at most 60',
  onlyWithShipped: (field: string) => `${field} is only taken with status Shipped`,
  onlyWithReturned: (field: string) => `${field} is only taken with status Returned`,
} as const;

/** docs/product.md §4: what the owner sends to move an order; the status decides which of the other fields it needs. */
export const orderStatusBody = z
  .object({
    status: z.enum(orderStatuses, { error: `status must be one of: ${orderStatuses.join(', ')}` }),
    /** With Cancelled and Returned: why (for a return, one of returnReasons or any text). */
    reason: optionalText('reason', CANCEL_REASON_MAX).optional(),
    /** With Shipped: the courier's name, one of the delivery settings' couriers, and the parcel's number. */
    courier: optionalText('courier', 40).optional(),
    trackingNumber: optionalText('trackingNumber', 60)
      .regex(/^[A-Za-z0-9 /-]*$/, orderStatusMessages.trackingNumberFormat)
      .optional(),
    /** With Returned: whether the units go back on the shelf (Cancelled always puts them back). */
    restock: z.boolean({ error: 'restock must be true or false' }).optional(),
    /** With Returned from Delivered: the cash given back, in rupees (0 when none). */
    refund: rupeesAmountSchema.optional(),
    /** With Returned: what the courier charges for bringing the parcel back, in rupees. */
    returnCharge: rupeesAmountSchema.optional(),
  })
  .superRefine((body, context) => {
    const refuse = (field: string, message: string) => context.addIssue({ code: 'custom', path: [field], message });
    if (body.status === 'Cancelled' && !body.reason) refuse('reason', orderStatusMessages.reasonRequired);
    if (body.status === 'Cancelled' && body.restock === false) refuse('restock', orderStatusMessages.restockWithCancel);
    if (body.status === 'Returned' && !body.reason) refuse('reason', orderStatusMessages.returnReasonRequired);
    if (body.status === 'Returned' && body.restock === undefined) refuse('restock', orderStatusMessages.restockRequired);
    if (body.status === 'Shipped') {
      if (!body.courier) refuse('courier', orderStatusMessages.courierRequired);
      if (!body.trackingNumber) refuse('trackingNumber', orderStatusMessages.trackingNumberRequired);
    } else {
      for (const field of ['courier', 'trackingNumber'] as const) if (body[field] !== undefined) refuse(field, orderStatusMessages.onlyWithShipped(field));
    }
    if (body.status !== 'Returned' && body.refund !== undefined) refuse('refund', orderStatusMessages.onlyWithReturned('refund'));
    if (body.status !== 'Returned' && body.returnCharge !== undefined) refuse('returnCharge', orderStatusMessages.onlyWithReturned('returnCharge'));
    if (body.status !== 'Returned' && body.status !== 'Cancelled' && body.restock !== undefined) {
      refuse('restock', 'restock is only taken with status Returned or Cancelled');
    }
  });

export type OrderStatusRequest = z.infer<typeof orderStatusBody>;

/**
 * GET /api/admin/reports/summary: the period, both ends taken as whole shop days when given as days
 * (default: the last 30 days). A reversed period, or one over SHOP_DAYS_MAX days, is refused by the
 * server, which knows the shop's time zone.
 */
export const reportSummaryQuery = z.object({ from: dayOrInstant('from').optional(), to: dayOrInstant('to').optional() });

/** The most the owner may charge for delivery herself: a typo's guard, far above any courier's rate. */
export const HAND_ORDER_DELIVERY_MAX = 100_000;

export const handOrderMessages = {
  phone: 'phone must be a Pakistani mobile number, e.g. 03001234567',
  customer: 'customer needs either userId, or phone and name',
  customerBoth: 'customer takes either userId, or phone and name, not both',
  line: 'each item needs either productId or dealId, not both',
  deliveryCharges: `deliveryCharges must be 0 to ${formatRupees(rupees(HAND_ORDER_DELIVERY_MAX))} in rupees, with at most 2 decimals`,
} as const;

/** A Pakistani mobile in any usual writing, kept in its national form (03001234567), as the delivery form keeps it. */
const customerPhone = z
  .string({ error: handOrderMessages.phone })
  .trim()
  .max(40, handOrderMessages.phone)
  .transform((phone, context) => {
    const national = pakistaniMobile(phone);
    if (national) return national;
    context.addIssue({ code: 'custom', message: handOrderMessages.phone });
    return z.NEVER;
  });

/**
 * Who the order is for: an existing customer's account (`userId`), or a customer found or made by phone
 * (`phone` and `name`; `email` only goes on the order's address, docs/product.md §2 Orders taken by hand).
 */
export const handOrderCustomer = z
  .object({
    userId: idSchema('userId').optional(),
    phone: customerPhone.optional(),
    name: requiredText('name', 100).optional(),
    email: z.union([z.literal(''), emailSchema], { error: 'email must be an email address, or left empty' }).optional(),
  })
  .superRefine((customer, context) => {
    const refuse = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const byPhone = customer.phone !== undefined || customer.name !== undefined || customer.email !== undefined;
    if (customer.userId !== undefined && byPhone) refuse('userId', handOrderMessages.customerBoth);
    else if (customer.userId === undefined && (customer.phone === undefined || customer.name === undefined))
      refuse(customer.phone === undefined ? 'phone' : 'name', handOrderMessages.customer);
  });

const handOrderLine = z
  .object({
    productId: idSchema('productId').optional(),
    dealId: idSchema('dealId').optional(),
    quantity: wholeNumber('quantity', 1, CART_LINE_MAX),
  })
  .superRefine((line, context) => {
    if ((line.productId === undefined) === (line.dealId === undefined))
      context.addIssue({ code: 'custom', path: ['productId'], message: handOrderMessages.line });
  });

const handOrderLines = z
  .array(handOrderLine, { error: 'items must be a list of products and deals' })
  .min(1, 'items must name at least one product or deal')
  .max(CART_LINES_MAX, `items can hold at most ${CART_LINES_MAX} lines`);

/** Rupees, at most 2 decimals, 0 to HAND_ORDER_DELIVERY_MAX. */
const ownDeliveryCharges = inRupees(
  z
    .number({ error: handOrderMessages.deliveryCharges })
    .min(0, handOrderMessages.deliveryCharges)
    .max(HAND_ORDER_DELIVERY_MAX, handOrderMessages.deliveryCharges)
    .refine((value) => Number.isInteger(decimalPaisa(value)), handOrderMessages.deliveryCharges),
);

/**
 * POST /api/admin/orders: an order the owner takes by hand (docs/product.md §2). Left out, the delivery
 * charge is the shop's rule's (a free-delivery code makes it 0); given, hers, whatever the code.
 */
export const handOrderBody = z.object({
  customer: handOrderCustomer,
  address: handOrderAddressSchema,
  items: handOrderLines,
  channel: z.enum(handOrderChannels, { error: `channel must be one of: ${handOrderChannels.join(', ')}` }),
  discountCode: orderDiscountCodeSchema,
  deliveryCharges: ownDeliveryCharges.optional(),
});

export type HandOrderRequest = z.infer<typeof handOrderBody>;

/**
 * POST /api/admin/orders/preview: what the order would come to, priced as the order will be. With the
 * customer's phone, a code's uses by that phone count as they will; without it only the code's own limits do.
 */
export const handOrderPreviewBody = z.object({
  items: handOrderLines,
  discountCode: orderDiscountCodeSchema,
  deliveryCharges: ownDeliveryCharges.optional(),
  phone: customerPhone.optional(),
});

export type HandOrderPreviewRequest = z.infer<typeof handOrderPreviewBody>;
