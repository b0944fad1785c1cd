import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';
import { type DeliveryAttemptReason, deliveryAttemptReasons, orderCallOutcomes } from '../delivery/parcel-story';
import { deliveryAttemptDtoSchema, orderDtoSchema } from './dtos';
import { customerRiskSchema } from '../trust/admin-dtos';
import { whatsappMessageKinds } from '../messages/whatsapp-templates';
import { type OrderStatus, orderStatuses } from './cancellation';
import { orderChannels } from './order-channels';

/** An internal note or a logged call; `at` is ISO 8601. */
export const orderNoteDtoSchema = z.object({ text: z.string(), call: z.enum(orderCallOutcomes).nullable(), at: z.string() });

export type OrderNoteDto = z.infer<typeof orderNoteDtoSchema>;

export const adminOrderDtoSchema = orderDtoSchema.extend({
  /** The first 7 characters of the id, as the customer sees it. */
  orderNumber: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  /** Where the owner may move it next. */
  nextStatuses: z.array(z.string()),
  /** A wa.me link to the customer's phone with a prefilled confirmation message, or null when the phone is not a Pakistani mobile. */
  whatsappUrl: z.string().nullable(),
  /** ISO 8601: when the shop cancels it if still unconfirmed; null once confirmed or closed, or when the shop holds orders for ever. */
  holdUntil: z.string().nullable(),
  /** What the shop's history says of the customer now (docs/product.md §4 Trust). */
  risk: customerRiskSchema,
  /** Which message whatsappUrl carries: the order's situation picks it (docs/product.md §4 WhatsApp messages); null with no link. */
  whatsappKind: z.enum(whatsappMessageKinds).nullable(),
  /** With the owner's note of each attempt (the customer's order carries reason and time only). */
  deliveryAttempts: z.array(deliveryAttemptDtoSchema.extend({ note: z.string().nullable() })),
  /** The owner's notes and calls, oldest first: the console's alone, never the customer's, an email's or the webhook's. */
  notes: z.array(orderNoteDtoSchema),
  /** What the courier's payout said of this parcel (docs/product.md §4 Courier payouts), or null before one named it. */
  courierPayout: z
    .object({
      payoutId: z.string(),
      /** ISO 8601: when the payout was applied. */
      paidAt: z.string(),
      /** Rupees: cash reported, the courier's charges, the tax withheld, and cash less the order's total (negative: short). */
      cash: rupeesSchema,
      charges: rupeesSchema,
      tax: rupeesSchema,
      difference: rupeesSchema.nullable(),
    })
    .nullable(),
  /** Rupees: the courier's charge for bringing a returned parcel back (0 when none is recorded). */
  returnCharge: rupeesSchema,
});

export type AdminOrderDto = z.infer<typeof adminOrderDtoSchema>;

/** How many orders are at each status: every status is listed, 0 when none is. */
export const orderStatusCountsSchema = z.object(Object.fromEntries(orderStatuses.map((status) => [status, z.number()])) as Record<OrderStatus, z.ZodNumber>);

export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;

/** docs/product.md §7: what the owner needs to know of a period, each order counted by when the step happened. */
export const orderReportDtoSchema = z.object({
  /** The period, ISO 8601: from inclusive, to exclusive. */
  from: z.string(),
  to: z.string(),
  placed: z.number(),
  confirmed: z.number(),
  shipped: z.number(),
  delivered: z.number(),
  returned: z.number(),
  cancelled: z.number(),
  /** Rupees: the totals of orders delivered in the period, less the cash refunded on returns recorded in it. */
  cashCollected: rupeesSchema,
  /** Rupees refunded on returns recorded in the period (already taken off cashCollected). */
  refunded: rupeesSchema,
  /** Of the orders shipped in the period, the share that came back (0 to 1); null when none was shipped. */
  returnRate: z.number().nullable(),
  /** Failed delivery attempts recorded in the period, by reason (every reason listed, 0 when none). */
  deliveryAttempts: z.object({
    total: z.number(),
    byReason: z.object(Object.fromEntries(deliveryAttemptReasons.map((reason) => [reason, z.number()])) as Record<DeliveryAttemptReason, z.ZodNumber>),
    /** Orders with at least one failed attempt in the period. */
    orders: z.number(),
  }),
  /** Products by units delivered in the period (returned orders left out), most first; at most 10. */
  topProducts: z.array(z.object({ productId: z.string().nullable(), name: z.string(), units: z.number() })),
  /** Rupees: what an order delivered in the period came to on average (its total, delivery included, before any refund); null when none was delivered. */
  averageOrder: rupeesSchema.nullable(),
  /**
   * One entry per shop day the period touches (SHOP_TIME_ZONE), oldest first, zeros included: orders
   * placed and delivered that day, and the cash collected that day (the totals of orders delivered less
   * the refunds of returns recorded), so that the days add up to placed, delivered and cashCollected.
   */
  days: z.array(z.object({ date: z.string(), placed: z.number(), delivered: z.number(), cash: rupeesSchema })),
  /**
   * By the delivery address's city (grouped whatever case or spaces the customer typed, named with initial capitals: 'Lahore'):
   * orders placed in the period and the cash collected in it, most orders first; they add up to
   * placed and cashCollected.
   */
  byCity: z.array(z.object({ city: z.string(), orders: z.number(), cash: rupeesSchema })),
  /**
   * The discount codes of the orders placed in the period that still count as uses (not cancelled or
   * returned), most used first: how many orders, what the codes took off and what those orders came to.
   */
  discountCodes: z.array(z.object({ code: z.string(), orders: z.number(), discount: rupeesSchema, sales: rupeesSchema })),
  /**
   * docs/product.md §2 Carts that come back: cart reminders sent in the period, and the carts recovered
   * in it (an order placed in the period after a reminder) with what those orders came to.
   */
  carts: z.object({ reminded: z.number().int(), recovered: z.number().int(), recoveredValue: rupeesSchema }),
  /**
   * By where the orders came from (docs/product.md §2 Orders taken by hand), every channel listed in
   * orderChannels' order, zeros included: orders placed in the period and the cash collected in it,
   * counted as byCity counts them; they add up to placed and cashCollected.
   */
  channels: z.array(z.object({ channel: z.enum(orderChannels), orders: z.number(), cash: rupeesSchema })),
});

export type OrderReportDto = z.infer<typeof orderReportDtoSchema>;
