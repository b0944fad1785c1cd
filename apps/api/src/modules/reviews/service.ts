import { eq } from 'drizzle-orm';
import type { ReviewDto } from '@shop/core/reviews/dtos';
import { maskEmail } from '@shop/core/shared/mask';
import { adminReviewMessages } from '@shop/core/reviews/admin-schemas';
import { DEFAULT_REPLY_AUTHOR } from '@shop/core/reviews/reviews';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { reviewErrorCodes } from '@shop/core/reviews/contract';
import type { ReviewFields } from '@shop/core/reviews/review-schemas';
import {
  dailyReviewLimitMessage,
  hourlyReviewLimitMessage,
  pictureAttemptLimitMessage,
  REACTIONS_PER_WINDOW_MAX,
  REACTIONS_WINDOW_MINUTES,
  reactionLimitMessage,
  REVIEW_DECODE_PIXELS_MAX,
  REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX,
  reviewAuthorName,
  REVIEWS_PER_DAY_MAX,
  REVIEWS_PER_HOUR_MAX,
  reviewMessages,
} from '@shop/core/reviews/reviews';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import { auditedWrite } from '../../lib/audit';
import { catalogKeys } from '../../lib/cache-keys';
import { HttpError, notFound, tooManyRequests } from '../../lib/http-errors';
import { reencodeUploadedImages, type DecodeBudget } from '../../lib/images';
import { withSavedUploads } from '../../lib/storage';
import type { AuthenticatedUser } from '../../plugins/auth';
import { lockAccount } from '../accounts/service';
import {
  countVisibleReviews,
  findReview,
  lockOwnReview,
  lockVisibleReview,
  listVisibleReviews,
  nthNewestActivitySince,
  reactionsOf,
  recordActivity,
  recountReactions,
  refreshTargetRating,
  setReaction,
  targetIsPublished,
  upsertOwnReview,
  type ReviewActivityKind,
  type ReviewPage,
  type ReviewTarget,
  findReviewPage,
  type ReviewListFilter,
} from './repository';
import type { AdminReviewDto } from '@shop/core/reviews/admin-dtos';

type ReviewRow = Awaited<ReturnType<typeof listVisibleReviews>>[number];

/** docs/product.md §5: 'Sana K.', or the masked email when the account has no name; never the email itself. */
export function reviewAuthor(name: string | null | undefined, email: string | null | undefined): string {
  return reviewAuthorName(name) ?? maskEmail(email);
}

function toReviewDto({ review, name, email, verified }: ReviewRow, viewerId: string | null, reaction: 'like' | 'dislike' | undefined): ReviewDto {
  return {
    _id: review.id,
    rating: review.rating,
    content: review.content,
    reviewImages: review.images.map((url) => ({ url })),
    date: review.createdAt.toISOString(),
    editedAt: review.updatedAt?.toISOString() ?? null,
    email: maskEmail(email),
    author: reviewAuthor(name, email),
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
    verified: Boolean(verified),
    mine: viewerId !== null && review.userId === viewerId,
  };
}

export interface ReviewList {
  reviews: ReviewDto[];
  /** Every visible review of the target, however many the page holds. */
  total: number;
}

/** The visible reviews of a product or deal, all of them or one page, and how many there are in all. */
export async function reviewsFor(context: AppContext, target: ReviewTarget, viewerId: string | null, page: ReviewPage = { offset: 0 }): Promise<ReviewList> {
  const rows = await listVisibleReviews(context.db, target, page);
  const wholeList = page.limit === undefined && page.offset === 0;
  const total = wholeList ? rows.length : await countVisibleReviews(context.db, target);
  const reactions = viewerId
    ? await reactionsOf(
        context.db,
        viewerId,
        rows.map((row) => row.review.id),
      )
    : new Map();
  return { reviews: rows.map((row) => toReviewDto(row, viewerId, reactions.get(row.review.id))), total };
}

/**
 * docs/product.md §6: only an account whose address is proven reviews, so that a flood of throwaway
 * sign-ups cannot write reviews. Checked before the form is read: nothing is stored or counted.
 */
