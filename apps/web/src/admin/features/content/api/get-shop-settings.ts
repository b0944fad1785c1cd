import type { getAdminShopSettings } from '@shop/core/console/admin-shop-settings-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

export type ShopSettings = EndpointResponse<typeof getAdminShopSettings>['settings'];

export async function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  const { settings } = await apiCall<typeof getAdminShopSettings>('GET /api/admin/shop-settings', { signal });
  return settings;
}

export function shopSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.shopSettings,
    queryFn: ({ signal }) => getShopSettings(signal),
    meta: privateQueryMeta,
  });
}

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}
