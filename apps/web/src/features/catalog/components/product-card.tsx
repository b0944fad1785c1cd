import type { ProductDto } from '@shop/core/catalog/dtos';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { RatingStars } from '../../../components/ui/rating-stars';
import { SquareImage } from '../../../components/ui/square-image';

/** How wide a card is drawn in `ProductGrid` and the home carousels, for the image's `sizes`. */
export const productCardSizes = '(min-width: 1280px) 256px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

interface ProductCardProps {
  product: ProductDto;
  /** Cards in the first screenful load their image at once. */
  priority?: boolean;
  sizes?: string;
}

/** A product in a listing: the whole card links to its page (docs/product.md §2; the layout scrolls to the top). */
export function ProductCard({ product, priority = false, sizes = productCardSizes }: ProductCardProps) {
  const outOfStock = product.quantity <= 0;
  return (
    <Link
      to={`/product/${product._id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-linen bg-white transition-shadow hover:shadow-md"
    >
      <div className="relative overflow-hidden bg-sand">
        <SquareImage
          src={product.image[0]}
          alt={product.name}
          sizes={sizes}
          priority={priority}
          className="w-full transition-transform duration-300 group-hover:scale-105"
        />
        {product.bestseller ? (
          <span
            data-floating-clear
            className="absolute left-2 top-2 rounded-full bg-leaf-700 px-2.5 py-1 text-[10px] font-semibold uppercase tracking-wider text-white sm:text-[11px]"
          >
            Best Seller
          </span>
        ) : null}
        {outOfStock ? (
          <span className="absolute inset-0 flex items-center justify-center bg-ink/45">
            <span data-floating-clear className="rounded-full bg-white px-3 py-1 text-xs font-semibold uppercase tracking-wider text-ink">
              Out of Stock
            </span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="line-clamp-2 font-sans text-sm font-medium text-ink group-hover:text-leaf-700 sm:text-[15px]">{product.name}</h3>
        {product.reviewCount > 0 ? (
          <span className="flex items-center gap-1.5 text-xs text-muted">
            <RatingStars rating={product.rating} />
            <span>
              ({product.reviewCount}
              <span className="sr-only"> {product.reviewCount === 1 ? 'review' : 'reviews'}</span>)
            </span>
          </span>
        ) : null}
        <span className="mt-auto pt-1">
          <Price price={product.price} finalPrice={product.discountprice} size="sm" />
        </span>
      </div>
    </Link>
  );
}

interface ProductGridProps {
  products: readonly ProductDto[];
  /** How many leading cards load their image eagerly. */
  priorityCount?: number;
  /** 'wide' grows to five columns on large screens (full-width listings); 'narrow' stops at four. */
  columns?: 'wide' | 'narrow';
  /** The images' `sizes`, when the grid is narrower than the page. */
  sizes?: string;
  /** Names the list for screen readers, e.g. 'Products'. */
  label?: string;
}

export const productGridColumns = {
  wide: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  narrow: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
} as const;

export function ProductGrid({ products, priorityCount = 0, columns = 'wide', sizes, label }: ProductGridProps) {
  return (
    <ul aria-label={label} className={`grid gap-3 sm:gap-5 ${productGridColumns[columns]}`}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index < priorityCount} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
