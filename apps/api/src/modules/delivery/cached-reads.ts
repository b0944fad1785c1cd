import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import type { CachedBody } from '../../lib/response-cache';
import { currentDeliverySettings, toDeliverySettingsDto } from './service';

/** GET /api/delivery-settings's body, shared by its route and the home page's inlined first data. */
export function deliverySettingsBody(context: AppContext): Promise<CachedBody> {
  return context.cache.json(cacheKeys.deliverySettings, async () => ({
    success: true,
    settings: toDeliverySettingsDto(await currentDeliverySettings(context.db)),
  }));
}
