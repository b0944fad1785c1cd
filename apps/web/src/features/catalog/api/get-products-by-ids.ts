import type { ProductDto } from '@shop/core/catalog/dtos';
import { PRODUCT_PAGE_SIZE_MAX } from '@shop/core/catalog/product-search';
import { queryOptions, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { productsStaleTimeMs, searchProducts, type ProductSearchAnswer } from './search-products';
import { productKeys } from './query-keys';

/**
 * The published products among `ids`, a page of at most 60 per request (a cart may hold more).
 * An id missing from the answer is a product no longer sold.
 */
export async function getProductsByIds(ids: readonly string[], signal?: AbortSignal): Promise<ProductDto[]> {
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += PRODUCT_PAGE_SIZE_MAX) batches.push(ids.slice(start, start + PRODUCT_PAGE_SIZE_MAX));
  const answers = await Promise.all(batches.map((batch) => searchProducts({ ids: batch.join(','), limit: batch.length }, signal)));
  return answers.flatMap((answer) => answer.products);
}

/** Sorted, so a cart's lines in any order are one request and one cache entry (and the product page's is the one its HTML answers). */
const askedIds = (ids: readonly string[]) => [...new Set(ids)].sort();

export function productsByIdsQueryOptions(ids: readonly string[]) {
  const asked = askedIds(ids);
  return queryOptions({
    queryKey: productKeys.byIds(asked),
    queryFn: ({ signal }) => getProductsByIds(asked, signal),
    staleTime: productsStaleTimeMs,
  });
}

function idsOfKey(queryKey: QueryKey): readonly string[] {
  const ids = queryKey[2];
  return Array.isArray(ids) ? (ids as string[]) : [];
}

/**
 * The products of a cart's lines. A line removed keeps the answer on screen while the smaller one
 * loads (every line left was in it); a line added waits for an answer that includes it, so it never
 * shows as no longer sold.
 */
export function useProductsByIds(ids: readonly string[]) {
  return useQuery({
    ...productsByIdsQueryOptions(ids),
    enabled: ids.length > 0,
    placeholderData: (previous, previousQuery) => {
      const answered = new Set(previousQuery ? idsOfKey(previousQuery.queryKey) : []);
      return ids.every((id) => answered.has(id)) ? previous : undefined;
    },
  });
}

/** Product lists the app already holds: the rows it keeps as lists, and pages of the collection. */
function cachedProducts(queryClient: QueryClient): ProductDto[] {
  return queryClient
    .getQueriesData<ProductDto[] | ProductSearchAnswer>({ queryKey: productKeys.all })
    .flatMap(([, data]) => (Array.isArray(data) ? data : (data?.products ?? [])));
}

/**
 * One product, null when it is not (or no longer) sold. A product the shopper saw in a list shows at
 * once from that list while its own answer loads; the `products` loading flag (docs/product.md §2) is raised only while
 * nothing is there to show.
 */
export function useProduct(productId: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...productsByIdsQueryOptions(productId ? [productId] : []),
    enabled: productId !== undefined,
    placeholderData: () => {
      const seen = cachedProducts(queryClient).find((product) => product._id === productId);
      return seen ? [seen] : undefined;
    },
    select: (products) => products.find((product) => product._id === productId) ?? null,
  });
  useLoadingFlag('products', query.isPending && query.isFetching);
  return query;
}
