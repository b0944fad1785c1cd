const all = ['admin', 'orders'] as const;

// Filters are whatever the list call takes: typed there, so that this file imports none of the calls using it.
export const adminOrderKeys = {
  all,
  list: (query: object) => [...all, 'list', query] as const,
  detail: (orderId: string) => [...all, 'detail', orderId] as const,
  couriers: [...all, 'couriers'] as const,
  preview: (body: object) => [...all, 'preview', body] as const,
};
