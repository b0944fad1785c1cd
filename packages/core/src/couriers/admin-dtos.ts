import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';
import { orderStatuses } from '../orders/cancellation';
import { payoutMatches } from './courier-payouts';

/** A kept or guessed column mapping, as the console fills its form with it. */
export const payoutMappingDtoSchema = z.object({
  trackingNumber: z.string().optional(),
  codAmount: z.string().optional(),
  charges: z.string().optional(),
  tax: z.string().optional(),
});

/** A report's header row and first lines, so the owner can say which column holds what. */
export const payoutColumnsDtoSchema = z.object({
  courier: z.string(),
  columns: z.array(z.string()),
  /** Up to 3 lines under the header, cells as text. */
  sample: z.array(z.array(z.string())),
  /** Lines under the header. */
  rows: z.number().int(),
  mapping: payoutMappingDtoSchema,
  /** True when `mapping` is the one kept for this courier (all its columns are in this file); false when guessed from the names. */
  kept: z.boolean(),
});

export type PayoutColumnsDto = z.infer<typeof payoutColumnsDtoSchema>;

/** One line of a preview or an applied payout, as matched against the shop's orders. */
export const payoutLineDtoSchema = z.object({
  /** The file's line number (the header is line 1), or the typed line's position from 1. */
  line: z.number().int(),
  /** As the courier wrote it. */
  trackingNumber: z.string(),
  match: z.enum(payoutMatches),
  /** The order the line names, when one does (every match but `unknown`). */
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  orderStatus: z.enum(orderStatuses).nullable(),
  /** Rupees: the order's total, delivery included. */
  orderAmount: rupeesSchema.nullable(),
  customerName: z.string().nullable(),
  /** Rupees, as the courier reported them. */
  codAmount: rupeesSchema,
  charges: rupeesSchema,
  tax: rupeesSchema,
  /** Rupees: cash reported less the order's total (negative: a shortfall); null where no order is paid by the line. */
  difference: rupeesSchema.nullable(),
  /** already-paid: the earlier payout that paid the order. */
  paidInPayoutId: z.string().nullable(),
});

export type PayoutLineDto = z.infer<typeof payoutLineDtoSchema>;

/** What a preview or a payout comes to, in rupees and lines. */
export const payoutTotalsDtoSchema = z.object({
  lines: z.number().int(),
  matched: z.number().int(),
  amountDiffers: z.number().int(),
  notDelivered: z.number().int(),
  returned: z.number().int(),
  unknown: z.number().int(),
  alreadyPaid: z.number().int(),
  /** Rupees: cash, charges and tax of the lines that pay an order (not unknown, not already paid). */
  cash: rupeesSchema,
  charges: rupeesSchema,
  tax: rupeesSchema,
  /** cash − charges − tax: what should reach the bank. */
  net: rupeesSchema,
  /** Rupees the courier paid short across the lines, and over. */
  shortfall: rupeesSchema,
  excess: rupeesSchema,
});

export type PayoutTotalsDto = z.infer<typeof payoutTotalsDtoSchema>;

/** A payout received and applied. */
export const payoutDtoSchema = z.object({
  _id: z.string(),
  courier: z.string(),
  /** The report's file name, or null for a payout typed by hand. */
  fileName: z.string().nullable(),
  /** ISO 8601: when it was applied. */
  appliedAt: z.string(),
  appliedBy: z.string().nullable(),
  totals: payoutTotalsDtoSchema,
  /** Orders the owner moved to Delivered and to Returned with it. */
  markedDelivered: z.number().int(),
  markedReturned: z.number().int(),
});

export type PayoutDto = z.infer<typeof payoutDtoSchema>;

export const payoutDetailDtoSchema = payoutDtoSchema.extend({ lines: z.array(payoutLineDtoSchema) });

export type PayoutDetailDto = z.infer<typeof payoutDetailDtoSchema>;

/** docs/product.md §4 What every courier owes: one courier's figures for a period, money in rupees. */
export const courierBalanceDtoSchema = z.object({
  courier: z.string(),
  /** Cash of parcels delivered in the period that no payout has named yet. */
  outstanding: rupeesSchema,
  /** Cash (order totals) of parcels delivered in the period. */
  delivered: rupeesSchema,
  /** Cash the courier reported paying for those parcels. */
  paid: rupeesSchema,
  /** Rupees paid short on those parcels, and paid over. */
  shortfalls: rupeesSchema,
  excess: rupeesSchema,
  /** The courier's charges and the tax withheld on the period's parcels, delivered and returned. */
  charges: rupeesSchema,
  tax: rupeesSchema,
  /** Return charges of parcels returned in the period. */
  returnCharges: rupeesSchema,
  /** paid − charges − tax − returnCharges: what the period's parcels brought in after courier costs. */
  net: rupeesSchema,
  deliveredParcels: z.number().int(),
  unpaidParcels: z.number().int(),
  /** Unpaid parcels delivered more than the shop's courierPayoutDays ago. */
  overdueParcels: z.number().int(),
  /** ISO 8601: the delivery of the oldest unpaid parcel, or null. */
  oldestUnpaid: z.string().nullable(),
  /** Payouts applied in the period, and the latest one's time (ISO 8601, any period). */
  payouts: z.number().int(),
  lastPayoutAt: z.string().nullable(),
});

export type CourierBalanceDto = z.infer<typeof courierBalanceDtoSchema>;

/** A delivered parcel waiting for its courier's payout. */
export const unpaidParcelDtoSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  courier: z.string(),
  trackingNumber: z.string().nullable(),
  customerName: z.string(),
  city: z.string(),
  /** Rupees: the order's total, the cash the courier collected. */
  amount: rupeesSchema,
  deliveredAt: z.string(),
  daysUnpaid: z.number().int(),
  overdue: z.boolean(),
});

export type UnpaidParcelDto = z.infer<typeof unpaidParcelDtoSchema>;

/** Today's line on courier cash: every courier together, all time. */
export const courierCashDtoSchema = z.object({
  outstanding: rupeesSchema,
  unpaidParcels: z.number().int(),
  overdueParcels: z.number().int(),
  /** The shop's setting the overdue count uses. */
  overdueDays: z.number().int(),
  oldestUnpaid: z.string().nullable(),
});

export type CourierCashDto = z.infer<typeof courierCashDtoSchema>;
