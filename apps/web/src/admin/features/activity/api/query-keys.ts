const all = ['admin', 'activity'] as const;

// Filters are whatever the list call takes: typed there, so that this file imports none of the calls using it.
export const adminActivityKeys = {
  all,
  list: (filter: object) => [...all, filter] as const,
};
