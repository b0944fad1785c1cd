import { largestImageSizes } from '@shop/core/shared/image-sources';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useBestSellers } from '../api/get-home-products';
import { withFilters } from '../catalog-filters';
import { ProductGrid } from './product-card';

/** Enough to tempt on a phone without pushing the categories off screen. */
const BEST_SELLERS_SHOWN = 4;

interface NothingFoundProps {
  search: string;
  /** The categories the server found nearest the search (its words find products there). */
  nearestCategories: readonly string[];
  params: URLSearchParams;
}

/**
 * docs/product.md §2 Collection: a search that finds nothing offers the nearest categories and the best
 * sellers rather than an empty page. The best sellers are asked for only here, never on a first load.
 */
export function NothingFound({ search, nearestCategories, params }: NothingFoundProps) {
  const bestSellers = useBestSellers();
  const shown = (bestSellers.data ?? []).slice(0, BEST_SELLERS_SHOWN);
  return (
    <div className="space-y-8">
      <div
        role="status"
        className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-linen bg-sand/50 px-6 py-10 text-center text-sm text-muted"
      >
        <SearchX aria-hidden="true" className="size-8 text-leaf-200" />
        <p>No products found for “{search}”.</p>
        {nearestCategories.length > 0 ? (
          <nav aria-label="Nearest categories" className="flex flex-wrap items-center justify-center gap-2">
            <span>Try</span>
            {nearestCategories.map((category) => (
              <Link
                key={category}
                to={{ search: `?${withFilters(params, { category, subcategory: '', search: '' }).toString()}` }}
                className="inline-flex min-h-11 items-center rounded-full border border-leaf-200 bg-white px-4 font-semibold text-leaf-800 hover:border-leaf-600"
              >
                {category}
              </Link>
            ))}
          </nav>
        ) : null}
      </div>
      {shown.length > 0 ? (
        <section aria-labelledby="nothing-found-best-sellers" className="space-y-4">
          <h2 id="nothing-found-best-sellers" className="text-xl text-ink">
            Our best sellers
          </h2>
          <ProductGrid products={shown} columns="narrow" sizes={largestImageSizes.collectionCard} label="Best sellers" />
        </section>
      ) : null}
    </div>
  );
}
