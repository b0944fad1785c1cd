import type { DealDto } from '@shop/core/api-types';
import { isDealLive } from '@shop/core/deal-visibility';

/** docs/product.md §9: the home page shows at most this many deals. */
export const HOME_DEALS_LIMIT = 15;
/** docs/product.md §9: related deals. */
export const RELATED_DEALS_LIMIT = 5;

/** The API's ISO date, or null for no limit; an unreadable date stays an invalid Date so the deal hides. */
export function dealDate(value: string | null | undefined): Date | null {
  return value == null || value === '' ? null : new Date(value);
}

export function isDealDtoLive(deal: DealDto, now: Date): boolean {
  return isDealLive({ status: deal.status, startAt: dealDate(deal.dealStartDate), endAt: dealDate(deal.dealEndDate) }, now);
}

/** docs/product.md §4 deal visibility, applied again in the browser: the list may have been cached across an end date. */
export function liveDeals(deals: readonly DealDto[], now: Date): DealDto[] {
  return deals.filter((deal) => isDealDtoLive(deal, now));
}

export type DealPhase = 'upcoming' | 'live' | 'ended';

/** Where the clock stands against a deal's window; used by the deal page, which also shows ended deals. */
export function dealPhase(deal: Pick<DealDto, 'dealStartDate' | 'dealEndDate'>, now: Date): DealPhase {
  const start = dealDate(deal.dealStartDate);
  const end = dealDate(deal.dealEndDate);
  const nowSecond = Math.floor(now.getTime() / 1000);
  if (end && !(nowSecond < Math.floor(end.getTime() / 1000))) return 'ended';
  if (start && !(nowSecond >= Math.floor(start.getTime() / 1000))) return 'upcoming';
  return 'live';
}

/** docs/product.md §9: published, live, not this one; the same category when any such deal exists, else any. */
export function relatedDeals(current: DealDto, deals: readonly DealDto[], now: Date): DealDto[] {
  const others = liveDeals(deals, now).filter((deal) => deal._id !== current._id);
  const sameCategory = current.category ? others.filter((deal) => deal.category === current.category) : [];
  return (sameCategory.length > 0 ? sameCategory : others).slice(0, RELATED_DEALS_LIMIT);
}
