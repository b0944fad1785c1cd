import type { EndpointResponse } from '@shop/core/contract/endpoint';
import type { dislikeReview, likeReview, removeReviewDislike, removeReviewLike } from '@shop/core/reviews/contract';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { apiCall, isApiError, type ApiCallInput } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { applyReactionChange, type ReactionChange, type ReactionCounts } from '../review-rules';
import { loadedReviews, reviewsQueryOptions, type ReviewDto, type ReviewTarget } from './get-reviews';
import { reviewKeys } from './query-keys';

// One file for the four PATCH calls: they differ only in the last path segment, share the body and
// the answer, and the page needs one optimistic update and one rollback for all of them.

/** docs/product.md §8 Reviews: the default texts of a failed like or dislike. */
export const reactionFailureMessages = {
  like: { http: 'Failed to update like', network: 'Error updating like' },
  dislike: { http: 'Failed to update dislike', network: 'Error updating dislike' },
} as const;

const reactionKind = (change: ReactionChange) => (change === 'like' || change === 'remove-like' ? 'like' : 'dislike');

export interface ReactToReviewInput {
  reviewId: string;
  change: ReactionChange;
  /** docs/product.md §7 sends it; the server reacts as the token's user. */
  userId: string;
}

type ReactionCall = (input: ApiCallInput<typeof likeReview>) => Promise<EndpointResponse<typeof likeReview>>;

/** The four calls, by the change they make; they take the same input and give the same answer. */
const reactionCalls: Record<ReactionChange, ReactionCall> = {
  like: (input) => apiCall<typeof likeReview>('PATCH /api/comments/:id/like', input),
  'remove-like': (input) => apiCall<typeof removeReviewLike>('PATCH /api/comments/:id/remove-like', input),
  dislike: (input) => apiCall<typeof dislikeReview>('PATCH /api/comments/:id/dislike', input),
  'remove-dislike': (input) => apiCall<typeof removeReviewDislike>('PATCH /api/comments/:id/remove-dislike', input),
};

/** PATCH /api/comments/{id}/like, /remove-like, /dislike or /remove-dislike; resolves with the new counts. */
export async function reactToReview({ reviewId, change, userId }: ReactToReviewInput): Promise<ReactionCounts> {
  const { likes, dislikes, likedBy, dislikedBy } = await reactionCalls[change]({
    params: { id: reviewId },
    body: { userId },
    fallbackMessage: reactionFailureMessages[reactionKind(change)].http,
  });
  return { likes, dislikes, likedBy, dislikedBy };
}

/** The server's message when it sent one (e.g. 'Please login to like reviews' for a refused token), else the default of docs/product.md §8. */
export function reactionErrorMessage(error: unknown, change: ReactionChange): string {
  const texts = reactionFailureMessages[reactionKind(change)];
  if (!isApiError(error)) return texts.http;
  return error.kind === 'http' ? error.message : texts.network;
}

/** Reviews of `target` whose reaction is still on its way: a second click waits for the first. */
export function usePendingReactions(target: ReviewTarget): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: reviewKeys.reactions(target), status: 'pending' },
    select: (mutation) => (mutation.state.variables as ReactToReviewInput | undefined)?.reviewId,
  });
  return new Set(ids.filter((id): id is string => Boolean(id)));
}

function pickCounts({ likes, dislikes, likedBy, dislikedBy }: ReactionCounts): ReactionCounts {
  return { likes, dislikes, likedBy, dislikedBy };
}

/**
 * docs/product.md §4 reactions, shown before the server answers and put back if it refuses. Only the one
 * review's counts are written and restored, so reactions on other reviews in flight are kept.
 */
export function useReactToReview(target: ReviewTarget) {
  const queryClient = useQueryClient();

  function writeCounts(userId: string, reviewId: string, counts: (review: ReviewDto) => ReactionCounts) {
    queryClient.setQueryData(
      reviewsQueryOptions(target, userId).queryKey,
      (loaded) =>
        loaded && {
          ...loaded,
          pages: loaded.pages.map((page) => ({
            ...page,
            reviews: page.reviews.map((review) => (review._id === reviewId ? { ...review, ...counts(review) } : review)),
          })),
        },
    );
  }

  return useMutation({
    mutationKey: reviewKeys.reactions(target),
    mutationFn: reactToReview,
    onMutate: async ({ reviewId, change, userId }) => {
      const { queryKey } = reviewsQueryOptions(target, userId);
      // A list arriving now would overwrite the change the shopper has just made.
      await queryClient.cancelQueries({ queryKey });
      const review = loadedReviews(queryClient.getQueryData(queryKey)).find((candidate) => candidate._id === reviewId);
      const previous = review ? pickCounts(review) : undefined;
      writeCounts(userId, reviewId, (current) => applyReactionChange(current, change, userId));
      return { previous };
    },
    onError: (error, { reviewId, change, userId }, context) => {
      const previous = context?.previous;
      if (previous) writeCounts(userId, reviewId, () => previous);
      // Here rather than in mutate's callbacks, which React Query calls for the latest click only.
      toast.error(reactionErrorMessage(error, change));
    },
    onSuccess: (counts, { reviewId, userId }) => writeCounts(userId, reviewId, () => pickCounts(counts)),
  });
}
