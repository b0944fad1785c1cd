import { reviewFieldsSchema } from '@shop/core/review-schemas';
import { reviewMessages } from '@shop/core/reviews';
import type { ReviewTarget } from './api/get-reviews';

export type ReviewField = 'rating' | 'content';

export type ReviewFormCheck = { ok: true; rating: number; content: string } | { ok: false; message: string; fields: ReviewField[] };

/**
 * The form is checked with the server's own schema, so the page refuses exactly what the server
 * would, with the same docs/product.md §5 text (including the combined one for deals).
 */
export function checkReviewForm(target: ReviewTarget, rating: number | null, content: string): ReviewFormCheck {
  const parsed = reviewFieldsSchema.safeParse({
    targetType: target.type,
    [target.type === 'product' ? 'productId' : 'dealId']: target.id,
    rating: rating ?? undefined,
    content,
  });
  if (parsed.success) return { ok: true, rating: parsed.data.rating, content: parsed.data.content };
  const message = parsed.error.issues[0]?.message ?? reviewMessages.selectRating;
  let fields: ReviewField[];
  if (message === reviewMessages.selectRating) fields = ['rating'];
  else if (message === reviewMessages.dealRatingAndComment) {
    fields = [];
    if (rating === null) fields.push('rating');
    if (!content.trim()) fields.push('content');
  } else fields = ['content'];
  return { ok: false, message, fields };
}
