import type { ProductSearchInput } from './search-products';

const all = ['products'] as const;

/** Every list of products is under ['products'], so whatever refreshes the catalogue (an order taking stock, a review) refreshes them all. */
export const productKeys = {
  all,
  bestSellers: [...all, 'best-sellers'] as const,
  latest: [...all, 'latest'] as const,
  byIds: (ids: readonly string[]) => [...all, 'by-ids', ids] as const,
  category: (category: string) => [...all, 'category', category] as const,
  search: (query: ProductSearchInput) => [...all, 'search', query] as const,
};
