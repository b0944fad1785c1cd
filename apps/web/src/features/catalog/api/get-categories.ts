import type { CategoryDto, ProductDto } from '@shop/core/api-types';
import type { listCategories } from '@shop/core/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { productsQueryOptions } from './get-products';

/** docs/product.md §7: the categories the products themselves name, each with its distinct subcategories, in first-seen order. */
export function deriveCategories(products: readonly ProductDto[]): CategoryDto[] {
  const byName = new Map<string, Set<string>>();
  for (const { category, subcategory } of products) {
    if (!category) continue;
    let subcategories = byName.get(category);
    if (!subcategories) {
      subcategories = new Set();
      byName.set(category, subcategories);
    }
    if (subcategory) subcategories.add(subcategory);
  }
  return [...byName].map(([name, subcategories]) => ({ name, subcategories: [...subcategories] }));
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: async ({ signal, client }): Promise<CategoryDto[]> => {
      try {
        return await apiCall<typeof listCategories>('GET /api/categories', { signal });
      } catch (error) {
        if (signal.aborted) throw error;
        // docs/product.md §7: a failed, non-ok or non-JSON answer falls back to the categories the products name.
        return deriveCategories(await client.ensureQueryData(productsQueryOptions()));
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Category names with their subcategories; raises the `categories` loading flag on the first load only. */
export function useCategories() {
  const query = useQuery(categoriesQueryOptions());
  useLoadingFlag('categories', query.isPending && query.isFetching);
  return query;
}
