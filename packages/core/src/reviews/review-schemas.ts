import { z } from '../shared/zod';
import { REVIEW_TEXT_MAX, reviewMessages } from './reviews';

/**
 * Multipart fields arrive as text; the rating is read as a whole number 1 to 5. Every refusal names
 * its field in the issue's path, which the server sends as `fields` and the form marks.
 */
export const reviewFieldsSchema = z
  .object({
    targetType: z.enum(['product', 'deal'], { error: 'targetType must be product or deal' }),
    productId: z.string().trim().max(64).optional(),
    dealId: z.string().trim().max(64).optional(),
    content: z.string().optional().default(''),
    rating: z.union([z.string(), z.number()]).optional(),
  })
  .transform((fields, context) => {
    const isDeal = fields.targetType === 'deal';
    const targetId = isDeal ? fields.dealId : fields.productId;
    if (!targetId) {
      context.addIssue({ code: 'custom', message: isDeal ? 'No deal ID provided' : 'Product ID not found', path: [isDeal ? 'dealId' : 'productId'] });
      return z.NEVER;
    }
    const rating = Number(fields.rating);
    const content = fields.content.trim();
    const ratingOk = Number.isInteger(rating) && rating >= 1 && rating <= 5;
    if (isDeal && (!ratingOk || !content)) {
      // One message for both, with an issue for each field that is missing.
      if (!ratingOk) context.addIssue({ code: 'custom', message: reviewMessages.dealRatingAndComment, path: ['rating'] });
      if (!content) context.addIssue({ code: 'custom', message: reviewMessages.dealRatingAndComment, path: ['content'] });
      return z.NEVER;
    }
    if (!ratingOk) {
      context.addIssue({ code: 'custom', message: reviewMessages.selectRating, path: ['rating'] });
      return z.NEVER;
    }
    if (!content) {
      context.addIssue({ code: 'custom', message: reviewMessages.writeComment, path: ['content'] });
      return z.NEVER;
    }
    if (content.length > REVIEW_TEXT_MAX) {
      context.addIssue({ code: 'custom', message: reviewMessages.commentTooLong, path: ['content'] });
      return z.NEVER;
    }
    return { targetType: fields.targetType, targetId, rating, content };
  });
export type ReviewFields = z.infer<typeof reviewFieldsSchema>;
