import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from './buttons';

/** The page asked for in the address (?page=), 1 when absent or not a whole number above 1. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The address's query for another page of the same list: its filters kept, page 1 without ?page=. */
export function searchForPage(searchParams: URLSearchParams, page: number): string {
  const next = new URLSearchParams(searchParams);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}

interface PagerProps {
  /** What is paged, for the navigation's name: "Orders" names it "Orders pages". */
  label: string;
  /** The list answer's paging: how many in all, how many a page holds, and the first shown (from 0). */
  page: { total: number; limit: number; offset: number };
  /** How many items this page shows. */
  shown: number;
}

const stepClass = `${buttonClass.secondary} flex-1 sm:flex-none`;

function Step({ page, children }: { page: number | null; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  // No page that way: the button keeps its place in the row, dimmed and out of reach.
  if (page === null) {
    return (
      <button type="button" disabled className={stepClass}>
        {children}
      </button>
    );
  }
  return (
    <Link to={{ search: searchForPage(searchParams, page) }} className={stepClass}>
      {children}
    </Link>
  );
}

/**
 * "Showing 51–100 of 132" with Previous and Next for a list paged in the address (?page=), which keeps
 * the list's filters. Nothing when the whole list fits on the page.
 */
export function Pager({ label, page: { total, limit, offset }, shown }: PagerProps) {
  const current = Math.floor(offset / limit) + 1;
  const last = Math.max(1, Math.ceil(total / limit));
  const hasPrevious = current > 1;
  const hasNext = offset + shown < total;
  if (!hasPrevious && !hasNext) return null;
  const summary = shown === 0 ? `Showing 0 of ${total}` : `Showing ${offset + 1}–${offset + shown} of ${total}`;
  return (
    <nav aria-label={`${label} pages`} className="mt-5 flex flex-wrap items-center justify-between gap-3">
      <p className="min-w-0 text-sm text-muted tabular-nums">{summary}</p>
      <div className="flex w-full gap-2 sm:w-auto">
        {/* Past the end (an old link, a list that shrank), Previous goes to the last page that has items. */}
        <Step page={hasPrevious ? Math.min(current - 1, last) : null}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </Step>
        <Step page={hasNext ? current + 1 : null}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </Step>
      </div>
    </nav>
  );
}
