import type { listAdminCategories } from '@shop/core/contract/admin/categories';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';

export type AdminCategory = EndpointResponse<typeof listAdminCategories>['categories'][number];

export async function listCategories(signal?: AbortSignal): Promise<AdminCategory[]> {
  const { categories } = await apiCall<typeof listAdminCategories>('GET /api/admin/categories', { signal });
  return categories;
}

/** Under the products' key: a product saved or deleted changes the categories' product counts. */
export const categoriesKey = ['admin', 'products', 'categories'] as const;

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => listCategories(signal),
    meta: privateQueryMeta,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
