import type { EndpointResponse } from '@shop/core/contract/endpoint';
import type { submitReview as submitReviewEndpoint } from '@shop/core/reviews/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, hasErrorCode, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { refusedReviewFields } from '../review-form-rules';
import { reviewsQueryOptions, type ReviewTarget } from './get-reviews';
import { accountKeys } from '../../accounts/api/query-keys';
import { productKeys } from '../../catalog/api/query-keys';
import { dealKeys } from '../../deals/api/query-keys';
import { reviewKeys } from './query-keys';

/** docs/product.md §8 Reviews defaults, when the server gives no message of its own. */
export const submitReviewMessages = {
  http: 'Failed to submit review',
  network: 'Error submitting review',
} as const;

export interface SubmitReviewInput {
  target: ReviewTarget;
  /** docs/product.md §7 sends it; the server takes the author from the token whatever this says. */
  userId: string;
  rating: number;
  content: string;
  images: readonly File[];
}

export type SubmittedReview = EndpointResponse<typeof submitReviewEndpoint>;

/** The multipart body of docs/product.md §7 POST /api/comments; photos go under `reviewImages`. */
export function reviewFormData({ target, userId, rating, content, images }: SubmitReviewInput): FormData {
  const form = new FormData();
  form.append('targetType', target.type);
  form.append(target.type === 'product' ? 'productId' : 'dealId', target.id);
  form.append('userId', userId);
  form.append('content', content);
  form.append('rating', String(rating));
  for (const image of images) form.append('reviewImages', image, image.name);
  return form;
}

export function submitReview(input: SubmitReviewInput): Promise<SubmittedReview> {
  return apiCall<typeof submitReviewEndpoint>('POST /api/comments', { form: reviewFormData(input), fallbackMessage: submitReviewMessages.http });
}

/** The server's message when it sent one, else the default of docs/product.md §8 for a refusal or for no answer at all. */
export function submitReviewErrorMessage(error: unknown): string {
  if (!isApiError(error)) return submitReviewMessages.http;
  return error.kind === 'http' ? error.message : submitReviewMessages.network;
}

/**
 * An account whose address is not proven yet may not review (docs/product.md §6): the form then says
 * so instead of itself, as it does when the account is known to be unverified before sending.
 */
export function mustVerifyEmail(error: unknown): boolean {
  return hasErrorCode<typeof submitReviewEndpoint>(error, 'EMAIL_NOT_VERIFIED');
}

/**
 * The new review goes to the top of the list at once (out of a later page, when it was an edit); then
 * the list, and the rating and count the catalog shows for the product or deal (kept current by the
 * server), are loaded again. The outcome is told here, not by the form: a refused token ends the
 * session and unmounts the form at once. Only a refusal of one of the form's fields, or of an
 * unverified account, is left to the form, which shows it in place.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: async ({ message, review }, { target, userId }) => {
      toast.success(message);
      queryClient.setQueryData(
        reviewsQueryOptions(target, userId).queryKey,
        (loaded) =>
          loaded && {
            ...loaded,
            pages: loaded.pages.map((page, index) => {
              const others = page.reviews.filter((existing) => existing._id !== review._id);
              return { ...page, reviews: index === 0 ? [review, ...others] : others };
            }),
          },
      );
      // Every product query's key starts with 'products': the product's own answer, the rows and pages it shows in.
      const stale = target.type === 'product' ? [productKeys.all] : [dealKeys.all, dealKeys.single(target.id)];
      await Promise.all([reviewKeys.target(target), ...stale].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error, { userId }) => {
      if (mustVerifyEmail(error)) {
        // The account page's banner reads whether the address is proven from here.
        void queryClient.invalidateQueries({ queryKey: accountKeys.currentUser(userId) });
        return;
      }
      if (!refusedReviewFields(error)) toast.error(submitReviewErrorMessage(error));
    },
  });
}
