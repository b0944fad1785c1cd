import { z } from '../shared/zod';
import { reviewDtoSchema } from './dtos';
import { defineEndpoint } from '../contract/endpoint';
import { imageErrorCodes } from '../contract/error-codes';
import { REVIEWS_PAGE_SIZE_MAX } from './reviews';

/** The error codes of the review calls (docs/product.md §8 Reviews), the admin's reply calls included. */
export const reviewErrorCodes = {
  /** The product or deal to review is not published. */
  targetNotFound: 'REVIEW_TARGET_NOT_FOUND',
  /** The author's hourly or daily number of review submits is used up; Retry-After says when the next is taken. */
  tooManyReviews: 'TOO_MANY_REVIEWS',
  reviewNotFound: 'REVIEW_NOT_FOUND',
  /** A like or dislike (or its removal) of the caller's own review. */
  ownReview: 'OWN_REVIEW',
  /** The account's likes and dislikes in the window are used up; Retry-After says when the next is taken. */
  tooManyReactions: 'TOO_MANY_REACTIONS',
  /** The review has no reply to edit or delete. */
  replyNotFound: 'REPLY_NOT_FOUND',
  /** The account has not proven its address yet: only verified accounts review (docs/product.md §6). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
} as const;

const tag = 'Reviews';

export const reviewListQuerySchema = z
  .object({
    productId: z.string().trim().min(1).max(64).optional(),
    dealId: z.string().trim().min(1).max(64).optional(),
    // The original client sends neither and reads the whole list; without a limit, every review after the offset.
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(REVIEWS_PAGE_SIZE_MAX, `limit must be at most ${REVIEWS_PAGE_SIZE_MAX}`)
      .optional(),
    offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').default(0),
  })
  .refine((query) => Boolean(query.productId) !== Boolean(query.dealId), 'Send either productId or dealId');

export const listReviews = defineEndpoint({
  method: 'GET',
  path: '/api/comments',
  summary:
    "Visible reviews of a product or deal (?productId= or ?dealId=), newest first; with a token, the viewer's own reactions are marked. ?limit= (1-100) and ?offset= give a page; every answer's X-Total-Count header counts them all",
  tag,
  auth: 'optional',
  request: { query: reviewListQuerySchema },
  success: { body: z.array(reviewDtoSchema) },
});

export const submitReview = defineEndpoint({
  method: 'POST',
  path: '/api/comments',
  summary:
    "Write a review: a multipart form read by the handler (targetType, productId or dealId, content, rating; up to 5 photos as reviewImages). One per account and product or deal: a second submit edits the first (rating, text and photos replaced), 201 with 'Review updated'",
  tag,
  auth: 'customer',
  success: { status: 201, body: z.object({ success: z.literal(true), message: z.string(), review: reviewDtoSchema }) },
  // Photos are optional here, so there is no NO_IMAGES.
  errors: {
    400: [imageErrorCodes.tooManyImages],
    403: [reviewErrorCodes.emailNotVerified],
    404: [reviewErrorCodes.targetNotFound],
    413: [imageErrorCodes.imageTooLarge],
    415: [imageErrorCodes.notAnImage],
    429: [reviewErrorCodes.tooManyReviews],
  },
});

const reactionParams = z.object({ id: z.string().max(64) });
/** The original client sends `{ userId }`; the token says who reacts, so it is accepted and never read. */
const ignoredBody = z.object({ userId: z.string().max(200).optional() }).nullish();
const reactionBody = z.object({
  success: z.literal(true),
  likes: z.number(),
  dislikes: z.number(),
  /** [the viewer's id] when they now like it, else empty. */
  likedBy: z.array(z.string()),
  dislikedBy: z.array(z.string()),
});

function reactionEndpoint<const Path extends string>(path: Path, summary: string) {
  return defineEndpoint({
    method: 'PATCH',
    path,
    summary: `${summary} (the body is ignored: the token says who)`,
    tag,
    auth: 'customer',
    request: { params: reactionParams, body: ignoredBody },
    success: { body: reactionBody },
    errors: { 403: [reviewErrorCodes.ownReview], 404: [reviewErrorCodes.reviewNotFound], 429: [reviewErrorCodes.tooManyReactions] },
  });
}

export const likeReview = reactionEndpoint('/api/comments/:id/like', 'Add a like on a review');
export const removeReviewLike = reactionEndpoint('/api/comments/:id/remove-like', 'Take back a like on a review');
export const dislikeReview = reactionEndpoint('/api/comments/:id/dislike', 'Add a dislike on a review');
export const removeReviewDislike = reactionEndpoint('/api/comments/:id/remove-dislike', 'Take back a dislike on a review');
