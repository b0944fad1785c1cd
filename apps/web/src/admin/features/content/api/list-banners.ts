import type { listAdminBanners } from '@shop/core/content/admin-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminContentKeys } from './query-keys';

export type AdminBanner = EndpointResponse<typeof listAdminBanners>['banners'][number];

/** Every banner, active or not, in the order the home page shows them. */
export async function listBanners(signal?: AbortSignal): Promise<AdminBanner[]> {
  const { banners } = await apiCall<typeof listAdminBanners>('GET /api/admin/banners', { signal });
  return [...banners].sort((a, b) => a.position - b.position);
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: adminContentKeys.banners,
    queryFn: ({ signal }) => listBanners(signal),
    meta: privateQueryMeta,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
