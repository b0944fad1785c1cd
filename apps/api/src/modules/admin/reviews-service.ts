import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { DEFAULT_REPLY_AUTHOR } from '@shop/core/admin-schemas';
import type { AdminReviewDto } from '@shop/core/admin-types';
import type { Database } from '../../db/client';
import { deals, products } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';

export interface ReviewListFilter {
  productId?: string | undefined;
  dealId?: string | undefined;
  hidden?: boolean | undefined;
  limit: number;
  offset: number;
}

/** Every review, hidden ones too, newest first, with what it is about and who wrote it. */
export async function listReviews(db: Database, filter: ReviewListFilter): Promise<{ reviews: AdminReviewDto[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.productId) conditions.push(eq(reviews.productId, filter.productId));
  if (filter.dealId) conditions.push(eq(reviews.dealId, filter.dealId));
  if (filter.hidden !== undefined) conditions.push(eq(reviews.hidden, filter.hidden));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ review: reviews, email: users.email, productName: products.name, dealName: deals.name })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(deals, eq(deals.id, reviews.dealId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(reviews).where(where);
  return {
    reviews: rows.map(({ review, email, productName, dealName }) => ({
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
      likes: review.likes,
      dislikes: review.dislikes,
      hidden: review.hidden,
      hasReply: Boolean(review.replyContent),
      reply: review.replyContent
        ? { content: review.replyContent, author: review.replyAuthor || DEFAULT_REPLY_AUTHOR, date: (review.repliedAt ?? review.createdAt).toISOString() }
        : null,
    })),
    total: counted?.total ?? 0,
  };
}
