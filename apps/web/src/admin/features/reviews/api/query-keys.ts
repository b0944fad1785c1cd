const all = ['admin', 'reviews'] as const;

// Filters are whatever the list call takes: typed there, so that this file imports none of the calls using it.
export const adminReviewKeys = {
  all,
  list: (filter: object) => [...all, 'list', filter] as const,
};
