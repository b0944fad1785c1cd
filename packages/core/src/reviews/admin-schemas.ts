import { z } from '../shared/zod';
import { booleanQuery, optionalText, paginationQuery, requiredText } from '../shared/admin-field-schemas';
import { productMessages } from '../catalog/admin-schemas';
import { DEFAULT_REPLY_AUTHOR } from './reviews';

export const reviewListQuery = z.object({
  productId: optionalText('productId', 64).optional(),
  dealId: optionalText('dealId', 64).optional(),
  hidden: booleanQuery('hidden').optional(),
  /** true: the shop has replied; false: no reply yet. */
  answered: booleanQuery('answered').optional(),
  ...paginationQuery,
});

export const REPLY_TEXT_MAX = 2000;

export const reviewReplySchema = z.object({
  content: requiredText('content', REPLY_TEXT_MAX),
  author: optionalText('author', 60)
    .transform((author) => author || DEFAULT_REPLY_AUTHOR)
    .default(DEFAULT_REPLY_AUTHOR),
});

export const reviewReplyUpdateSchema = z
  .object({
    content: requiredText('content', REPLY_TEXT_MAX).optional(),
    author: optionalText('author', 60)
      .transform((author) => author || DEFAULT_REPLY_AUTHOR)
      .optional(),
  })
  .refine((body) => body.content !== undefined || body.author !== undefined, productMessages.nothingToChange);

export const adminReviewMessages = {
  noReply: 'This review has no reply yet',
} as const;
