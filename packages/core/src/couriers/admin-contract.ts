import { z } from '../shared/zod';
import { defineEndpoint } from '../contract/endpoint';
import { adminTag, pageInfoShape } from '../contract/admin-shared';
import {
  courierBalanceDtoSchema,
  payoutColumnsDtoSchema,
  payoutDetailDtoSchema,
  payoutDtoSchema,
  payoutLineDtoSchema,
  payoutTotalsDtoSchema,
  unpaidParcelDtoSchema,
} from './admin-dtos';
import { applyPayoutBody, balancesQuery, payoutListQuery, unpaidParcelsQuery } from './admin-schemas';
import { courierPayoutErrorCodes, PAYOUT_FILE_BYTES_MAX, PAYOUT_LINES_MAX } from './courier-payouts';

const tag = adminTag('Courier payouts');

/** A refusal about one line of the report: the line number (the header is line 1) when one is to blame. */
const lineError = (...codes: [string, ...string[]]) => ({ codes, details: z.object({ line: z.number().int() }) });

const fileErrors = {
  400: lineError(
    courierPayoutErrorCodes.fileUnreadable,
    courierPayoutErrorCodes.columnMissing,
    courierPayoutErrorCodes.lineInvalid,
    courierPayoutErrorCodes.tooManyLines,
    courierPayoutErrorCodes.empty,
  ),
} as const;

export const readPayoutColumns = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courier-payouts/columns',
  summary: `Read a payout report's header row (multipart: file, courier): its columns, the first lines, and the mapping kept for that courier or one guessed from the names. At most ${PAYOUT_FILE_BYTES_MAX / 1024 / 1024} MB`,
  tag,
  auth: 'admin',
  success: { body: z.object({ success: z.literal(true), report: payoutColumnsDtoSchema }) },
  errors: fileErrors,
});

export const previewPayout = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courier-payouts/preview',
  summary: `Match a courier's payout to the orders without saving it: multipart file + courier + mapping (JSON naming the columns trackingNumber, codAmount, charges?, tax?; kept for the courier), or JSON { courier, lines: [{ trackingNumber, codAmount, charges?, tax? }] } in rupees; at most ${PAYOUT_LINES_MAX} lines. The preview is kept for POST /api/admin/courier-payouts`,
  tag,
  auth: 'admin',
  success: {
    status: 201,
    body: z.object({
      success: z.literal(true),
      message: z.string(),
      previewId: z.string(),
      courier: z.string(),
      lines: z.array(payoutLineDtoSchema),
      totals: payoutTotalsDtoSchema,
    }),
  },
  errors: fileErrors,
});

export const applyPayout = defineEndpoint({
  method: 'POST',
  path: '/api/admin/courier-payouts',
  summary:
    'Apply a preview in one transaction: every line paying an order is recorded against it, the offers accepted move orders to Delivered (markDelivered) or Returned (markReturned, restock or not); a parcel an earlier payout paid is never paid again',
  tag,
  auth: 'admin',
  request: { body: applyPayoutBody },
  success: { status: 201, body: z.object({ success: z.literal(true), message: z.string(), payout: payoutDetailDtoSchema }) },
  errors: {
    400: [courierPayoutErrorCodes.offerUnknown],
    404: [courierPayoutErrorCodes.previewNotFound],
    409: [courierPayoutErrorCodes.alreadyApplied, courierPayoutErrorCodes.nothingToApply],
  },
});

export const listPayouts = defineEndpoint({
  method: 'GET',
  path: '/api/admin/courier-payouts',
  summary: 'The payouts received, newest first (?courier= one courier’s)',
  tag,
  auth: 'admin',
  request: { query: payoutListQuery },
  success: { body: z.object({ success: z.literal(true), payouts: z.array(payoutDtoSchema), ...pageInfoShape }) },
});

export const getPayout = defineEndpoint({
  method: 'GET',
  path: '/api/admin/courier-payouts/:id',
  summary: 'One payout with its lines and the orders they paid',
  tag,
  auth: 'admin',
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  success: { body: z.object({ success: z.literal(true), payout: payoutDetailDtoSchema }) },
  errors: { 404: [courierPayoutErrorCodes.notFound] },
});

const balancesBody = z.object({
  success: z.literal(true),
  /** ISO 8601: the period the figures count; from is null when it runs from the first delivery. */
  from: z.string().nullable(),
  to: z.string(),
  overdueDays: z.number().int(),
  couriers: z.array(courierBalanceDtoSchema),
  totals: courierBalanceDtoSchema.omit({ courier: true }),
});

export const getCourierBalances = defineEndpoint({
  method: 'GET',
  path: '/api/admin/couriers/balances',
  summary:
    "What every courier owes: per courier, for parcels delivered in the period (?from=&to=, days in the shop's time zone; default all time), outstanding cash, delivered, paid, shortfalls, charges, tax, return charges, net and the oldest unpaid delivery, in rupees",
  tag,
  auth: 'admin',
  request: { query: balancesQuery },
  success: { body: balancesBody },
});

export const exportCourierBalances = defineEndpoint({
  method: 'GET',
  path: '/api/admin/couriers/balances.csv',
  summary: 'The courier balances of a period (the same ?from=&to=) as CSV, one row per courier and a total',
  tag,
  auth: 'admin',
  request: { query: balancesQuery },
  success: { body: z.string(), contentType: 'text/csv; charset=utf-8' },
});

export const listUnpaidParcels = defineEndpoint({
  method: 'GET',
  path: '/api/admin/couriers/unpaid',
  summary: 'Delivered parcels no payout has named yet, oldest delivery first (?courier= one courier’s)',
  tag,
  auth: 'admin',
  request: { query: unpaidParcelsQuery },
  success: { body: z.object({ success: z.literal(true), parcels: z.array(unpaidParcelDtoSchema), overdueDays: z.number().int(), ...pageInfoShape }) },
});
