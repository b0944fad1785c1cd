import { productSortKeys, type ProductSortKey } from '@shop/core/catalog/catalog';
import { largestImageSizes } from '@shop/core/shared/image-sources';
import { ChevronDown, RotateCw, SearchX, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSearchProducts } from '../api/search-products';
import {
  categoryToggled,
  listingQuery,
  readCatalogFilters,
  sortLabels,
  subcategoryToggled,
  withFilters,
  withPage,
  type FilterChange,
} from '../catalog-filters';
import { FilterPanel } from '../components/filter-panel';
import { NothingFound } from '../components/nothing-found';
import { Pager } from '../components/pager';
import { ProductGrid } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';

function Notice({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex flex-col items-center gap-4 rounded-2xl border border-dashed border-linen bg-sand/50 px-6 py-16 text-center text-sm ${
        tone === 'error' ? 'text-red-700' : 'text-muted'
      }`}
    >
      {children}
    </div>
  );
}

interface Chip {
  key: string;
  text: string;
  label: string;
  change: FilterChange;
}

/**
 * docs/product.md §2 Collection page: a page of 24 at a time from the server, which searches, filters,
 * sorts and counts. Filters, sort, the header's search and the page live in the URL query.
 */
export function CollectionPage() {
  useDocumentTitle('Collection');
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => readCatalogFilters(new URLSearchParams(query)), [query]);
  const listing = useSearchProducts(listingQuery(filters));
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();
  const listingHeadingRef = useRef<HTMLHeadingElement>(null);

  const answer = listing.data;
  const activeCount = (filters.category ? 1 : 0) + (filters.subcategory ? 1 : 0);
  const filtering = activeCount > 0 || filters.search !== '';

  function change(filterChange: FilterChange) {
    setParams((previous) => withFilters(previous, filterChange));
  }

  // A new page starts at the listing's top; focus goes there too, so a screen reader carries on with the new products.
  function showListingTop() {
    const heading = listingHeadingRef.current;
    if (!heading) return;
    window.scrollTo({ top: Math.max(0, heading.getBoundingClientRect().top + window.scrollY - 16) });
    heading.focus({ preventScroll: true });
  }

  const chips: Chip[] = [
    ...(filters.category
      ? [{ key: 'category', text: filters.category, label: `Remove filter: ${filters.category}`, change: { category: '', subcategory: '' } }]
      : []),
    ...(filters.subcategory
      ? [{ key: 'subcategory', text: filters.subcategory, label: `Remove filter: ${filters.subcategory}`, change: { subcategory: '' } }]
      : []),
    ...(filters.search ? [{ key: 'search', text: `Search: ${filters.search}`, label: `Clear search: ${filters.search}`, change: { search: '' } }] : []),
  ];

  // An old link may name a page past the end (the catalogue shrank): show the last one there is.
  if (answer && !listing.isPlaceholderData && answer.pages > 0 && filters.page > answer.pages) {
    return <Navigate replace to={{ search: `?${withPage(params, answer.pages).toString()}` }} />;
  }

  let content: ReactNode;
  if (!answer) {
    content = listing.isError ? (
      <Notice tone="error">
        <p>{listing.error.message}</p>
        <button
          type="button"
          onClick={() => void listing.refetch()}
          disabled={listing.isFetching}
          className="inline-flex items-center gap-2 rounded-full bg-leaf-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </Notice>
    ) : (
      <ProductGridSkeleton count={8} columns="narrow" />
    );
  } else if (answer.total === 0 && filters.search !== '') {
    content = <NothingFound search={filters.search} nearestCategories={answer.nearestCategories ?? []} params={params} />;
  } else if (answer.total === 0) {
    content = filtering ? (
      <Notice>
        <SearchX aria-hidden="true" className="size-8 text-leaf-200" />
        <p>No products found matching your filters.</p>
      </Notice>
    ) : (
      <Notice>No products found</Notice>
    );
  } else {
    content = (
      // The page on screen stays, dimmed, while the next one loads: nothing jumps, and the shopper sees it is coming.
      <div aria-busy={listing.isPlaceholderData} className={`transition-opacity ${listing.isPlaceholderData ? 'opacity-60' : ''}`}>
        <ProductGrid products={answer.products} columns="narrow" priorityCount={4} sizes={largestImageSizes.collectionCard} label="Products" />
        <Pager page={answer.page} pages={answer.pages} searchFor={(page) => `?${withPage(params, page).toString()}`} onChoose={showListingTop} />
      </div>
    );
  }

  return (
    <div className="shop-container py-8 sm:py-12">
      <PageTitle lead="ALL" accent="COLLECTIONS" />

      <div className="mt-6 flex flex-col gap-6 sm:mt-8 lg:flex-row lg:items-start lg:gap-10">
        <aside className="lg:w-60 lg:shrink-0">
          <button
            type="button"
            aria-expanded={panelOpen}
            aria-controls={panelId}
            onClick={() => setPanelOpen((open) => !open)}
            className="flex w-full items-center justify-between rounded-2xl border border-linen bg-white px-4 py-3 text-sm font-semibold tracking-[0.14em] text-ink lg:hidden"
          >
            <span>
              FILTERS
              {activeCount > 0 ? <span className="ml-2 tracking-normal text-leaf-700">({activeCount})</span> : null}
            </span>
            <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${panelOpen ? 'rotate-180' : ''}`} />
          </button>
          <div id={panelId} className={`${panelOpen ? 'mt-3 block' : 'hidden'} lg:mt-0 lg:block`}>
            {answer ? (
              <FilterPanel
                categories={answer.facets.categories}
                filters={filters}
                onToggleCategory={(category) => change(categoryToggled(filters, category))}
                onToggleSubcategory={(category, subcategory) => change(subcategoryToggled(filters, category, subcategory))}
              />
            ) : listing.isError ? null : (
              <div className="space-y-3 rounded-2xl border border-linen bg-white p-4">
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} className="h-4 w-3/4" />
                ))}
              </div>
            )}
          </div>
        </aside>

        <div className="min-w-0 flex-1">
          {/* The product cards title themselves with h3; this keeps the outline whole (h1, h2, h3). */}
          <h2 ref={listingHeadingRef} tabIndex={-1} className="sr-only">
            Products
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {answer ? (
                <>
                  Showing {answer.products.length} of {answer.total} products
                  {filters.search ? <span className="text-ink"> for “{filters.search}”</span> : null}
                </>
              ) : null}
            </p>
            <div>
              <label htmlFor={sortId} className="sr-only">
                Sort products
              </label>
              <select
                id={sortId}
                value={filters.sort}
                onChange={(event) => change({ sort: event.target.value as ProductSortKey })}
                className="rounded-full border border-linen bg-white py-2 pl-4 pr-9 text-sm text-ink"
              >
                {productSortKeys.map((key) => (
                  <option key={key} value={key}>
                    {sortLabels[key]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {chips.length > 0 ? (
            <div className="mb-5 flex flex-wrap items-center gap-2">
              <ul aria-label="Active filters" className="flex flex-wrap gap-2">
                {chips.map((chip) => (
                  <li key={chip.key}>
                    <button
                      type="button"
                      aria-label={chip.label}
                      onClick={() => change(chip.change)}
                      className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-leaf-50 py-1.5 pl-3 pr-2 text-xs font-medium text-leaf-800 hover:bg-leaf-100"
                    >
                      <span className="min-w-0 break-words">{chip.text}</span>
                      <X aria-hidden="true" className="size-3.5 shrink-0" />
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={() => change({ category: '', subcategory: '', search: '' })}
                className="rounded-full px-3 py-1.5 text-xs font-semibold text-clay underline-offset-4 hover:underline"
              >
                Clear all filters
              </button>
            </div>
          ) : null}

          {content}
        </div>
      </div>
    </div>
  );
}
