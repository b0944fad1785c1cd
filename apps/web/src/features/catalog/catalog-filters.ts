import type { CategoryDto, ProductDto } from '@shop/core/api-types';
import { isProductSortKey, sortProducts, type ProductSortKey } from '@shop/core/catalog';

/** The collection page's URL query: what makes a filtered listing shareable and survive a refresh. */
export const filterParams = { category: 'category', subcategory: 'subcategory', sort: 'sort', search: 'search' } as const;

export const sortLabels: Record<ProductSortKey, string> = {
  default: 'Sort by: Relevant',
  bestseller: 'Best Sellers',
  rating: 'Highest Rated',
  'low-high': 'Price: Low to High',
  'high-low': 'Price: High to Low',
};

export interface CatalogFilters {
  categories: string[];
  subcategories: string[];
  sort: ProductSortKey;
  search: string;
}

/** Repeated (`?category=a&category=b`) and comma-separated (`?category=a,b`) values both count. */
function readList(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(values)];
}

export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  const sort = params.get(filterParams.sort);
  return {
    categories: readList(params, filterParams.category),
    subcategories: readList(params, filterParams.subcategory),
    sort: isProductSortKey(sort) ? sort : 'default',
    search: (params.get(filterParams.search) ?? '').trim(),
  };
}

/** A copy of `params` with `key` holding exactly `values`, written as repeated entries. */
export function withList(params: URLSearchParams, key: string, values: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  for (const value of values) next.append(key, value);
  return next;
}

export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
}

/**
 * The categories the panel offers: the API's list (in its order) plus any category or subcategory a
 * product names that the list lacks, so that every product can be reached through a filter.
 */
export function mergeCategories(categories: readonly CategoryDto[], products: readonly ProductDto[]): CategoryDto[] {
  const merged = new Map<string, Set<string>>();
  const add = (category: string, subcategory?: string) => {
    if (!category) return;
    const subcategories = merged.get(category) ?? new Set<string>();
    if (subcategory) subcategories.add(subcategory);
    merged.set(category, subcategories);
  };
  for (const { name, subcategories } of categories) {
    add(name);
    for (const subcategory of subcategories) add(name, subcategory);
  }
  for (const { category, subcategory } of products) add(category, subcategory);
  return [...merged].map(([name, subcategories]) => ({ name, subcategories: [...subcategories] }));
}

const pairKey = (category: string, subcategory: string) => `${category}\u0000${subcategory}`;

export interface CatalogCounts {
  category: (name: string) => number;
  subcategory: (category: string, subcategory: string) => number;
}

export function countProducts(products: readonly ProductDto[]): CatalogCounts {
  const byCategory = new Map<string, number>();
  const byPair = new Map<string, number>();
  for (const { category, subcategory } of products) {
    byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
    const key = pairKey(category, subcategory);
    byPair.set(key, (byPair.get(key) ?? 0) + 1);
  }
  return {
    category: (name) => byCategory.get(name) ?? 0,
    subcategory: (category, subcategory) => byPair.get(pairKey(category, subcategory)) ?? 0,
  };
}

/**
 * The listing for the current filters. A checked subcategory shows its products; a checked category
 * shows all of its products unless one of its own subcategories is also checked, which narrows it
 * (so ticking a subcategory under a ticked category refines, and ticking another category widens).
 * The search term matches product names, ignoring case.
 */
export function applyCatalogFilters(products: readonly ProductDto[], categories: readonly CategoryDto[], filters: CatalogFilters): ProductDto[] {
  const selectedCategories = new Set(filters.categories);
  const selectedSubcategories = new Set(filters.subcategories);
  const refined = new Set(
    categories.filter((category) => category.subcategories.some((subcategory) => selectedSubcategories.has(subcategory))).map((category) => category.name),
  );
  const filtering = selectedCategories.size > 0 || selectedSubcategories.size > 0;
  const term = filters.search.toLowerCase();

  const matching = products.filter((product) => {
    if (term && !product.name.toLowerCase().includes(term)) return false;
    if (!filtering) return true;
    if (selectedSubcategories.has(product.subcategory)) return true;
    return selectedCategories.has(product.category) && !refined.has(product.category);
  });
  return sortProducts(matching, filters.sort);
}
