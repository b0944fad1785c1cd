import { useId, type ReactNode } from 'react';

/** One card of the order's detail, titled by an h2 under the page's h1. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-linen bg-white p-4 sm:p-5">
      <h2 id={headingId} className="mb-3 text-lg text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
