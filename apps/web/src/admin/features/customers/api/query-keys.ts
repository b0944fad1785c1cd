const all = ['admin', 'customers'] as const;

export const adminCustomerKeys = {
  all,
  list: (query: Readonly<Record<string, unknown>>) => [...all, 'list', query] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};
