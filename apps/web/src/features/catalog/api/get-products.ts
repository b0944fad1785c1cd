import type { ProductDto } from '@shop/core/api-types';
import type { listProducts } from '@shop/core/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLoadingFlag } from '../../../lib/loading-flags';

/** docs/product.md §8. */
export const productsErrorMessage = 'Failed to fetch products';

/** Stock and prices move with orders; half a minute keeps pages quick without showing stale stock for long. */
const productsStaleTimeMs = 30_000;

export async function getProducts(signal?: AbortSignal): Promise<ProductDto[]> {
  const body = await apiCall<typeof listProducts>('GET /api/product/list', { signal, fallbackMessage: productsErrorMessage });
  return body.products;
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => getProducts(signal),
    staleTime: productsStaleTimeMs,
  });
}

/**
 * Every published product (the API has no per-product call; pages pick from this cached list).
 * Raises SPEC's `products` loading flag only while nothing has loaded yet: a background refetch
 * keeps showing what the shopper already sees.
 */
export function useProducts() {
  const query = useQuery(productsQueryOptions());
  useLoadingFlag('products', query.isPending && query.isFetching);
  return query;
}
