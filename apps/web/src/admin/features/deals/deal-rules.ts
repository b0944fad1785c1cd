import { isDealLive } from '@shop/core/deal-visibility';
import { rupeesToPaisa } from '@shop/core/money';

/** Where a deal stands for the owner: on the shop now, waiting for its start, over, or not published. */
export const dealStates = ['live', 'upcoming', 'ended', 'draft'] as const;
export type DealState = (typeof dealStates)[number];

export const dealStateLabels: Record<DealState, string> = { live: 'Live', upcoming: 'Upcoming', ended: 'Ended', draft: 'Draft' };

interface DealTimes {
  status: string;
  dealStartDate: string | null;
  dealEndDate: string | null;
}

const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * The shop's own visibility rule (core deal-visibility) decides Live; a published deal that is not live
 * is Upcoming before its start and Ended otherwise (its end has passed, or its dates are unreadable,
 * which hides it just the same).
 */
export function dealState(deal: DealTimes, now: Date): DealState {
  if (deal.status !== 'published') return 'draft';
  const startAt = dateOrNull(deal.dealStartDate);
  if (isDealLive({ status: deal.status, startAt, endAt: dateOrNull(deal.dealEndDate) }, now)) return 'live';
  return startAt !== null && now.getTime() < startAt.getTime() ? 'upcoming' : 'ended';
}

/** What customers save on one deal, in paisa, and as a whole percent of the products' total. */
export function dealSavings(totalPaisa: number, finalPaisa: number): { paisa: number; percent: number } {
  const paisa = Math.max(0, totalPaisa - finalPaisa);
  return { paisa, percent: totalPaisa > 0 ? Math.round((paisa / totalPaisa) * 100) : 0 };
}

/** The products' total as the server computes it: each product's price (not its discount) times its units. */
export function productsTotalPaisa(items: readonly { price: number; units: number }[]): number {
  return items.reduce((total, item) => total + rupeesToPaisa(item.price) * item.units, 0);
}

/**
 * The shop keeps Pakistan time, UTC+05:00 all year. A datetime-local input has no zone, so the editor
 * shows and reads its value as the shop's wall clock, wherever the owner's phone thinks it is.
 */
const SHOP_OFFSET = '+05:00';
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000;

/** '2026-12-01T09:00' (shop time) for the instant an ISO string names; empty for no limit. */
export function toShopInputValue(iso: string | null): string {
  if (iso === null) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + SHOP_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant the owner typed in shop time, as the API takes it ('2026-12-01T09:00:00+05:00'); null when empty. */
export function fromShopInputValue(value: string): string | null {
  if (value === '') return null;
  return `${value.length === 16 ? `${value}:00` : value}${SHOP_OFFSET}`;
}
