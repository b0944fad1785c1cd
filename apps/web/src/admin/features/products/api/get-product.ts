import type { getAdminProduct } from '@shop/core/contract/admin/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import type { AdminProduct } from './list-products';

export async function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  const { product } = await apiCall<typeof getAdminProduct>('GET /api/admin/products/:id', { params: { id }, signal });
  return product;
}

export function productDetailKey(id: string) {
  return ['admin', 'products', 'detail', id] as const;
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productDetailKey(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    meta: privateQueryMeta,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
