import { REVIEWS_SHOWN_FIRST, reviewMessages, type RatingCounts } from '@shop/core/reviews/reviews';
import { LoaderCircle, MessageSquare, RotateCw } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { loadedReviews, reviewsLoadErrorMessage, useReviews, type ReviewDto, type ReviewTarget, type ReviewTargetType } from '../api/get-reviews';
import { usePendingReactions, useReactToReview } from '../api/react-to-review';
import { reactionChange, viewerReaction, type Reaction } from '../review-rules';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

// The form, its photo picker and its validation load after the page has shown: they sit below the
// product, and keeping them out of the first load keeps that load within its budget.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

interface ReviewsPanelProps {
  targetType: ReviewTargetType;
  targetId: string;
  /** The product's or deal's rating and review counts, as the page shows them (docs/product.md §3). */
  ratingCounts: RatingCounts;
}

interface ReviewListProps {
  reviews: readonly ReviewDto[];
  /** Every visible review, loaded or not. */
  total: number;
  viewerId: string | null;
  onReact: (review: ReviewDto, reaction: Reaction) => void;
  /** Some reviews are still to be loaded. */
  hasMore: boolean;
  /** Loads the next page of reviews. */
  loadMore: () => void;
  loadingMore: boolean;
  /** Why loading a further page failed, if it did: the shopper may try again. */
  loadMoreFailed: unknown;
}

/**
 * docs/product.md §9: the first 10, then 'Show All (N)', which brings the rest a page at a time until
 * all are shown; focus moves to the first review it reveals.
 */
function ReviewList({ reviews, total, viewerId, onReact, hasMore, loadMore, loadingMore, loadMoreFailed }: ReviewListProps) {
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLElement>(null);
  const focusRevealed = useRef(false);
  const revealedCount = showAll ? reviews.length : Math.min(reviews.length, REVIEWS_SHOWN_FIRST);
  useEffect(() => {
    if (!focusRevealed.current || revealedCount <= REVIEWS_SHOWN_FIRST) return;
    focusRevealed.current = false;
    firstRevealed.current?.focus();
  }, [revealedCount]);
  // Once asked for all, each page that arrives (the list grows) asks for the next, until none is left or one fails.
  const loaded = reviews.length;
  useEffect(() => {
    if (showAll && hasMore && !loadingMore && !loadMoreFailed) loadMore();
  }, [showAll, hasMore, loadingMore, loadMoreFailed, loadMore, loaded]);

  const shown = reviews.slice(0, revealedCount);
  // The total is as of the last page read; a review written since then may already be in the list.
  const allCount = Math.max(total, reviews.length);
  return (
    <>
      <ul aria-label="Reviews" className="space-y-4">
        {shown.map((review, index) => (
          <li key={review._id}>
            <ReviewCard ref={index === REVIEWS_SHOWN_FIRST ? firstRevealed : undefined} review={review} viewerId={viewerId} onReact={onReact} />
          </li>
        ))}
      </ul>
      {!showAll && allCount > REVIEWS_SHOWN_FIRST ? (
        <button
          type="button"
          onClick={() => {
            focusRevealed.current = true;
            setShowAll(true);
          }}
          className="mt-6 w-full rounded-full border border-leaf-700 px-6 py-3 text-sm font-semibold text-leaf-700 transition-colors hover:bg-leaf-700 hover:text-white sm:w-auto"
        >
          Show All ({allCount})
        </button>
      ) : null}
      {showAll && loadingMore ? (
        <p role="status" className="mt-6 flex items-center justify-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading more reviews...
        </p>
      ) : null}
      {showAll && loadMoreFailed && !loadingMore ? (
        <div role="alert" className="mt-6 flex flex-col items-center gap-3 text-center">
          <p className="font-medium text-red-700">{reviewsLoadErrorMessage(loadMoreFailed)}</p>
          <button
            type="button"
            onClick={loadMore}
            className="inline-flex items-center gap-2 rounded-full border border-leaf-700 px-5 py-2 text-sm font-semibold text-leaf-700 hover:bg-leaf-50"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </button>
        </div>
      ) : null}
    </>
  );
}

function ReviewListSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      {[0, 1, 2].map((key) => (
        <div key={key} className="space-y-3 rounded-2xl border border-linen bg-white p-5">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3.5 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  );
}

function NoReviews() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-linen px-6 py-12 text-center">
      <MessageSquare aria-hidden="true" className="size-8 text-leaf-600" />
      <p className="mt-3 font-serif text-lg text-ink">No reviews yet</p>
      <p className="mt-1 text-sm text-muted">Be the first to share what you think.</p>
    </div>
  );
}

/**
 * docs/product.md §2 reviews of a product or deal: rating summary, the list with photos, reactions and admin
 * replies, and the form to write one. Mounted by the app-level product and deal pages (decision 004).
 */
export function ReviewsPanel({ targetType, targetId, ratingCounts }: ReviewsPanelProps) {
  const target = useMemo<ReviewTarget>(() => ({ type: targetType, id: targetId }), [targetType, targetId]);
  const viewerId = useSession()?.userId ?? null;
  const reviews = useReviews(target, viewerId);
  const react = useReactToReview(target);
  const pending = usePendingReactions(target);
  const headingId = useId();

  function onReact(review: ReviewDto, clicked: Reaction) {
    if (!viewerId) {
      toast.error(clicked === 'like' ? reviewMessages.loginToLike : reviewMessages.loginToDislike);
      return;
    }
    // The card of one's own review has no buttons; the server would refuse it too.
    if (review.mine || pending.has(review._id)) return;
    react.mutate({ reviewId: review._id, change: reactionChange(viewerReaction(review, viewerId), clicked), userId: viewerId });
  }

  const list = useMemo(() => (reviews.data ? loadedReviews(reviews.data) : undefined), [reviews.data]);
  const total = reviews.data?.pages.at(-1)?.total ?? 0;
  const { fetchNextPage } = reviews;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // docs/product.md §4: one review per customer; the form edits it when it is among those loaded.
  const ownReview = list?.find((review) => review.mine) ?? null;
  // docs/product.md §8: on the deal page a failed load says nothing; the list is simply left out.
  const listHidden = !list && reviews.isError && targetType === 'deal';

  let body;
  if (list && list.length > 0) {
    body = (
      <ReviewList
        reviews={list}
        total={total}
        viewerId={viewerId}
        onReact={onReact}
        hasMore={reviews.hasNextPage}
        loadMore={loadMore}
        loadingMore={reviews.isFetchingNextPage}
        loadMoreFailed={reviews.isFetchNextPageError ? reviews.error : null}
      />
    );
  } else if (list) body = <NoReviews />;
  else if (reviews.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-linen bg-sand/50 px-6 py-10 text-center">
        <p className="font-medium text-red-700">{reviewsLoadErrorMessage(reviews.error)}</p>
        <button
          type="button"
          onClick={() => void reviews.refetch()}
          disabled={reviews.isFetching}
          className="mt-4 inline-flex items-center gap-2 rounded-full border border-leaf-700 px-5 py-2 text-sm font-semibold text-leaf-700 hover:bg-leaf-50 disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </div>
    );
  } else body = <ReviewListSkeleton />;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl text-ink sm:text-3xl">
        Customer Reviews
      </h2>
      <div className={listHidden ? 'mt-6 max-w-xl' : 'mt-6 grid items-start gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-12'}>
        <div className="space-y-8">
          {ratingCounts.reviewCount > 0 ? <RatingSummary counts={ratingCounts} /> : null}
          <Suspense fallback={<Skeleton className="h-72 rounded-2xl" />}>
            <ReviewForm target={target} ownReview={ownReview} />
          </Suspense>
        </div>
        {listHidden ? null : <div aria-busy={reviews.isPending}>{body}</div>}
      </div>
    </section>
  );
}
