import type { EndpointResponse } from '@shop/core/contract/endpoint';
import type { submitReview as submitReviewEndpoint } from '@shop/core/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { dealQueryOptions } from '../../deals/api/get-deal';
import { dealsQueryOptions } from '../../deals/api/get-deals';
import { refusedReviewFields } from '../review-form-rules';
import { reviewsQueryOptions, reviewsTargetKey, type ReviewTarget } from './get-reviews';

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

/** The server's message when it sent one, else SPEC's default for a refusal or for no answer at all. */
export function submitReviewErrorMessage(error: unknown): string {
  if (!isApiError(error)) return submitReviewMessages.http;
  return error.kind === 'http' ? error.message : submitReviewMessages.network;
}

/**
 * The new review goes to the top of the list at once; then the list, and the rating and count the
 * catalog shows for the product or deal (kept current by the server), are loaded again. The outcome
 * is told here, not by the form: a refused token ends the session and unmounts the form at once. Only
 * a refusal of one of the form's fields is left to the form, which shows it by the field.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: async ({ message, review }, { target, userId }) => {
      toast.success(message);
      queryClient.setQueryData(reviewsQueryOptions(target, userId).queryKey, (reviews) =>
        reviews ? [review, ...reviews.filter((existing) => existing._id !== review._id)] : [review],
      );
      // Every product query's key starts with 'products': the product's own answer, the rows and pages it shows in.
      const stale = target.type === 'product' ? [['products']] : [dealsQueryOptions().queryKey, dealQueryOptions(target.id).queryKey];
      await Promise.all([reviewsTargetKey(target), ...stale].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (!refusedReviewFields(error)) toast.error(submitReviewErrorMessage(error));
    },
  });
}
