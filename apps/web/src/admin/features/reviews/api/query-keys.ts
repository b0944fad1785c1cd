import type { ReviewFilter } from './list-reviews';

const all = ['admin', 'reviews'] as const;

export const adminReviewKeys = {
  all,
  list: (filter: ReviewFilter) => [...all, 'list', filter] as const,
};
