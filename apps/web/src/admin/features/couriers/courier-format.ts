import { daysUnpaid } from '@shop/core/couriers/courier-payouts';
import { formatShopDate } from '../../lib/shop-time';

const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

export const parcelsText = (amount: number) => count(amount, 'parcel', 'parcels');

export const daysText = (amount: number) => count(amount, 'day', 'days');

/** '12 Nov 2026 (17 days)': the oldest delivery still waiting for its payout, and how long it has waited. */
export function oldestUnpaidText(oldestUnpaid: string | null, now: Date): string {
  if (!oldestUnpaid) return 'None waiting';
  return `${formatShopDate(oldestUnpaid)} (${daysText(daysUnpaid(new Date(oldestUnpaid), now))})`;
}

/** '2 overdue (over 14 days)', or null when none is. */
export function overdueText(overdueParcels: number, overdueDays: number): string | null {
  return overdueParcels > 0 ? `${overdueParcels} overdue (over ${daysText(overdueDays)})` : null;
}
