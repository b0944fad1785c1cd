import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import type { CachedBody } from '../../lib/response-cache';
import { getBusinessDetails } from './service';

/** The body of GET /api/business-details, also inlined into every page's first HTML. */
export function businessDetailsBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.businessDetails, async () => ({ success: true, data: await getBusinessDetails(context.db) }));
}
