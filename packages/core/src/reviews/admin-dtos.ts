import { z } from '../shared/zod';

export const adminReviewDtoSchema = z.object({
  _id: z.string(),
  targetType: z.enum(['product', 'deal']),
  productId: z.string().nullable(),
  dealId: z.string().nullable(),
  /** The product's or deal's name. */
  targetName: z.string(),
  rating: z.number(),
  content: z.string(),
  reviewImages: z.array(z.object({ url: z.string() })),
  /** ISO date. */
  date: z.string(),
  /** The author's real email: the owner may need to contact them. */
  email: z.string().nullable(),
  /** The author as the shop shows them ('Sana K.', or the masked email when the account has no name). */
  author: z.string(),
  /** The author has a Delivered order containing what they review, as the shop's badge says. */
  verified: z.boolean(),
  likes: z.number(),
  dislikes: z.number(),
  hidden: z.boolean(),
  hasReply: z.boolean(),
  reply: z.object({ content: z.string(), author: z.string(), date: z.string() }).nullable(),
});

export type AdminReviewDto = z.infer<typeof adminReviewDtoSchema>;
