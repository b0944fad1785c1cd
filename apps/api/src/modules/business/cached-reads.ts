import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import type { CachedBody } from '../../lib/response-cache';
import { getBusinessDetails } from './service';

/**
 * The body of GET /api/business-details, also inlined into every page's first HTML; it carries the shop's
 * time zone (SHOP_TIME_ZONE) so the store cards know the shop's clock without another request.
 */
export function businessDetailsBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.businessDetails, async () => ({
    success: true,
    data: { ...(await getBusinessDetails(context.db)), timeZone: context.config.shopTimeZone },
  }));
}
