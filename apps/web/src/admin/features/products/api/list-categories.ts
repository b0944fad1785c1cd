import type { listAdminCategories } from '@shop/core/catalog/admin-categories-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminProductKeys } from './query-keys';

export type AdminCategory = EndpointResponse<typeof listAdminCategories>['categories'][number];

export async function listCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const { categories } = await apiCall<typeof listAdminCategories>('GET /api/admin/categories', { signal });
  return categories;
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: adminProductKeys.categories,
    queryFn: ({ signal }) => listCategories(signal),
    meta: privateQueryMeta,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
