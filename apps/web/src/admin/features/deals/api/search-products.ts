import type { listAdminProducts } from '@shop/core/catalog/admin-products-contract';
import type { EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api-client';
import { privateQueryMeta } from '../../../../lib/auth';
import { adminDealKeys } from './query-keys';

export type ProductChoice = EndpointResponse<typeof listAdminProducts>['products'][number];

/** Enough to pick from on a phone's screen; a longer name narrows it. */
const choicesShown = 8;

/** Products of every status whose name matches `q`, for the deal editor's "add a product". */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<ProductChoice[]> {
  const { products } = await apiCall<typeof listAdminProducts>('GET /api/admin/products', { query: { q, limit: choicesShown }, signal });
  return products;
}

export function productSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminDealKeys.productSearch(q),
    queryFn: ({ signal }) => searchProducts(q, signal),
    meta: privateQueryMeta,
  });
}

/** Asks only once something is typed. */
export function useProductSearch(q: string) {
  return useQuery({ ...productSearchQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
}
