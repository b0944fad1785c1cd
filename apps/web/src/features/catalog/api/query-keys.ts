const all = ['products'] as const;

/** Every list of products is under ['products'], so whatever refreshes the catalogue (an order taking stock, a review) refreshes them all. */
// Filters are whatever the list call takes: typed there, so that this file imports none of the calls using it.
export const productKeys = {
  all,
  bestSellers: [...all, 'best-sellers'] as const,
  latest: [...all, 'latest'] as const,
  byIds: (ids: readonly string[]) => [...all, 'by-ids', ids] as const,
  category: (category: string) => [...all, 'category', category] as const,
  search: (query: object) => [...all, 'search', query] as const,
};
