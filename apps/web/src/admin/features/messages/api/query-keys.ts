const all = ['admin', 'messages'] as const;

// Filters are whatever the list call takes: typed there, so that this file imports none of the calls using it.
export const adminMessageKeys = {
  /** Every query of the Messages screen starts with this key. */
  all,
  contact: (filter: object) => [...all, 'contact', filter] as const,
  failed: (page: number) => [...all, 'failed', { page }] as const,
  subscribers: [...all, 'subscribers'] as const,
};
