import type { DealDto } from '@shop/core/deals/dtos';
import { dealWindow, isDealLive } from '@shop/core/deals/deal-visibility';

/** docs/product.md §9: the home page shows at most this many deals. */
export const HOME_DEALS_LIMIT = 15;
/** docs/product.md §9: related deals. */
export const RELATED_DEALS_LIMIT = 5;

/** docs/product.md §4 deal visibility, applied again in the browser: the list may have been cached across an end date. */
export function liveDeals(deals: readonly DealDto[], now: Date): DealDto[] {
  return deals.filter((deal) => isDealLive(dealWindow(deal), now));
}

/** docs/product.md §9: published, live, not this one; the same category when any such deal exists, else any. */
export function relatedDeals(current: DealDto, deals: readonly DealDto[], now: Date): DealDto[] {
  const others = liveDeals(deals, now).filter((deal) => deal._id !== current._id);
  const sameCategory = current.category ? others.filter((deal) => deal.category === current.category) : [];
  return (sameCategory.length > 0 ? sameCategory : others).slice(0, RELATED_DEALS_LIMIT);
}
