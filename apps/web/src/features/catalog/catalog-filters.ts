import { isProductSortKey, type ProductSortKey } from '@shop/core/catalog/catalog';
import type { ProductSearchInput } from './api/search-products';

/** The collection page's URL query: what makes a listing shareable and survive a reload and the back button. */
export const filterParams = { category: 'category', subcategory: 'subcategory', sort: 'sort', search: 'search', page: 'page' } as const;

export const sortLabels: Record<ProductSortKey, string> = {
  default: 'Sort by: Relevant',
  bestseller: 'Best Sellers',
  rating: 'Highest Rated',
  'low-high': 'Price: Low to High',
  'high-low': 'Price: High to Low',
};

export interface CatalogFilters {
  /** '' when none is chosen. */
  category: string;
  subcategory: string;
  sort: ProductSortKey;
  search: string;
  page: number;
}

/** The parts of the listing a shopper chooses; changing any of them starts again at page 1. */
export type FilterChange = Partial<Pick<CatalogFilters, 'category' | 'subcategory' | 'sort' | 'search'>>;

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  const sort = params.get(filterParams.sort);
  const text = (key: string) => (params.get(key) ?? '').trim();
  return {
    category: text(filterParams.category),
    subcategory: text(filterParams.subcategory),
    sort: isProductSortKey(sort) ? sort : 'default',
    search: text(filterParams.search),
    page: readPage(params.get(filterParams.page)),
  };
}

/**
 * The call for the listing the filters describe, defaults left out: the unfiltered first page is
 * plain `GET /api/products`, the call the collection's HTML can answer (decision 008).
 */
export function listingQuery(filters: CatalogFilters): ProductSearchInput {
  return {
    q: filters.search || undefined,
    category: filters.category || undefined,
    subcategory: filters.subcategory || undefined,
    sort: filters.sort === 'default' ? undefined : filters.sort,
    page: filters.page > 1 ? filters.page : undefined,
  };
}

/** The URL query after `change`; the page goes back to 1, since the old page number means nothing in the new listing. */
export function withFilters(params: URLSearchParams, change: FilterChange): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof FilterChange, string | undefined][]) {
    if (value && !(key === 'sort' && value === 'default')) next.set(filterParams[key], value);
    else next.delete(filterParams[key]);
  }
  next.delete(filterParams.page);
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(filterParams.page, String(page));
  else next.delete(filterParams.page);
  return next;
}

/*
 * docs/product.md §2 Collection: one category at a time, and within it at most one subcategory (the
 * server filters by one of each). A subcategory narrows its own category, so ticking one also chooses
 * its category; unticking a category lets go of its subcategory too.
 */

export function isSubcategoryChosen(filters: CatalogFilters, category: string, subcategory: string): boolean {
  return filters.subcategory === subcategory && (filters.category === '' || filters.category === category);
}

export function categoryToggled(filters: CatalogFilters, category: string): FilterChange {
  return filters.category === category ? { category: '', subcategory: '' } : { category, subcategory: '' };
}

export function subcategoryToggled(filters: CatalogFilters, category: string, subcategory: string): FilterChange {
  return isSubcategoryChosen(filters, category, subcategory) ? { subcategory: '' } : { category, subcategory };
}
