import { Skeleton } from '../../../components/ui/skeleton';

/** Stands in for the lines and totals while products and deals load, in their final shape so nothing jumps. */
export function CartSkeleton({ lines }: { lines: number }) {
  return (
    <div aria-busy="true" className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12">
      <ul aria-hidden="true" className="divide-y divide-linen">
        {Array.from({ length: Math.min(Math.max(lines, 1), 4) }, (_, index) => (
          <li
            key={index}
            className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-6"
          >
            <Skeleton className="aspect-square w-full rounded-xl" />
            <span className="space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </span>
            <Skeleton className="col-span-2 h-10 w-40 rounded-full sm:col-span-1" />
          </li>
        ))}
      </ul>
      <Skeleton className="h-72 rounded-2xl" />
    </div>
  );
}
