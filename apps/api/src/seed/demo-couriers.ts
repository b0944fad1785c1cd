/**
 * The demo's past courier payout (docs/product.md §4 Courier payouts), so that a newcomer sees what
 * every courier owes with something in it: one Leopards payout, applied 9 days before the seed, paying
 * every Leopards parcel delivered more than 12 days before the seed, Rs. 180 charged a parcel and 2 %
 * tax withheld on the cash, and one parcel paid Rs. 100 short. Leopards' later parcels wait for its
 * next payout; TCS and PostEx have paid nothing yet, many of their parcels longer than the shop's
 * default 14 days, so Today shows cash outstanding and overdue deliveries. Pure and deterministic but for the ids: seed.ts writes the rows.
 */
import { judgePayoutLine, payoutDifference, type PayoutInputLine } from '@shop/core/couriers/courier-payouts';
import { paisa } from '@shop/core/shared/money';
import type { courierPayoutLines, courierPayoutPreviews, courierPayouts } from '../db/schema/couriers';
import type { orders } from '../db/schema/orders';

const DAY_MS = 86_400_000;

export const DEMO_PAYOUT_COURIER = 'Leopards';
export const DEMO_PAYOUT_APPLIED_DAYS_AGO = 9;
/** The deliveries the payout covers: from this many days before the seed (inclusive) to that many (exclusive). */
export const DEMO_PAYOUT_DELIVERED_DAYS_AGO = { from: 365, to: 12 } as const;
export const DEMO_PAYOUT_CHARGE_PAISA = paisa(18_000);
export const DEMO_PAYOUT_TAX_RATE = 0.02;
export const DEMO_PAYOUT_SHORTFALL_PAISA = paisa(10_000);
/** The owner read the report this long before applying it. */
const PREVIEWED_BEFORE_MS = 4 * 60_000;

export interface DemoPayout {
  preview: typeof courierPayoutPreviews.$inferInsert;
  payout: typeof courierPayouts.$inferInsert;
  lines: (typeof courierPayoutLines.$inferInsert)[];
}

type SeededOrder = typeof orders.$inferInsert;

export function planDemoPayout(now: Date, seededOrders: readonly SeededOrder[], newId: () => string): DemoPayout {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [from, to] = [daysAgo(DEMO_PAYOUT_DELIVERED_DAYS_AGO.from), daysAgo(DEMO_PAYOUT_DELIVERED_DAYS_AGO.to)];
  const paid = seededOrders
    .filter((order) => order.courier === DEMO_PAYOUT_COURIER && order.trackingNumber && order.deliveredAt)
    .filter((order) => order.deliveredAt! >= from && order.deliveredAt! < to)
    // The report lists parcels as the courier delivered them; the tracking number breaks a tie, never the random ids.
    .sort((a, b) => a.deliveredAt!.getTime() - b.deliveredAt!.getTime() || a.trackingNumber!.localeCompare(b.trackingNumber!));
  if (paid.length < 2)
    throw new Error(
      `The demo's payout needs Leopards parcels delivered ${DEMO_PAYOUT_DELIVERED_DAYS_AGO.from} to ${DEMO_PAYOUT_DELIVERED_DAYS_AGO.to} days ago`,
    );

  const appliedAt = daysAgo(DEMO_PAYOUT_APPLIED_DAYS_AGO);
  const fileName = `leopards-payout-${appliedAt.toISOString().slice(0, 10)}.csv`;
  const inputLines: PayoutInputLine[] = paid.map((order, index) => {
    // The oldest parcel is the one paid short: the owner's first question to the courier.
    const cashPaisa = index === 0 ? order.amountPaisa - DEMO_PAYOUT_SHORTFALL_PAISA : order.amountPaisa;
    return {
      line: index + 2,
      trackingNumber: order.trackingNumber!,
      cashPaisa,
      chargesPaisa: DEMO_PAYOUT_CHARGE_PAISA,
      taxPaisa: Math.round(cashPaisa * DEMO_PAYOUT_TAX_RATE),
    };
  });
  const previewId = newId();
  const payoutId = newId();
  return {
    preview: {
      id: previewId,
      courier: DEMO_PAYOUT_COURIER,
      fileName,
      lines: inputLines,
      createdBy: null,
      createdAt: new Date(appliedAt.getTime() - PREVIEWED_BEFORE_MS),
      appliedAt,
    },
    payout: { id: payoutId, courier: DEMO_PAYOUT_COURIER, previewId, fileName, appliedBy: null, appliedAt },
    lines: inputLines.map((line, index) => {
      const order = paid[index]!;
      const facts = { id: order.id!, status: order.status ?? 'Delivered', amountPaisa: order.amountPaisa, paidInPayoutId: null };
      const match = judgePayoutLine(line, facts);
      const difference = payoutDifference(match, line, facts);
      return {
        id: newId(),
        payoutId,
        orderId: order.id!,
        line: line.line,
        trackingNumber: line.trackingNumber,
        match,
        cashPaisa: paisa(line.cashPaisa),
        chargesPaisa: paisa(line.chargesPaisa),
        taxPaisa: paisa(line.taxPaisa),
        differencePaisa: difference === null ? null : paisa(difference),
      };
    }),
  };
}
