const all = ['admin', 'courier-payouts'] as const;

export const adminCourierPayoutKeys = {
  all,
  list: (query: Readonly<Record<string, unknown>>) => [...all, 'list', query] as const,
  detail: (payoutId: string) => [...all, 'detail', payoutId] as const,
};
