import { Skeleton } from '../../../components/ui/skeleton';
import { productGridColumns } from './product-card';

interface ProductGridSkeletonProps {
  count?: number;
  columns?: 'wide' | 'narrow';
  label?: string;
  /** Show the label above the cards instead of only to screen readers. */
  showLabel?: boolean;
}

/** Card-shaped placeholders in the grid's own columns, so nothing jumps when the products arrive. */
export function ProductGridSkeleton({ count = 10, columns = 'wide', label = 'Loading products...', showLabel = false }: ProductGridSkeletonProps) {
  return (
    <div role="status" aria-live="polite">
      <p className={showLabel ? 'mb-4 text-center text-sm text-muted' : 'sr-only'}>{label}</p>
      <div aria-hidden="true" className={`grid gap-3 sm:gap-5 ${productGridColumns[columns]}`}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="overflow-hidden rounded-2xl border border-linen bg-white">
            <Skeleton className="aspect-square w-full rounded-none" />
            <div className="space-y-2 p-3 sm:p-4">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
