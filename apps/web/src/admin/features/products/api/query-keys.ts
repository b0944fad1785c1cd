import type { ProductFilters } from './list-products';

const all = ['admin', 'products'] as const;

export const adminProductKeys = {
  all,
  list: (filters: ProductFilters) => [...all, 'list', filters] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  /** Under the products' key: a product saved or deleted changes the categories' product counts. */
  categories: [...all, 'categories'] as const,
  lowStockThreshold: [...all, 'low-stock-threshold'] as const,
};
