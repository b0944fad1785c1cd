import { MAX_RUPEES_AMOUNT } from '../shared/money';

/**
 * docs/product.md §4 Courier payouts: a courier's payout report matched to the shop's orders, and what
 * each courier still owes. Plain rules and constants, no validation library: the console imports them.
 * Money here is in paisa, as the database keeps it; the API speaks rupees.
 */

/** How a payout line stands against the shop's orders (the Names, in the order the preview groups them). */
export const payoutMatches = ['matched', 'amount-differs', 'not-delivered', 'returned', 'unknown', 'already-paid'] as const;
export type PayoutMatch = (typeof payoutMatches)[number];

export const payoutMatchLabels: Record<PayoutMatch, string> = {
  matched: 'Matched',
  'amount-differs': 'Amount differs',
  'not-delivered': 'Not delivered yet',
  returned: 'Returned by courier',
  unknown: 'No such parcel',
  'already-paid': 'Already paid',
};

/** The columns of a payout report the owner names once per courier; the tracking number and the cash are required. */
export const payoutColumns = ['trackingNumber', 'codAmount', 'charges', 'tax'] as const;
export type PayoutColumn = (typeof payoutColumns)[number];

export const payoutColumnLabels: Record<PayoutColumn, string> = {
  trackingNumber: 'Tracking number',
  codAmount: 'Cash collected',
  charges: 'Courier charges',
  tax: 'Tax withheld',
};

export type PayoutMapping = { trackingNumber: string; codAmount: string; charges?: string | undefined; tax?: string | undefined };

/** The most lines one payout may hold: a courier's weekly report for a busy small shop is a few hundred. */
export const PAYOUT_LINES_MAX = 5000;
/** The largest report file taken, in bytes (5,000 lines of a wide report fit). */
export const PAYOUT_FILE_BYTES_MAX = 5 * 1024 * 1024;
/** The longest column name a mapping may give, and the longest cell read. */
export const PAYOUT_COLUMN_NAME_MAX = 100;
export const PAYOUT_TRACKING_MAX = 60;

/** Days a delivery may wait for its payout before Today calls it overdue (shop setting). */
export const COURIER_PAYOUT_DAYS_DEFAULT = 14;
export const COURIER_PAYOUT_DAYS_MAX = 365;

export const courierPayoutErrorCodes = {
  /** Not UTF-8 or UTF-16 text, or CSV the parser cannot read (an unclosed quote): `line` says where. */
  fileUnreadable: 'PAYOUT_FILE_UNREADABLE',
  /** The mapping names a column the file's header row does not have. */
  columnMissing: 'PAYOUT_COLUMN_MISSING',
  /** A line without a tracking number, with an amount that is not one, or a tracking number twice: `line` says which. */
  lineInvalid: 'PAYOUT_LINE_INVALID',
  tooManyLines: 'PAYOUT_TOO_MANY_LINES',
  empty: 'PAYOUT_EMPTY',
  previewNotFound: 'PAYOUT_PREVIEW_NOT_FOUND',
  notFound: 'PAYOUT_NOT_FOUND',
  /** This preview was applied before (by this owner or another, a moment ago). */
  alreadyApplied: 'PAYOUT_ALREADY_APPLIED',
  /** Every parcel the preview names was paid in an earlier payout or matches no order: applying would change nothing. */
  nothingToApply: 'PAYOUT_NOTHING_TO_APPLY',
  /** markDelivered or markReturned names a tracking number the preview does not offer that move for. */
  offerUnknown: 'PAYOUT_OFFER_UNKNOWN',
} as const;

/**
 * Tracking numbers compare without spaces and case: couriers print "LE 7712 0031" where the owner typed
 * "le77120031". The database compares `upper(regexp_replace(tracking_number, '\s', '', 'g'))`, the same.
 */
export function normaliseTrackingNumber(text: string): string {
  return text.replace(/\s/g, '').toUpperCase();
}

