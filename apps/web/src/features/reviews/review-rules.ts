import { acceptedReviewImageTypes, REVIEW_IMAGE_BYTES_MAX, REVIEW_IMAGES_MAX, reviewMessages } from '@shop/core/reviews/reviews';
import type { ReviewDto } from './api/get-reviews';

export type Reaction = 'like' | 'dislike';
export type ReactionChange = 'like' | 'remove-like' | 'dislike' | 'remove-dislike';
export type ReactionCounts = Pick<ReviewDto, 'likes' | 'dislikes' | 'likedBy' | 'dislikedBy'>;

/** docs/product.md §5 Review author: the server's 'Sana K.' (or masked email when the account has no name), or 'Unknown User'. */
export function reviewAuthor(review: Pick<ReviewDto, 'author' | 'email'>): string {
  return review.author?.trim() || review.email?.trim() || 'Unknown User';
}

/** A review's date as the page shows it ('14 March 2025'); empty for an unreadable date. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-PK', { day: 'numeric', month: 'long', year: 'numeric' });
}

export function viewerReaction(counts: ReactionCounts, viewerId: string | null): Reaction | null {
  if (!viewerId) return null;
  if (counts.likedBy.includes(viewerId)) return 'like';
  if (counts.dislikedBy.includes(viewerId)) return 'dislike';
  return null;
}

/** docs/product.md §4: clicking the reaction already given takes it back; clicking the other one replaces it. */
export function reactionChange(current: Reaction | null, clicked: Reaction): ReactionChange {
  if (current === clicked) return clicked === 'like' ? 'remove-like' : 'remove-dislike';
  return clicked;
}

function reactionAfter(current: Reaction | null, change: ReactionChange): Reaction | null {
  if (change === 'like' || change === 'dislike') return change;
  // A remove takes back only its own kind, as the server does.
  const removed: Reaction = change === 'remove-like' ? 'like' : 'dislike';
  return current === removed ? null : current;
}

/** The counts the server will answer with, worked out ahead so the page can show them at once. */
export function applyReactionChange(counts: ReactionCounts, change: ReactionChange, viewerId: string): ReactionCounts {
  const before = viewerReaction(counts, viewerId);
  const after = reactionAfter(before, change);
  const shift = (kind: Reaction) => (after === kind ? 1 : 0) - (before === kind ? 1 : 0);
  const others = (ids: readonly string[]) => ids.filter((id) => id !== viewerId);
  return {
    likes: Math.max(0, counts.likes + shift('like')),
    dislikes: Math.max(0, counts.dislikes + shift('dislike')),
    likedBy: after === 'like' ? [...others(counts.likedBy), viewerId] : others(counts.likedBy),
    dislikedBy: after === 'dislike' ? [...others(counts.dislikedBy), viewerId] : others(counts.dislikedBy),
  };
}

/** The server re-encodes only these (its 415 text, apps/api/src/lib/images.ts); refusing others here saves the upload. */
export { acceptedReviewImageTypes };
export const notAnImageMessage = reviewMessages.notAnImage;

export interface PickedImages {
  accepted: File[];
  /** The first reason a file was left out, in the server's words; null when all were taken. */
  error: string | null;
}

/** docs/product.md §5: image files only, at most 5 per review, each at most 5 MB. */
export function pickReviewImages(alreadyPicked: number, files: readonly File[]): PickedImages {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of files) {
    let refusal: string | null = null;
    if (!acceptedReviewImageTypes.includes(file.type)) refusal = notAnImageMessage;
    else if (file.size > REVIEW_IMAGE_BYTES_MAX) refusal = reviewMessages.imageTooLarge;
    else if (alreadyPicked + accepted.length >= REVIEW_IMAGES_MAX) refusal = reviewMessages.tooManyImages;
    if (refusal) error ??= refusal;
    else accepted.push(file);
  }
  return { accepted, error };
}
