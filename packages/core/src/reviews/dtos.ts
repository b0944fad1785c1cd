import { z } from '../shared/zod';

export const reviewReplyDtoSchema = z.object({
  _id: z.string(),
  content: z.string(),
  author: z.string(),
  /** ISO date. */
  date: z.string(),
});

export type ReviewReplyDto = z.infer<typeof reviewReplyDtoSchema>;

/**
 * docs/product.md §3 Review as GET /api/comments sends it: the author as first name and last initial
 * (the masked email when there is no name), never the full email; reactions of the viewer only.
 */
export const reviewDtoSchema = z.object({
  _id: z.string(),
  rating: z.number(),
  content: z.string(),
  reviewImages: z.array(z.object({ url: z.string() })),
  /** ISO date the review was first written. */
  date: z.string(),
  /** ISO date of the author's last edit (a second submit for the same product or deal), or null. */
  editedAt: z.string().nullable(),
  /** The masked email (docs/product.md §3). */
  email: z.string(),
  /** 'Sana K.'; the masked email when the account has no name. */
  author: z.string(),
  likes: z.number(),
  dislikes: z.number(),
  /** [the viewer's id] when they liked it, else empty: the server never names other people. */
  likedBy: z.array(z.string()),
  dislikedBy: z.array(z.string()),
  hasReply: z.boolean(),
  reply: reviewReplyDtoSchema.nullable(),
  /** The author has a Delivered order containing this product (a deal's line included) or this deal. */
  verified: z.boolean(),
  /** The viewer wrote it: they may edit it and may not like or dislike it. */
  mine: z.boolean(),
});

export type ReviewDto = z.infer<typeof reviewDtoSchema>;
