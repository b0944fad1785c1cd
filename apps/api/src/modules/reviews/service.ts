import { eq } from 'drizzle-orm';
import type { ReviewDto } from '@shop/core/api-types';
import { maskEmail } from '@shop/core/mask';
import { adminReviewMessages, DEFAULT_REPLY_AUTHOR } from '@shop/core/admin-schemas';
import { reviewErrorCodes } from '@shop/core/contract/reviews';
import type { ReviewFields } from '@shop/core/review-schemas';
import { dailyReviewLimitMessage, REVIEWS_PER_DAY_MAX, reviewMessages } from '@shop/core/reviews';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { auditedWrite } from '../../lib/audit';
import { catalogKeys } from '../../lib/cache-keys';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { reencodeUploadedImages } from '../../lib/images';
import { withSavedUploads } from '../../lib/storage';
import { lockAccount } from '../accounts/repository';
import {
  lockVisibleReview,
  listVisibleReviews,
  nthNewestReviewSince,
  reactionsOf,
  recountReactions,
  refreshTargetRating,
  setReaction,
  targetIsPublished,
  type ReviewTarget,
} from './repository';

type ReviewRow = Awaited<ReturnType<typeof listVisibleReviews>>[number];

function toReviewDto({ review, email, verifiedBuyer }: ReviewRow, viewerId: string | null, reaction: 'like' | 'dislike' | undefined): ReviewDto {
  const masked = maskEmail(email);
  return {
    _id: review.id,
    rating: review.rating,
    content: review.content,
    reviewImages: review.images.map((url) => ({ url })),
    date: review.createdAt.toISOString(),
    email: masked,
    author: masked,
    likes: review.likes,
    dislikes: review.dislikes,
    likedBy: viewerId && reaction === 'like' ? [viewerId] : [],
    dislikedBy: viewerId && reaction === 'dislike' ? [viewerId] : [],
    hasReply: Boolean(review.replyContent),
    reply: review.replyContent
      ? {
          _id: `${review.id}-reply`,
          content: review.replyContent,
          author: review.replyAuthor || DEFAULT_REPLY_AUTHOR,
          date: (review.repliedAt ?? review.createdAt).toISOString(),
        }
      : null,
    verifiedBuyer: Boolean(verifiedBuyer),
  };
}

export async function reviewsFor(context: AppContext, target: ReviewTarget, viewerId: string | null): Promise<ReviewDto[]> {
  const rows = await listVisibleReviews(context.db, target);
  const reactions = viewerId
    ? await reactionsOf(
        context.db,
        viewerId,
        rows.map((row) => row.review.id),
      )
    : new Map();
  return rows.map((row) => toReviewDto(row, viewerId, reactions.get(row.review.id)));
}

const invalidateCatalog = (context: AppContext) => Promise.all(catalogKeys.map((key) => context.cache.invalidate(key)));

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses a review of a target that is not published, or one over the author's REVIEWS_PER_DAY_MAX
 * in 24 hours, counted from the reviews table so that every process sees the same count. The cap is
 * off with RATE_LIMIT=off (load tests only).
 */
async function checkReviewAccepted(context: AppContext, db: Queryable, authorId: string, target: ReviewTarget): Promise<void> {
  if (!(await targetIsPublished(db, target))) {
    throw notFound(reviewErrorCodes.targetNotFound, target.type === 'product' ? 'Product not found' : 'Deal not found');
  }
  if (!context.config.rateLimit) return;
  const now = context.clock.now().getTime();
  const limitReachedAt = await nthNewestReviewSince(db, authorId, new Date(now - DAY_MS), REVIEWS_PER_DAY_MAX);
  if (!limitReachedAt) return;
  // The author may write again once that review is more than a day old.
  const retryAfter = Math.max(1, Math.ceil((limitReachedAt.getTime() + DAY_MS - now) / 1000));
  throw tooManyRequests(dailyReviewLimitMessage(retryAfter), retryAfter, reviewErrorCodes.tooManyReviews);
}

/**
 * The author is the token's user whatever the body says. Everything is checked before a file is
 * written: the target, the daily cap, and every photo, re-encoded in memory. The photos are then
 * stored and the review inserted under the author's lock, where target and cap are checked again;
 * if that refuses, or the transaction fails, the photos are deleted again. The rating and count of
 * the target change in the same transaction as the review.
 */
export async function submitReview(context: AppContext, authorId: string, fields: ReviewFields, images: Buffer[]): Promise<ReviewDto> {
  const target: ReviewTarget = { type: fields.targetType, id: fields.targetId };
  await checkReviewAccepted(context, context.db, authorId, target);
  const photos = await reencodeUploadedImages(images);

  const id = newId();
  await withSavedUploads(context.uploads, 'reviews', photos, (urls) =>
    context.db.transaction(async (tx) => {
      await lockAccount(tx, authorId);
      // Again under the lock: parallel submissions by one account have all passed the first check.
      await checkReviewAccepted(context, tx, authorId, target);
      await tx.insert(reviews).values({
        id,
        targetType: target.type,
        productId: target.type === 'product' ? target.id : null,
        dealId: target.type === 'deal' ? target.id : null,
        userId: authorId,
        rating: fields.rating,
        content: fields.content,
        images: urls,
        createdAt: context.clock.now(),
      });
      await refreshTargetRating(tx, target);
    }),
  );
  await invalidateCatalog(context);
  const created = (await reviewsFor(context, target, authorId)).find((review) => review._id === id);
  return created!;
}