export function checkMayReview(author: Pick<AuthenticatedUser, 'emailVerified'>): void {
  if (!author.emailVerified) throw new HttpError(403, reviewErrorCodes.emailNotVerified, reviewMessages.verifyEmailToReview);
}

const invalidateCatalog = (context: AppContext) => Promise.all(catalogKeys.map((key) => context.cache.invalidate(key)));

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

interface ActivityLimit {
  max: number;
  windowMs: number;
  message: (retryAfterSeconds: number) => string;
}

/** docs/product.md §6 and §9: the per-account limits, longest window first (its wait is the longer one). */
const activityLimits: Record<ReviewActivityKind, { code: string; limits: ActivityLimit[] }> = {
  submit: {
    code: reviewErrorCodes.tooManyReviews,
    limits: [
      { max: REVIEWS_PER_DAY_MAX, windowMs: DAY_MS, message: dailyReviewLimitMessage },
      { max: REVIEWS_PER_HOUR_MAX, windowMs: HOUR_MS, message: hourlyReviewLimitMessage },
    ],
  },
  react: {
    code: reviewErrorCodes.tooManyReactions,
    limits: [{ max: REACTIONS_PER_WINDOW_MAX, windowMs: REACTIONS_WINDOW_MINUTES * MINUTE_MS, message: reactionLimitMessage }],
  },
  'picture-attempt': {
    code: commonErrorCodes.rateLimited,
    limits: [{ max: REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX, windowMs: HOUR_MS, message: pictureAttemptLimitMessage }],
  },
};
const longestWindowMs = (kind: ReviewActivityKind) => Math.max(...activityLimits[kind].limits.map((limit) => limit.windowMs));

/**
 * Refuses an action over one of the account's limits with 429 and Retry-After, counted from the
 * review_activity table so that every process sees the same count. Off with RATE_LIMIT=off (load
 * tests only).
 */
async function refuseOverLimit(context: AppContext, db: Queryable, userId: string, kind: ReviewActivityKind): Promise<void> {
  if (!context.config.rateLimit) return;
  const now = context.clock.now().getTime();
  const { code, limits } = activityLimits[kind];
  for (const { max, windowMs, message } of limits) {
    const limitReachedAt = await nthNewestActivitySince(db, userId, kind, new Date(now - windowMs), max);
    if (!limitReachedAt) continue;
    // The account may act again once that action has left the window.
    const retryAfter = Math.max(1, Math.ceil((limitReachedAt.getTime() + windowMs - now) / 1000));
    throw tooManyRequests(message(retryAfter), retryAfter, code);
  }
}

/** Counts an action against the account's limits (nothing to count with RATE_LIMIT=off). */
async function countActivity(context: AppContext, db: Queryable, userId: string, kind: ReviewActivityKind): Promise<void> {
  if (!context.config.rateLimit) return;
  const now = context.clock.now();
  await recordActivity(db, userId, kind, now, new Date(now.getTime() - longestWindowMs(kind)));
}

/**
 * docs/product.md §6: a submit carrying photos is counted before any of them is looked at, whatever
 * then becomes of it, so that refused photos cost their sender an attempt as accepted ones do. Under
 * the account's lock, so that parallel submits are counted one after the other and none slips past.
 */
async function countPictureAttempt(context: AppContext, authorId: string): Promise<void> {
  if (!context.config.rateLimit) return;
  await context.db.transaction(async (tx) => {
    await lockAccount(tx, authorId);
    await refuseOverLimit(context, tx, authorId, 'picture-attempt');
    await countActivity(context, tx, authorId, 'picture-attempt');
  });
}

const reviewPhotoBudget: DecodeBudget = { pixels: REVIEW_DECODE_PIXELS_MAX, message: reviewMessages.photosTooLargeTogether };

