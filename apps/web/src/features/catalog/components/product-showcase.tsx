import type { ProductDto } from '@shop/core/catalog/dtos';
import { carouselLayout, productsPerSlide } from '@shop/core/catalog/catalog';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Carousel } from '../../../components/ui/carousel';
import { PageTitle } from '../../../components/ui/page-title';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { ProductCard } from './product-card';
import { ProductGridSkeleton } from './product-grid-skeleton';

/** docs/product.md §9: product sliders move every 3 s, each move taking 500 ms. */
const SLIDER_AUTOPLAY_MS = 3_000;
const SLIDER_SPEED_MS = 500;

/** A slide is a whole column at each of productsPerSlide's widths. */
const slideImageSizes = '(max-width: 640px) 100vw, (max-width: 768px) 50vw, (max-width: 1024px) 33vw, 300px';

interface ProductShowcaseProps {
  lead: string;
  accent: string;
  tagline: string;
  /** Names the carousel for screen readers. */
  label: string;
  loadingText: string;
  emptyText: string;
  /** The row's products as the server picked them. */
  products: UseQueryResult<ProductDto[]>;
}

function Status({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`flex flex-col items-center gap-4 rounded-2xl border border-dashed border-linen bg-sand/50 px-6 py-12 text-center text-sm ${
        tone === 'error' ? 'text-red-700' : 'text-muted'
      }`}
    >
      {children}
    </div>
  );
}

/**
 * A home page row of products (docs/product.md §2 Home 2 and 3): a slider from 4 products, a static grid below that.
 * the `products` loading flag (docs/product.md §2) is raised only while nothing has loaded yet.
 */
export function ProductShowcase({ lead, accent, tagline, label, loadingText, emptyText, products }: ProductShowcaseProps) {
  const { data: items, isPending, isError, error, refetch, isFetching } = products;
  useLoadingFlag('products', isPending && isFetching);

  let body: ReactNode;
  if (isPending) {
    body = <ProductGridSkeleton count={4} columns="narrow" label={loadingText} showLabel />;
  } else if (isError) {
    body = (
      <Status tone="error">
        <p>{error.message}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="inline-flex items-center gap-2 rounded-full border border-leaf-700 px-5 py-2 text-sm font-semibold text-leaf-700 hover:bg-leaf-50 disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </Status>
    );
  } else if (items.length === 0) {
    body = <Status>{emptyText}</Status>;
  } else if (carouselLayout(items.length) === 'slider') {
    body = (
      <Carousel
        items={items}
        getKey={(product) => product._id}
        renderItem={(product) => <ProductCard product={product} sizes={slideImageSizes} />}
        slidesPerView={productsPerSlide}
        autoplayMs={SLIDER_AUTOPLAY_MS}
        speedMs={SLIDER_SPEED_MS}
        label={label}
      />
    );
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
        {items.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="shop-container py-10 sm:py-14">
      <div className="mb-8 sm:mb-10">
        <PageTitle as="h2" align="center" lead={lead} accent={accent} subtitle={tagline} />
      </div>
      {body}
    </section>
  );
}
