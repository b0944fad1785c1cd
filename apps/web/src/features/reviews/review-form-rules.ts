import { reviewFieldsSchema } from '@shop/core/reviews/review-schemas';
import { reviewMessages } from '@shop/core/reviews/reviews';
import { isApiError } from '../../lib/api-client';
import type { ReviewTarget } from './api/get-reviews';

export type ReviewField = 'rating' | 'content';

/** What is wrong with the form: the message to show and the fields to mark. */
export interface ReviewFormProblem {
  message: string;
  fields: ReviewField[];
}

export type ReviewFormCheck = { ok: true; rating: number; content: string } | ({ ok: false } & ReviewFormProblem);

const isReviewField = (field: string): field is ReviewField => field === 'rating' || field === 'content';

/** The form's fields among the refused ones, once each; the rest (the target's id) the shopper cannot change. */
const formFields = (refused: readonly string[]): ReviewField[] => [...new Set(refused.filter(isReviewField))];

/**
 * The form is checked with the server's own schema, so the page refuses exactly what the server
 * would, with the same docs/product.md §5 text (including the combined one for deals) and the same
 * fields marked: every refusal names its field.
 */
export function checkReviewForm(target: ReviewTarget, rating: number | null, content: string): ReviewFormCheck {
  const parsed = reviewFieldsSchema.safeParse({
    targetType: target.type,
    [target.type === 'product' ? 'productId' : 'dealId']: target.id,
    rating: rating ?? undefined,
    content,
  });
  if (parsed.success) return { ok: true, rating: parsed.data.rating, content: parsed.data.content };
  const { issues } = parsed.error;
  return {
    ok: false,
    message: issues[0]?.message ?? reviewMessages.selectRating,
    fields: formFields(issues.map((issue) => issue.path.map(String).join('.'))),
  };
}

/** The server's refusal of a field of the form (400 INVALID_REQUEST naming it), to show as the page's own check would; null for any other failure. */
export function refusedReviewFields(error: unknown): ReviewFormProblem | null {
  if (!isApiError(error) || error.status !== 400 || error.code !== 'INVALID_REQUEST') return null;
  const fields = formFields(error.fields);
  return fields.length > 0 ? { message: error.message, fields } : null;
}
