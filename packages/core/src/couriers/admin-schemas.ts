import { z } from '../shared/zod';
import { dayOrInstant, optionalText, paginationQuery, requiredText, trueOrFalse } from '../shared/admin-field-schemas';
import { rupeesAmountSchema } from '../shared/money-schemas';
import { PAYOUT_COLUMN_NAME_MAX, PAYOUT_LINES_MAX, PAYOUT_TRACKING_MAX } from './courier-payouts';

const courierName = requiredText('courier', 40);
const trackingNumber = (field: string) => requiredText(field, PAYOUT_TRACKING_MAX);
const columnName = (field: string) => requiredText(field, PAYOUT_COLUMN_NAME_MAX);

/** Which of a report's columns holds what: the tracking number and the cash are required, charges and tax optional. */
export const payoutMappingSchema = z.object({
  trackingNumber: columnName('mapping.trackingNumber'),
  codAmount: columnName('mapping.codAmount'),
  charges: columnName('mapping.charges').optional(),
  tax: columnName('mapping.tax').optional(),
});

/** One line of a payout typed by hand, in rupees. */
export const payoutLineInput = z.object({
  trackingNumber: trackingNumber('trackingNumber'),
  codAmount: rupeesAmountSchema,
  charges: rupeesAmountSchema.optional(),
  tax: rupeesAmountSchema.optional(),
});

/**
 * POST /api/admin/courier-payouts/preview as JSON: a payout typed by hand. The multipart form of the same
 * call carries `file`, `courier` and `mapping` (this schema's JSON) instead.
 */
export const payoutLinesBody = z.object({
  courier: courierName,
  lines: z
    .array(payoutLineInput, { error: 'lines must be a list' })
    .min(1, 'lines must name at least one parcel')
    .max(PAYOUT_LINES_MAX, `A payout can have at most ${PAYOUT_LINES_MAX} lines`),
});

export type PayoutLinesBody = z.infer<typeof payoutLinesBody>;

/** The multipart form's text fields, read and checked after the file (the route parses `mapping` as JSON). */
export const payoutFileFields = z.object({ courier: courierName, mapping: payoutMappingSchema });

/** POST /api/admin/courier-payouts: which preview, and which of its offers the owner accepts. */
export const applyPayoutBody = z.object({
  previewId: requiredText('previewId', 64),
  markDelivered: z.array(trackingNumber('markDelivered'), { error: 'markDelivered must be a list of tracking numbers' }).max(PAYOUT_LINES_MAX).optional(),
  markReturned: z
    .array(z.object({ trackingNumber: trackingNumber('markReturned.trackingNumber'), restock: trueOrFalse('markReturned.restock') }), {
      error: 'markReturned must be a list of { trackingNumber, restock }',
    })
    .max(PAYOUT_LINES_MAX)
    .optional(),
});

export type ApplyPayoutBody = z.infer<typeof applyPayoutBody>;

/** GET /api/admin/courier-payouts: the payouts received, newest first, one courier's or all. */
export const payoutListQuery = z.object({ courier: optionalText('courier', 40).optional(), ...paginationQuery });

export type PayoutListQuery = z.infer<typeof payoutListQuery>;

/**
 * GET /api/admin/couriers/balances(.csv): parcels delivered in the period (days in the shop's time zone);
 * without `from` from the shop's first delivery, without `to` up to now.
 */
export const balancesQuery = z.object({ from: dayOrInstant('from').optional(), to: dayOrInstant('to').optional() });

export type BalancesQuery = z.infer<typeof balancesQuery>;

/** GET /api/admin/couriers/unpaid: delivered parcels no payout has named yet, oldest first. */
export const unpaidParcelsQuery = z.object({ courier: optionalText('courier', 40).optional(), ...paginationQuery });

export type UnpaidParcelsQuery = z.infer<typeof unpaidParcelsQuery>;