/**
 * A money cell of a courier's report, in paisa: "1,250", "Rs. 1,250.50", "PKR 980", "" (none: 0 for
 * charges and tax). Null for anything else, negatives and formulas included: the caller names the line.
 */
export function paisaFromCell(cell: string): number | null {
  const text = cell
    .trim()
    .replace(/^(rs\.?|pkr)\s*/i, '')
    .replace(/,/g, '');
  if (text === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  // The API's own limit on an amount (rupeesAmountSchema): Rs. 1 crore and not a paisa more.
  return amount > MAX_RUPEES_AMOUNT * 100 ? null : amount;
}

/** What one payout line says, read from a file or typed, in paisa; `line` is the file's line number (typed: 1, 2…). */
export interface PayoutInputLine {
  line: number;
  trackingNumber: string;
  cashPaisa: number;
  chargesPaisa: number;
  taxPaisa: number;
}

/** What the shop knows of the order a line names: enough to judge it. */
export interface PayoutOrderFacts {
  id: string;
  status: string;
  amountPaisa: number;
  /** The applied payout that already named this order, if any. */
  paidInPayoutId: string | null;
}

/**
 * How a line stands (docs/product.md §4 Courier payouts):
 * - no order of this courier has the tracking number: unknown;
 * - an earlier payout named the order: already-paid, never paid twice;
 * - no cash for a parcel not delivered (or already back): returned, its charges the return charge;
 * - cash for a parcel still on its way: not-delivered, with the offer to mark it Delivered;
 * - a delivered parcel: matched when the cash is the order's total, else amount-differs.
 * Charges and tax are the courier's costs and never a shortfall by themselves.
 */
export function judgePayoutLine(line: Pick<PayoutInputLine, 'cashPaisa'>, order: PayoutOrderFacts | null): PayoutMatch {
  if (!order) return 'unknown';
  if (order.paidInPayoutId) return 'already-paid';
  const onItsWay = order.status === 'Shipped' || order.status === 'Out for delivery';
  if (line.cashPaisa === 0 && (onItsWay || order.status === 'Returned')) return 'returned';
  if (onItsWay) return 'not-delivered';
  if (order.status === 'Delivered' || order.status === 'Returned') return line.cashPaisa === order.amountPaisa ? 'matched' : 'amount-differs';
  // An order the courier could not have carried (still at the shop, or cancelled): nothing to pay it against.
  return 'unknown';
}

/** Cash reported less the order's total, in paisa: negative is a shortfall. Null where no order is paid by the line. */
export function payoutDifference(
  match: PayoutMatch,
  line: Pick<PayoutInputLine, 'cashPaisa'>,
  order: Pick<PayoutOrderFacts, 'amountPaisa'> | null,
): number | null {
  if (!order || match === 'unknown' || match === 'already-paid' || match === 'returned') return null;
  return line.cashPaisa - order.amountPaisa;
}

/** Guesses a mapping from a report's header row by the words couriers use; null for a column it cannot place. */
export function guessPayoutMapping(columns: readonly string[]): Partial<PayoutMapping> {
  const find = (pattern: RegExp) => columns.find((column) => pattern.test(column));
  const guess: Partial<PayoutMapping> = {};
  const tracking = find(/track|consign|\bcn\b|awb|booking/i);
  const cash = find(/cod|collect|cash/i);
  const charges = find(/charge|fee|freight|delivery/i);
  const tax = find(/tax|wht|withh/i);
  if (tracking) guess.trackingNumber = tracking;
  if (cash && cash !== tracking) guess.codAmount = cash;
  if (charges && charges !== cash && charges !== tracking) guess.charges = charges;
  if (tax && tax !== cash && tax !== charges) guess.tax = tax;
  return guess;
}

/** Whole days between a delivery and now, counted down; overdue once past the shop's setting. */
export function daysUnpaid(deliveredAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - deliveredAt.getTime()) / 86_400_000));
}
