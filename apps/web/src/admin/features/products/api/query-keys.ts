const all = ['admin', 'products'] as const;

// Filters are whatever the list call takes: typed there, so that this file imports none of the calls using it.
export const adminProductKeys = {
  all,
  list: (filters: object) => [...all, 'list', filters] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  /** Under the products' key: every stock move and every product saved refreshes it. */
  stockMoves: (id: string) => [...all, 'stock-moves', id] as const,
  /** Under the products' key: a product saved or deleted changes the categories' product counts. */
  categories: [...all, 'categories'] as const,
  lowStockThreshold: [...all, 'low-stock-threshold'] as const,
};
