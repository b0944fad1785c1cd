import type { BannerDto } from '@shop/core/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';

interface BannersResponse {
  success: true;
  data: BannerDto[];
}

export async function getBanners(signal?: AbortSignal): Promise<BannerDto[]> {
  const body = await apiRequest<BannersResponse>('/api/banners/active', { signal });
  return Array.isArray(body?.data) ? body.data : [];
}

/** docs/product.md §8 Home: the server answered but refused, or the request failed outright. */
export function bannersErrorMessage(error: unknown): string {
  const answeredNotSuccessful = isApiError(error) && error.status >= 200 && error.status < 300;
  return answeredNotSuccessful ? 'Failed to fetch banners' : 'Error loading banners. Please try again later.';
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: ['banners', 'active'],
    queryFn: ({ signal }) => getBanners(signal),
    // Banners change with campaigns, not minute to minute.
    staleTime: 10 * 60_000,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
