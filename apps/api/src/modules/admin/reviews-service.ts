import { DEFAULT_REPLY_AUTHOR } from '@shop/core/admin-schemas';
import type { AdminReviewDto } from '@shop/core/admin-types';
import type { Queryable } from '../../db/client';
import { reviewAuthor } from '../reviews/service';
import { findReviewPage, type ReviewListFilter } from './reviews-repository';

/** Every review, hidden ones too, newest first, with what it is about and who wrote it. */
export async function listReviews(db: Queryable, filter: ReviewListFilter): Promise<{ reviews: AdminReviewDto[]; total: number }> {
  const { rows, total } = await findReviewPage(db, filter);
  return {
    reviews: rows.map(({ review, name, email, verified, productName, dealName }) => ({
      _id: review.id,
      targetType: review.targetType,
      productId: review.productId,
      dealId: review.dealId,
      targetName: productName ?? dealName ?? '',
      rating: review.rating,
      content: review.content,
      reviewImages: review.images.map((url) => ({ url })),
      date: review.createdAt.toISOString(),
      email,
      author: reviewAuthor(name, email),
      verified: Boolean(verified),
      likes: review.likes,
      dislikes: review.dislikes,
      hidden: review.hidden,
      hasReply: Boolean(review.replyContent),
      reply: review.replyContent
        ? { content: review.replyContent, author: review.replyAuthor || DEFAULT_REPLY_AUTHOR, date: (review.repliedAt ?? review.createdAt).toISOString() }
        : null,
    })),
    total,
  };
}
