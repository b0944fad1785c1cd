import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** At most this many numbers and gaps: they fit beside Previous and Next from 640 px. */
const mostItems = 7;

/**
 * The page numbers to offer: every one when they fit, else the first, the last, the current one and its
 * neighbours, with 'gap' for a run left out (a run of one page is shown instead: the gap would hide no more).
 */
export function pageNumbers(current: number, pages: number): (number | 'gap')[] {
  if (pages <= mostItems) return Array.from({ length: pages }, (_, index) => index + 1);
  const chosen = [...new Set([1, current - 1, current, current + 1, pages])].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const [index, page] of chosen.entries()) {
    const previous = chosen[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}

interface PagerProps {
  page: number;
  pages: number;
  /** The URL query (`?…`) that shows a page. */
  searchFor: (page: number) => string;
  /** Called when the shopper picks a page, before the listing changes. */
  onChoose: () => void;
}

const stepClass = 'inline-flex h-10 items-center gap-1 rounded-full px-3 text-sm font-medium';

function Step({ to, onChoose, children }: { to: string | null; onChoose: () => void; children: ReactNode }) {
  if (to === null) {
    return (
      <span aria-disabled="true" className={`${stepClass} text-muted/50`}>
        {children}
      </span>
    );
  }
  return (
    <Link to={{ search: to }} onClick={onChoose} className={`${stepClass} text-ink hover:bg-sand`}>
      {children}
    </Link>
  );
}

/**
 * docs/product.md §2 Collection: numbered pages, each a link with its own URL. A phone shows 'Page {n}
 * of {pages}' between Previous and Next, as the numbers would not fit 375 px at a touchable size.
 */
export function Pager({ page, pages, searchFor, onChoose }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-1 sm:gap-2">
      <Step to={page > 1 ? searchFor(page - 1) : null} onChoose={onChoose}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Step>
      <p className="px-2 text-sm text-muted sm:hidden">
        Page {page} of {pages}
      </p>
      <ul className="hidden items-center gap-1 sm:flex">
        {pageNumbers(page, pages).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap' ? (
              <span aria-hidden="true" className="inline-flex size-10 items-center justify-center text-sm text-muted">
                …
              </span>
            ) : (
              <Link
                to={{ search: searchFor(item) }}
                onClick={onChoose}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={`inline-flex size-10 items-center justify-center rounded-full text-sm font-medium ${
                  item === page ? 'bg-leaf-700 text-white' : 'text-ink hover:bg-sand'
                }`}
              >
                {item}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Step to={page < pages ? searchFor(page + 1) : null} onChoose={onChoose}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Step>
    </nav>
  );
}
