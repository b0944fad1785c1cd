import { productSortKeys, type ProductSortKey } from '@shop/core/catalog';
import { ChevronDown, RotateCw, SearchX, X } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { applyCatalogFilters, countProducts, filterParams, mergeCategories, readCatalogFilters, sortLabels, toggled, withList } from '../catalog-filters';
import { FilterPanel } from '../components/filter-panel';
import { ProductGrid } from '../components/product-card';
import { ProductGridSkeleton } from '../components/product-grid-skeleton';

/** The listing sits beside a 15rem filter column from the lg breakpoint. */
const listingImageSizes = '(min-width: 1280px) 230px, (min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw';

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

/** docs/product.md §2 Collection page. Filters, sort and the header's search live in the URL query. */
export function CollectionPage() {
  useDocumentTitle('Collection');
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => readCatalogFilters(new URLSearchParams(query)), [query]);
  const products = useProducts();
  const categories = useCategories();
  const [panelOpen, setPanelOpen] = useState(false);
  const panelId = useId();
  const sortId = useId();

  const allProducts = products.data;
  const panelCategories = useMemo(() => mergeCategories(categories.data ?? [], allProducts ?? []), [categories.data, allProducts]);
  const counts = useMemo(() => countProducts(allProducts ?? []), [allProducts]);
  const shown = useMemo(() => (allProducts ? applyCatalogFilters(allProducts, panelCategories, filters) : []), [allProducts, panelCategories, filters]);

  const activeCount = filters.categories.length + filters.subcategories.length;

  function setList(key: string, values: readonly string[]) {
    setParams((previous) => withList(previous, key, values));
  }

  function setSort(sort: ProductSortKey) {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (sort === 'default') next.delete(filterParams.sort);
      else next.set(filterParams.sort, sort);
      return next;
    });
  }

  function clearAll() {
    setParams((previous) => withList(withList(previous, filterParams.category, []), filterParams.subcategory, []));
  }

  const chips = [
    ...filters.categories.map((name) => ({ key: filterParams.category, name, values: filters.categories })),
    ...filters.subcategories.map((name) => ({ key: filterParams.subcategory, name, values: filters.subcategories })),
  ];

  let listing: ReactNode;
  if (products.isPending) {
    listing = <ProductGridSkeleton count={8} columns="narrow" />;
  } else if (products.isError) {
    listing = (
      <Notice tone="error">
        <p>{products.error.message}</p>
        <button
          type="button"
          onClick={() => void products.refetch()}
          disabled={products.isFetching}
          className="inline-flex items-center gap-2 rounded-full bg-leaf-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </Notice>
    );
  } else if (products.data.length === 0) {
    listing = <Notice>No products found</Notice>;
  } else if (shown.length === 0) {
    listing = (
      <Notice>
        <SearchX aria-hidden="true" className="size-8 text-leaf-200" />
        <p>No products found matching your filters.</p>
      </Notice>
    );
  } else {
    listing = <ProductGrid products={shown} columns="narrow" priorityCount={4} sizes={listingImageSizes} label="Products" />;
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
            {categories.isPending && !allProducts ? (
              <div className="space-y-3 rounded-2xl border border-linen bg-white p-4">
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} className="h-4 w-3/4" />
                ))}
              </div>
            ) : (
              <FilterPanel
                categories={panelCategories}
                counts={counts}
                selectedCategories={filters.categories}
                selectedSubcategories={filters.subcategories}
                onToggleCategory={(name) => setList(filterParams.category, toggled(filters.categories, name))}
                onToggleSubcategory={(name) => setList(filterParams.subcategory, toggled(filters.subcategories, name))}
              />
            )}
          </div>
        </aside>

        <div className="min-w-0 flex-1">
          {/* The product cards title themselves with h3; this keeps the outline whole (h1, h2, h3). */}
          <h2 className="sr-only">Products</h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted" aria-live="polite">
              {allProducts ? (
                <>
                  Showing {shown.length} of {allProducts.length} products
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
                onChange={(event) => setSort(event.target.value as ProductSortKey)}
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
                  <li key={`${chip.key}:${chip.name}`}>
                    <button
                      type="button"
                      aria-label={`Remove filter: ${chip.name}`}
                      onClick={() =>
                        setList(
                          chip.key,
                          chip.values.filter((value) => value !== chip.name),
                        )
                      }
                      className="inline-flex items-center gap-1.5 rounded-full bg-leaf-50 py-1.5 pl-3 pr-2 text-xs font-medium text-leaf-800 hover:bg-leaf-100"
                    >
                      {chip.name}
                      <X aria-hidden="true" className="size-3.5" />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" onClick={clearAll} className="rounded-full px-3 py-1.5 text-xs font-semibold text-clay underline-offset-4 hover:underline">
                Clear all filters
              </button>
            </div>
          ) : null}

          {listing}
        </div>
      </div>
    </div>
  );
}
