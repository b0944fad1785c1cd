/** What the reviews are of; the keys are built from it alone, so this file imports none of the calls that use them. */
interface ReviewedThing {
  type: string;
  id: string;
}

const target = (reviewed: ReviewedThing) => ['reviews', reviewed.type, reviewed.id] as const;

export const reviewKeys = {
  /** Every cached list of one target, whoever was viewing: what a new review or rating change makes stale. */
  target,
  list: (reviewed: ReviewedThing, viewerId: string | null) => [...target(reviewed), viewerId ?? 'visitor'] as const,
  /** The reactions to one target's reviews (a mutation key). */
  reactions: (reviewed: ReviewedThing) => ['reviews', 'react', reviewed.type, reviewed.id] as const,
};
