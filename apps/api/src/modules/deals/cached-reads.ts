import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import type { CachedBody } from '../../lib/response-cache';
import { isPreparedDealLive, liveDealsBody, preparePublishedDeals, singleDealBody, type PreparedDeal } from './service';

// The deals' public reads, shared by their routes, the page heads and the pages' inlined first data.

export function publishedDeals(context: AppContext): Promise<Map<string, PreparedDeal>> {
  return context.cache.value(cacheKeys.deals, () => preparePublishedDeals(context.db));
}

export async function liveDealsResponse(context: AppContext): Promise<CachedBody> {
  return liveDealsBody(await publishedDeals(context), context.clock.now());
}

/**
 * The deal with this id if shoppers may see it now (docs/product.md §4 deal visibility, as the list): a deal that
 * has not started, has ended or is a draft is undefined, like an unknown id, so its price never shows early.
 */
export async function liveDeal(context: AppContext, dealId: string): Promise<PreparedDeal | undefined> {
  const deal = (await publishedDeals(context)).get(dealId);
  return deal && isPreparedDealLive(deal, context.clock.now()) ? deal : undefined;
}

/** Undefined when no deal with this id is live. */
export async function singleDealResponse(context: AppContext, dealId: string): Promise<CachedBody | undefined> {
  const deal = await liveDeal(context, dealId);
  return deal && singleDealBody(deal);
}
