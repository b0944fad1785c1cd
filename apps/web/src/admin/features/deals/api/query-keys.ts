const all = ['admin', 'deals'] as const;

export const adminDealKeys = {
  all,
  list: (q: string) => [...all, 'list', { q }] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  productSearch: (q: string) => [...all, 'product-search', q] as const,
};
