import type { ProductDto } from '@shop/core/catalog/dtos';
import { RELATED_PRODUCTS_SHOWN } from '@shop/core/catalog/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsStaleTimeMs, searchProducts } from './search-products';
import { productKeys } from './query-keys';

/**
 * The newest of `category`, one more than shown, since the product itself may be among them. The
 * same query, keys in the same order, as the server answers in the product page's HTML (apps/api
 * seo/page-data.ts).
 */
export async function getCategoryProducts(category: string, signal?: AbortSignal): Promise<ProductDto[]> {
  return (await searchProducts({ category, limit: RELATED_PRODUCTS_SHOWN + 1 }, signal)).products;
}

export function categoryProductsQueryOptions(category: string) {
  return queryOptions({
    queryKey: productKeys.category(category),
    queryFn: ({ signal }) => getCategoryProducts(category, signal),
    staleTime: productsStaleTimeMs,
  });
}

/** The products shown beside `product`: others of its category; none for a product without one. */
export function useRelatedProducts(product: ProductDto) {
  return useQuery({
    ...categoryProductsQueryOptions(product.category),
    enabled: product.category !== '',
    select: (products) => products.filter((other) => other._id !== product._id).slice(0, RELATED_PRODUCTS_SHOWN),
  });
}
