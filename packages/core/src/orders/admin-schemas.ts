import { z } from '../shared/zod';
import { CANCEL_REASON_MAX, orderStatuses } from './cancellation';
import { dayOrInstant, optionalText, paginationQuery } from '../shared/admin-field-schemas';
import { riskLevels } from '../trust/customer-trust';
import { rupeesAmountSchema } from '../shared/money-schemas';
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
