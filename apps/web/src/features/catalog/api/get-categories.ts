import type { CategoryDto, ProductDto } from '@shop/core/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { productsQueryOptions } from './get-products';

function isCategory(value: unknown): value is CategoryDto {
  if (typeof value !== 'object' || value === null) return false;
  const { name, subcategories } = value as { name?: unknown; subcategories?: unknown };
  return (
    typeof name === 'string' && name.trim() !== '' && Array.isArray(subcategories) && subcategories.every((subcategory) => typeof subcategory === 'string')
  );
}

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
        const body = await apiRequest<unknown>('/api/categories', { signal });
        if (Array.isArray(body) && body.every(isCategory)) return body;
      } catch (error) {
        if (signal.aborted) throw error;
      }
      // docs/product.md §7: a failed, non-ok or non-JSON answer falls back to the categories the products name.
      return deriveCategories(await client.ensureQueryData(productsQueryOptions()));
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
