import { useId, type ReactNode } from 'react';

interface AccountSectionProps {
  title: string;
  /** One quiet line under the title. */
  lead?: string;
  /** A control beside the title (Add address). */
  action?: ReactNode;
  children: (headingId: string) => ReactNode;
  className?: string;
}

/** One card of the account page (docs/product.md §2 Account): a titled region. */
export function AccountSection({ title, lead, action, children, className = '' }: AccountSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-linen bg-white p-5 sm:p-6 ${className}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl text-ink">
            {title}
          </h2>
          {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
        </div>
        {action}
      </div>
      <div className="mt-5">{children(headingId)}</div>
    </section>
  );
}

/** A call's success, read out once and shown under the form. */
export function SuccessNote({ message }: { message: string | null }) {
  return (
    <div role="status" className="empty:hidden">
      {message ? <p className="rounded-xl border border-leaf-200 bg-leaf-50 px-4 py-3 text-sm text-leaf-800">{message}</p> : null}
    </div>
  );
}
