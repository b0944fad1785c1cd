import type { getAdminProduct } from '@shop/core/catalog/admin-products-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import type { AdminProduct } from './list-products';
import { adminProductKeys } from './query-keys';

export async function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  const { product } = await apiCall<typeof getAdminProduct>('GET /api/admin/products/:id', { params: { id }, signal });
  return product;
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    meta: privateQueryMeta,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
