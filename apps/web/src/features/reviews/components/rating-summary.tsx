import { reviewsLabel, verifiedBuyersLabel, type RatingCounts } from '@shop/core/reviews/reviews';
import { RatingStars } from '../../../components/ui/rating-stars';

/**
 * docs/product.md §2 rating summary: the product's or deal's rating with half stars, and what it
 * counts (docs/product.md §3): its verified buyers' reviews when there are any, else all of them.
 */
export function RatingSummary({ counts }: { counts: RatingCounts }) {
  const { rating, reviewCount, verifiedReviewCount } = counts;
  return (
    <div className="rounded-2xl border border-linen bg-sand/50 p-5">
      <div className="flex items-center gap-4">
        <p className="font-serif text-5xl leading-none text-ink">
          {rating.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
        <div className="min-w-0 space-y-1">
          <RatingStars rating={rating} size="md" />
          <p className="text-sm text-muted">
            {verifiedReviewCount > 0
              ? `From ${verifiedBuyersLabel(verifiedReviewCount)} · ${reviewsLabel(reviewCount)}`
              : `Based on ${reviewsLabel(reviewCount)}`}
          </p>
        </div>
      </div>
    </div>
  );
}
