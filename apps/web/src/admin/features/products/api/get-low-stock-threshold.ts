import type { getAdminShopSettings } from '@shop/core/console/admin-shop-settings-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminProductKeys } from './query-keys';

/** The stock at or below which a product counts as low: the list marks such rows, as its Low stock filter counts them. */
export async function getLowStockThreshold(signal?: AbortSignal): Promise<number> {
  const { settings } = await apiCall<typeof getAdminShopSettings>('GET /api/admin/shop-settings', { signal });
  return settings.lowStockThreshold;
}

export function lowStockThresholdQueryOptions() {
  return queryOptions({
    queryKey: adminProductKeys.lowStockThreshold,
    queryFn: ({ signal }) => getLowStockThreshold(signal),
    meta: privateQueryMeta,
  });
}

export function useLowStockThreshold() {
  return useQuery(lowStockThresholdQueryOptions());
}
