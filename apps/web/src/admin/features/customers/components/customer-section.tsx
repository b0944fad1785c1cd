import { useId, type ReactNode } from 'react';

/** A titled card of the customer's page. */
export function CustomerSection({ title, children }: { title: string; children: ReactNode }) {
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
