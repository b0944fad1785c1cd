import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import type { CachedBody } from '../../lib/response-cache';
import { liveDealsBody, preparePublishedDeals, singleDealBody, type PreparedDeal } from './service';

// The deals' public reads, shared by their routes, the page heads and the pages' inlined first data.

export function publishedDeals(context: AppContext): Promise<Map<string, PreparedDeal>> {
  return context.cache.value(cacheKeys.deals, () => preparePublishedDeals(context.db));
}

export async function liveDealsResponse(context: AppContext): Promise<CachedBody> {
  return liveDealsBody(await publishedDeals(context), context.clock.now());
}

/** Undefined when no published deal has this id. */
export async function singleDealResponse(context: AppContext, dealId: string): Promise<CachedBody | undefined> {
  const deal = (await publishedDeals(context)).get(dealId);
  return deal && singleDealBody(deal);
}
