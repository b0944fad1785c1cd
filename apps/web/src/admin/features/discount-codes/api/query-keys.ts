const all = ['admin', 'discount-codes'] as const;

export const adminDiscountCodeKeys = {
  all,
  list: (q: string) => [...all, 'list', { q }] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
};
