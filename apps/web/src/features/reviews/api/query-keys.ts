import type { ReviewTarget } from './get-reviews';

const target = (reviewed: ReviewTarget) => ['reviews', reviewed.type, reviewed.id] as const;

export const reviewKeys = {
  /** Every cached list of one target, whoever was viewing: what a new review or rating change makes stale. */
  target,
  list: (reviewed: ReviewTarget, viewerId: string | null) => [...target(reviewed), viewerId ?? 'visitor'] as const,
  /** The reactions to one target's reviews (a mutation key). */
  reactions: (reviewed: ReviewTarget) => ['reviews', 'react', reviewed.type, reviewed.id] as const,
};
