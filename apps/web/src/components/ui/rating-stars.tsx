import { Star } from 'lucide-react';

interface RatingStarsProps {
  /** 0 to 5; shown to the nearest half star. */
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}

const starSizes = { sm: 'size-3.5', md: 'size-5' } as const;

/** docs/product.md §9: five stars with half stars. One image to assistive technology, named by the rating. */
export function RatingStars({ rating, size = 'sm', className = '' }: RatingStarsProps) {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  const halves = Math.round(value * 2);
  const starClass = starSizes[size];
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = halves >= position * 2 ? 'full' : halves === position * 2 - 1 ? 'half' : 'empty';
        return (
          <span key={position} aria-hidden="true" data-fill={fill} className={`relative inline-block ${starClass}`}>
            <Star className={`absolute inset-0 ${starClass} text-linen`} fill="currentColor" strokeWidth={0} />
            {fill !== 'empty' && (
              // The filled star is clipped to its left half for a half star.
              <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
                <Star className={`${starClass} text-amber-500`} fill="currentColor" strokeWidth={0} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
