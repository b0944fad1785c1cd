import { Skeleton } from '../../../components/ui/skeleton';

function CardSkeleton({ tall = false }: { tall?: boolean }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-linen bg-white">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className={tall ? 'h-7 w-4/5' : 'h-5 w-3/4'} />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-3 w-40" />
      </div>
    </div>
  );
}

function RowSkeleton() {
  return (
    <div className="flex overflow-hidden rounded-2xl border border-linen bg-white">
      <Skeleton className="h-28 w-32 shrink-0 rounded-none sm:w-40" />
      <div className="flex-1 space-y-2.5 p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-3 w-24" />
      </div>
    </div>
  );
}

/** The journal's shape while the posts load, so nothing jumps when they arrive. */
export function JournalSkeleton() {
  return (
    <div role="status" aria-label="Loading articles" className="mt-10 space-y-12">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.65fr)_minmax(0,1fr)] lg:gap-6">
        <div className="lg:row-span-2">
          <CardSkeleton tall />
        </div>
        <RowSkeleton />
        <RowSkeleton />
      </div>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-5 sm:grid-cols-2">
          <CardSkeleton />
          <CardSkeleton />
        </div>
        <div className="space-y-3">
          <Skeleton className="h-7 w-40" />
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
