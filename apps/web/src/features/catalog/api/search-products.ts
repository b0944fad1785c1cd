import type { searchProducts as searchProductsEndpoint } from '@shop/core/catalog/contract';
import type { EndpointInput, EndpointResponse } from '@shop/core/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { productKeys } from './query-keys';

export type ProductSearchInput = NonNullable<EndpointInput<typeof searchProductsEndpoint>['query']>;
export type ProductSearchAnswer = EndpointResponse<typeof searchProductsEndpoint>;
export type CategoryFacet = ProductSearchAnswer['facets']['categories'][number];

/** docs/product.md §8. */
const productsErrorMessage = 'Failed to fetch products';

/**
 * Stock and prices move with orders; half a minute keeps pages quick without showing stale stock for
 * long. Every product query keeps this: the collection, the cart's products, the home rows, related products.
 */
export const productsStaleTimeMs = 30_000;

/**
 * One page of the collection, searched and filtered by the server, with the filter panel's counts.
 * The caller leaves defaults out, so that the same listing is always the same request (and the same
 * cache entry, and the call the page's HTML may answer).
 */
export function searchProducts(query: ProductSearchInput, signal?: AbortSignal): Promise<ProductSearchAnswer> {
  return apiCall<typeof searchProductsEndpoint>('GET /api/products', { query, signal, fallbackMessage: productsErrorMessage });
}

export function searchProductsQueryOptions(query: ProductSearchInput) {
  return queryOptions({
    queryKey: productKeys.search(query),
    queryFn: ({ signal }) => searchProducts(query, signal),
    staleTime: productsStaleTimeMs,
  });
}

/**
 * A page of products for `query`. While the next one loads, the one on screen stays (placeholder),
 * so changing page or filter never blanks the grid; the `products` loading flag (docs/product.md §2) is raised only
 * while nothing has loaded yet.
 */
export function useSearchProducts(query: ProductSearchInput) {
  const result = useQuery({ ...searchProductsQueryOptions(query), placeholderData: keepPreviousData });
  useLoadingFlag('products', result.isPending && result.isFetching);
  return result;
}
