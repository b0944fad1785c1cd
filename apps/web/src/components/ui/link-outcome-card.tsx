import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface LinkCardLook {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
}

interface LinkOutcomeCardProps {
  /** The small capitals above the heading: what the link is about. */
  eyebrow: string;
  look: LinkCardLook;
  message: string;
  /** A line between the heading and the message, read out with them (the confirmed order's number). */
  detail?: ReactNode;
  /** True once the call answered: the heading takes the focus, so a keyboard user goes on from what came of it. */
  answered: boolean;
  /** Under the outcome: the page's button (the one that POSTs, or Try again), and anything the answer brought. */
  action?: ReactNode;
  /** Links besides Back to home. */
  links?: ReactNode;
}

export const linkCardButtonClass =
  'mt-6 inline-flex items-center justify-center gap-2 rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold text-white hover:bg-leaf-800 disabled:cursor-wait disabled:opacity-70';
export const linkCardLinkClass = 'inline-flex justify-center rounded-full border border-linen px-6 py-3 text-sm font-semibold text-ink hover:bg-sand';

/**
 * The card of the pages an email's link opens (confirm an order, verify an address, the newsletter's
 * links; docs/product.md §2): what the link does, its button, and what came of it in a live region.
 */
export function LinkOutcomeCard({ eyebrow, look, message, detail, answered, action, links }: LinkOutcomeCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { icon: Icon, iconClassName, title } = look;

  useEffect(() => {
    // The pressed button is gone or disabled now: without this the focus would fall back to the page's start.
    if (answered) heading.current?.focus();
  }, [answered, title]);

  return (
    <div className="shop-container flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-lg rounded-2xl border border-linen bg-white px-5 py-8 text-center sm:px-10 sm:py-12">
        {/* One live region for every outcome, so a screen reader hears how it went. */}
        <div role="status" aria-live="polite" className="flex flex-col items-center">
          <Icon aria-hidden="true" className={`size-12 ${iconClassName}`} strokeWidth={1.5} />
          <p className="mt-4 text-xs font-semibold tracking-[0.2em] text-leaf-700">{eyebrow}</p>
          <h1 ref={heading} tabIndex={-1} className="mt-3 font-serif text-2xl text-ink outline-none sm:text-3xl">
            {title}
          </h1>
          {detail ? <p className="mt-3 font-semibold text-ink">{detail}</p> : null}
          <p className="mt-3 text-sm text-muted sm:text-base">{message}</p>
        </div>
        {action}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          {links}
          <Link to="/" className={linkCardLinkClass}>
            Back to home
          </Link>
        </div>
      </div>
    </div>
  );
}
