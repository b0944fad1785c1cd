import type { ProductDto } from '@shop/core/catalog/dtos';
import { BEST_SELLERS_LIMIT, LATEST_COLLECTION_LIMIT } from '@shop/core/catalog/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsStaleTimeMs, searchProducts } from './search-products';
import { productKeys } from './query-keys';

// The home rows ask exactly what the server answers in the home page's HTML (apps/api seo/page-data.ts):
// the same query, keys in the same order, defaults left out.

/**
 * docs/product.md §9: up to 10 flagged best sellers, or the 10 best rated when none is flagged. The
 * flagged come first in the best-seller order, so the first 10 hold them all when there are any.
 */
export async function getBestSellers(signal?: AbortSignal): Promise<ProductDto[]> {
  const { products } = await searchProducts({ sort: 'bestseller', limit: BEST_SELLERS_LIMIT }, signal);
  const flagged = products.filter((product) => product.bestseller === true);
  if (flagged.length > 0 || products.length === 0) return flagged;
  return (await searchProducts({ sort: 'rating', limit: BEST_SELLERS_LIMIT }, signal)).products;
}

/** docs/product.md §9: the 10 newest products. */
export async function getLatestProducts(signal?: AbortSignal): Promise<ProductDto[]> {
  return (await searchProducts({ limit: LATEST_COLLECTION_LIMIT }, signal)).products;
}

export function bestSellersQueryOptions() {
  return queryOptions({ queryKey: productKeys.bestSellers, queryFn: ({ signal }) => getBestSellers(signal), staleTime: productsStaleTimeMs });
}

export function latestProductsQueryOptions() {
  return queryOptions({ queryKey: productKeys.latest, queryFn: ({ signal }) => getLatestProducts(signal), staleTime: productsStaleTimeMs });
}

export function useBestSellers() {
  return useQuery(bestSellersQueryOptions());
}

export function useLatestProducts() {
  return useQuery(latestProductsQueryOptions());
}