/** Refuses a review of a target that is not published, or one over the author's limits. */
async function checkReviewAccepted(context: AppContext, db: Queryable, authorId: string, target: ReviewTarget): Promise<void> {
  if (!(await targetIsPublished(db, target))) {
    throw notFound(reviewErrorCodes.targetNotFound, target.type === 'product' ? 'Product not found' : 'Deal not found');
  }
  await refuseOverLimit(context, db, authorId, 'submit');
}

export interface SubmittedReview {
  review: ReviewDto;
  /** The account had reviewed this product or deal before: that review was edited. */
  updated: boolean;
}

/**
 * The author is the token's user whatever the body says. Everything is checked before a file is
 * written: the account's photo attempts, the target, the limits, every photo's header (all of them
 * before any is decoded), and every photo, re-encoded in memory. The photos are then stored and the
 * review written under the author's lock, where target and limits are checked again; if that
 * refuses, or the transaction fails, the photos are deleted again. One review per account and target
 * (docs/product.md §4): when the author has one, it takes the new rating, text and photos, and its
 * old photos are deleted once that is committed. The rating and count of the target change in the
 * same transaction as the review.
 */
export async function submitReview(context: AppContext, authorId: string, fields: ReviewFields, images: Buffer[]): Promise<SubmittedReview> {
  const target: ReviewTarget = { type: fields.targetType, id: fields.targetId };
  if (images.length > 0) await countPictureAttempt(context, authorId);
  await checkReviewAccepted(context, context.db, authorId, target);
  const photos = await reencodeUploadedImages(images, reviewPhotoBudget);

  const written = await withSavedUploads(context.uploads, 'reviews', photos, (urls) =>
    context.db.transaction(async (tx) => {
      await lockAccount(tx, authorId);
      // Again under the lock: parallel submissions by one account have all passed the first check.
      await checkReviewAccepted(context, tx, authorId, target);
      const previous = await lockOwnReview(tx, authorId, target);
      // Under the lock too, but the unique index would turn even a second insert into this edit.
      const review = await upsertOwnReview(tx, authorId, target, { rating: fields.rating, content: fields.content, images: urls }, context.clock.now());
      await countActivity(context, tx, authorId, 'submit');
      await refreshTargetRating(tx, target);
      return { id: review.id, updated: !review.created, replacedPhotos: review.created ? [] : (previous?.images ?? []) };
    }),
  );
  // After the commit: the edited review no longer shows them. A file that cannot be deleted stays behind.
  await Promise.allSettled(written.replacedPhotos.map((url) => context.uploads.delete(url)));
  await invalidateCatalog(context);
  const row = await findReview(context.db, written.id);
  const reaction = (await reactionsOf(context.db, authorId, [written.id])).get(written.id);
  return { review: toReviewDto(row!, authorId, reaction), updated: written.updated };
}

export type ReactionChange = 'like' | 'remove-like' | 'dislike' | 'remove-dislike';

/**
 * docs/product.md §4: liking removes a dislike and the other way round; removing takes back only that
 * reaction. Nobody reacts to their own review (403), and each account has its limit of reactions.
 * The account is locked before the review, in the order a submit takes them.
 */
export async function react(context: AppContext, userId: string, reviewId: string, change: ReactionChange) {
  const counts = await context.db.transaction(async (tx) => {
    if (context.config.rateLimit) await lockAccount(tx, userId);
    const review = await lockVisibleReview(tx, reviewId);
    if (!review) throw notFound(reviewErrorCodes.reviewNotFound, reviewMessages.reviewNotFound);
    if (review.authorId === userId) throw new HttpError(403, reviewErrorCodes.ownReview, reviewMessages.ownReview);
    await refuseOverLimit(context, tx, userId, 'react');
    if (change === 'like' || change === 'dislike') await setReaction(tx, reviewId, userId, change);
    else await setReaction(tx, reviewId, userId, null, change === 'remove-like' ? 'like' : 'dislike');
    await countActivity(context, tx, userId, 'react');
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

// An order's delivery or return moves its products' ratings inside the order's transaction; the console's overview counts unanswered reviews.
export { refreshRatingsOfOrder, reviewHasReply } from './repository';
