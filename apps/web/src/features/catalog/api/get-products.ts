import type { ProductDto } from '@shop/core/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useLoadingFlag } from '../../../lib/loading-flags';

/** docs/product.md §8. */
export const productsErrorMessage = 'Failed to fetch products';

/** Stock and prices move with orders; half a minute keeps pages quick without showing stale stock for long. */
const productsStaleTimeMs = 30_000;

interface ProductListResponse {
  success: true;
  products: unknown;
}

export async function getProducts(signal?: AbortSignal): Promise<ProductDto[]> {
  const body = await apiRequest<ProductListResponse>('/api/product/list', { signal, fallbackMessage: productsErrorMessage });
  if (!Array.isArray(body?.products)) throw new ApiError(200, productsErrorMessage);
  return body.products as ProductDto[];
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