export type ReactionChange = 'like' | 'remove-like' | 'dislike' | 'remove-dislike';

/** docs/product.md §4: liking removes a dislike and the other way round; removing takes back only that reaction. */
export async function react(context: AppContext, userId: string, reviewId: string, change: ReactionChange) {
  const counts = await context.db.transaction(async (tx) => {
    if (!(await lockVisibleReview(tx, reviewId))) throw notFound(reviewErrorCodes.reviewNotFound, reviewMessages.reviewNotFound);
    if (change === 'like' || change === 'dislike') await setReaction(tx, reviewId, userId, change);
    else await setReaction(tx, reviewId, userId, null, change === 'remove-like' ? 'like' : 'dislike');
    return recountReactions(tx, reviewId);
  });
  const reaction = (await reactionsOf(context.db, userId, [reviewId])).get(reviewId);
  return {
    likes: counts.likes,
    dislikes: counts.dislikes,
    likedBy: reaction === 'like' ? [userId] : [],
    dislikedBy: reaction === 'dislike' ? [userId] : [],
  };
}

type ReviewRowFull = typeof reviews.$inferSelect;

const replyOf = (row: ReviewRowFull) =>
  row.replyContent
    ? { content: row.replyContent, author: row.replyAuthor || DEFAULT_REPLY_AUTHOR, date: (row.repliedAt ?? row.createdAt).toISOString() }
    : null;

async function lockReview(tx: Queryable, reviewId: string): Promise<ReviewRowFull> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
  if (!row) throw notFound(reviewErrorCodes.reviewNotFound, reviewMessages.reviewNotFound);
  return row;
}

/**
 * For the admin API: a reply shown under the review (author 'Admin' unless named), replacing any
 * earlier one, with its audit record.
 */
export async function replyToReview(context: AppContext, actorId: string, reviewId: string, content: string, author = DEFAULT_REPLY_AUTHOR) {
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const before = await lockReview(tx, reviewId);
    const [after] = await tx
      .update(reviews)
      .set({ replyContent: content, replyAuthor: author, repliedAt: context.clock.now() })
      .where(eq(reviews.id, reviewId))
      .returning();
    return {
      result: undefined,
      audit: { action: before.replyContent ? 'reply-update' : 'reply', entity: 'review', entityId: reviewId, before: replyOf(before), after: replyOf(after!) },
    };
  });
}

/** For the admin API: changes the text or the author of an existing reply. */
export async function editReviewReply(context: AppContext, actorId: string, reviewId: string, changes: { content?: string; author?: string }) {
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const before = await lockReview(tx, reviewId);
    if (!before.replyContent) throw notFound(reviewErrorCodes.replyNotFound, adminReviewMessages.noReply);
    const [after] = await tx
      .update(reviews)
      .set({ replyContent: changes.content ?? before.replyContent, replyAuthor: changes.author ?? before.replyAuthor, repliedAt: context.clock.now() })
      .where(eq(reviews.id, reviewId))
      .returning();
    return { result: undefined, audit: { action: 'reply-update', entity: 'review', entityId: reviewId, before: replyOf(before), after: replyOf(after!) } };
  });
}

/** For the admin API: takes a reply away. */
export async function removeReviewReply(context: AppContext, actorId: string, reviewId: string) {
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const before = await lockReview(tx, reviewId);
    if (!before.replyContent) throw notFound(reviewErrorCodes.replyNotFound, adminReviewMessages.noReply);
    await tx.update(reviews).set({ replyContent: null, replyAuthor: null, repliedAt: null }).where(eq(reviews.id, reviewId));
    return { result: undefined, audit: { action: 'reply-delete', entity: 'review', entityId: reviewId, before: replyOf(before), after: null } };
  });
}

/** For the admin API: a hidden review leaves the public list and the rating. */
export async function setReviewHidden(context: AppContext, actorId: string, reviewId: string, hidden: boolean) {
  await auditedWrite(context, { actorId, invalidates: catalogKeys }, async (tx) => {
    const before = await lockReview(tx, reviewId);
    await tx.update(reviews).set({ hidden }).where(eq(reviews.id, reviewId));
    await refreshTargetRating(tx, { type: before.targetType, id: (before.productId ?? before.dealId)! });
    return {
      result: undefined,
      audit: { action: hidden ? 'hide' : 'unhide', entity: 'review', entityId: reviewId, before: { hidden: before.hidden }, after: { hidden } },
    };
  });
}
