import type { CustomerListQuery } from './list-customers';

const all = ['admin', 'customers'] as const;

export const adminCustomerKeys = {
  all,
  list: (query: CustomerListQuery) => [...all, 'list', query] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};
