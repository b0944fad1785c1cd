import type { listAdminProducts } from '@shop/core/catalog/admin-products-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminProductKeys } from './query-keys';

export type ProductPage = EndpointResponse<typeof listAdminProducts>;
export type AdminProduct = ProductPage['products'][number];

/** The list's filters as the screen's address holds them; empty ones are left out of the request. */
export interface ProductFilters {
  q?: string;
  /** The category's exact name. */
  category?: string;
  status?: 'draft' | 'published';
  lowStock?: boolean;
  limit: number;
  offset: number;
}

export async function listProducts({ lowStock, ...filters }: ProductFilters, signal?: AbortSignal): Promise<ProductPage> {
  return apiCall<typeof listAdminProducts>('GET /api/admin/products', {
    query: { ...filters, lowStock: lowStock ? 'true' : undefined },
    signal,
  });
}

export function productsQueryOptions(filters: ProductFilters) {
  return queryOptions({
    queryKey: adminProductKeys.list(filters),
    queryFn: ({ signal }) => listProducts(filters, signal),
    meta: privateQueryMeta,
    // Paging or filtering keeps the rows on screen until the next ones arrive, instead of flashing grey.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(filters: ProductFilters) {
  return useQuery(productsQueryOptions(filters));
}
