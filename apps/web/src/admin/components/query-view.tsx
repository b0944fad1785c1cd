import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from './buttons';

interface QueryViewProps<Data> {
  query: UseQueryResult<Data>;
  /** What the screen shows while the first answer is on its way; a few grey rows by default. */
  loading?: ReactNode;
  /** Whether the answer holds nothing to show (an empty list); then `empty` is shown instead. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  children: (data: Data) => ReactNode;
}

/** Grey rows where a list or a card will be: the layout does not jump when the answer arrives. */
export function LoadingRows({ rows = 4, label = 'Loading…' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-16 animate-pulse rounded-2xl bg-sand/80" />
      ))}
    </div>
  );
}

/** A failed load says why (the server's message) and offers to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
      <p className="font-semibold">This could not be loaded.</p>
      <p className="mt-1">{message}</p>
      <button type="button" onClick={onRetry} className={`${buttonClass.secondary} mt-4`}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </button>
    </div>
  );
}

/** A list with nothing in it says so, and what would put something there. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-linen bg-white/60 px-5 py-10 text-center">
      <p className="font-serif text-lg text-ink">{title}</p>
      {children ? <div className="mt-2 text-sm text-muted">{children}</div> : null}
    </div>
  );
}

/** One place for a query's three states: loading, failed (with Try again) and answered (or empty). */
export function QueryView<Data>({ query, loading, isEmpty, empty, children }: QueryViewProps<Data>) {
  if (query.isPending) return <>{loading ?? <LoadingRows />}</>;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data) && empty) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
