import type { BannerDto } from '@shop/core/content/dtos';
import type { listActiveBanners } from '@shop/core/content/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { contentKeys } from './query-keys';

export async function getBanners(signal?: AbortSignal): Promise<BannerDto[]> {
  const body = await apiCall<typeof listActiveBanners>('GET /api/banners/active', { signal });
  return body.data;
}

/** docs/product.md §8 Home: the server answered but refused, or the request failed outright. */
export function bannersErrorMessage(error: unknown): string {
  const answeredNotSuccessful = isApiError(error) && error.status >= 200 && error.status < 300;
  return answeredNotSuccessful ? 'Failed to fetch banners' : 'Error loading banners. Please try again later.';
}

export function bannersQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.activeBanners,
    queryFn: ({ signal }) => getBanners(signal),
    // Banners change with campaigns, not minute to minute.
    staleTime: 10 * 60_000,
  });
}

export function useBanners() {
  return useQuery(bannersQueryOptions());
}
