const all = ['admin', 'abandoned-carts'] as const;

export const adminAbandonedCartKeys = {
  all,
  list: (page: { limit: number; offset: number }) => [...all, 'list', page] as const,
};
