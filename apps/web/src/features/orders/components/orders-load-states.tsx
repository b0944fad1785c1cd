import { Skeleton } from '../../../components/ui/skeleton';
import { ordersErrorMessage } from '../api/get-orders';

/** Two order cards' outline while the orders load; My Orders and the account's history both wait on it. */
export function OrdersLoading() {
  return (
    <>
      <p className="sr-only" role="status">
        Loading your orders...
      </p>
      <div className="space-y-6" aria-hidden="true">
        {[0, 1].map((key) => (
          <div key={key} className="rounded-2xl border border-linen bg-white p-5 sm:p-6">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-6 w-28 rounded-full" />
            </div>
            <div className="mt-6 flex items-center gap-4">
              <Skeleton className="size-16 rounded-lg" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-1/2" />
                <Skeleton className="h-3 w-24" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

/** The orders could not be loaded: docs/product.md §8's message and a retry. */
export function OrdersLoadError({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-6 text-center text-red-800">
      <p className="font-semibold">{ordersErrorMessage}</p>
      <button
        type="button"
        onClick={retry}
        disabled={retrying}
        className="mt-3 rounded-full border border-red-300 bg-white px-5 py-2 text-sm font-semibold hover:bg-red-100 disabled:opacity-60"
      >
        {retrying ? 'Retrying...' : 'Try again'}
      </button>
    </div>
  );
}
