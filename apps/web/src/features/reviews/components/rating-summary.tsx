import { averageRating } from '@shop/core/reviews';
import { Star } from 'lucide-react';
import { RatingStars } from '../../../components/ui/rating-stars';
import type { ReviewDto } from '../api/get-reviews';
import { ratingDistribution } from '../review-rules';

const reviewsLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** docs/product.md §2 rating summary: the average (docs/product.md §3 rule) with half stars, the count and a 5→1 breakdown. */
export function RatingSummary({ reviews }: { reviews: readonly ReviewDto[] }) {
  const average = averageRating(reviews.map((review) => review.rating));
  const distribution = ratingDistribution(reviews);
  const rated = distribution.reduce((total, row) => total + row.count, 0);

  return (
    <div className="rounded-2xl border border-linen bg-sand/50 p-5">
      <div className="flex items-center gap-4">
        <p className="font-serif text-5xl leading-none text-ink">
          {average.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
        <div className="space-y-1">
          <RatingStars rating={average} size="md" />
          <p className="text-sm text-muted">Based on {reviewsLabel(reviews.length)}</p>
        </div>
      </div>
      <ul aria-label="Ratings by stars" className="mt-5 space-y-1.5">
        {distribution.map(({ stars, count }) => (
          <li key={stars} className="flex items-center gap-2 text-sm text-muted">
            <span className="sr-only">{`${stars} ${stars === 1 ? 'star' : 'stars'}: ${reviewsLabel(count)}`}</span>
            <span aria-hidden="true" className="inline-flex w-7 shrink-0 items-center justify-end gap-0.5 font-medium text-ink">
              {stars}
              <Star className="size-3 text-amber-500" fill="currentColor" strokeWidth={0} />
            </span>
            <span aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-linen">
              <span className="block h-full rounded-full bg-amber-500" style={{ width: `${rated ? (count / rated) * 100 : 0}%` }} />
            </span>
            <span aria-hidden="true" className="w-7 shrink-0 tabular-nums">
              {count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
