const all = ['admin', 'couriers'] as const;

/** Applying a payout or moving an order changes every figure here: invalidate `all`. */
export const adminCourierKeys = {
  all,
  balances: (period: Readonly<Record<string, unknown>>) => [...all, 'balances', period] as const,
  unpaid: (query: Readonly<Record<string, unknown>>) => [...all, 'unpaid', query] as const,
};
