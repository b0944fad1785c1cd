import { productUnitPrice } from './prices';

/** The product fields the catalog rules read; API rows and web objects both fit. */
export type CatalogProduct = {
  _id: string;
  price: number;
  /** The final price when above 0 (docs/product.md §3). */
  discountprice?: number | null;
  rating?: number | null;
  bestseller?: boolean | null;
  /** When the product was added: a Date, epoch milliseconds (number or numeric string) or an ISO string. */
  date?: Date | number | string | null;
};

/** docs/product.md §9: home page rows show at most 10 products. */
export const BEST_SELLERS_LIMIT = 10;
export const LATEST_COLLECTION_LIMIT = 10;
/** docs/product.md §9: a product page shows at most 5 related products. */
export const RELATED_PRODUCTS_SHOWN = 5;
/** docs/product.md §9: a product carousel slides only with 4 or more items. */
export const CAROUSEL_MIN_ITEMS = 4;
/** docs/product.md §2 and §9: hot deals become a carousel at 3 or more. */
export const HOT_DEALS_CAROUSEL_MIN = 3;

/** docs/product.md §3: the spellings under which imported data may mark a best seller. */
export const bestsellerFlagKeys = ['bestseller', 'bestSeller', 'best_seller', 'isBestseller', 'isBestSeller', 'featured'] as const;

function isTruthyFlag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return text === 'true' || text === '1';
  }
  return false;
}

/** True when any of the accepted spellings carries true, 'true' or 1. */
export function readBestsellerFlag(raw: Record<string, unknown>): boolean {
  return bestsellerFlagKeys.some((key) => isTruthyFlag(raw[key]));
}

function ratingOf(product: CatalogProduct): number {
  return typeof product.rating === 'number' && Number.isFinite(product.rating) ? product.rating : 0;
}

function sellingPriceOf(product: CatalogProduct): number {
  return productUnitPrice({ price: product.price, discountPrice: product.discountprice });
}

/** Epoch milliseconds; an undated or unreadable date sorts as the oldest. */
function addedAtOf(product: CatalogProduct): number {
  const { date } = product;
  let time = Number.NaN;
  if (date instanceof Date) time = date.getTime();
  else if (typeof date === 'number') time = date;
  else if (typeof date === 'string' && date.trim() !== '') {
    time = /^\d+$/.test(date.trim()) ? Number(date) : Date.parse(date);
  }
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY;
}

function byRatingDescending(a: CatalogProduct, b: CatalogProduct): number {
  return ratingOf(b) - ratingOf(a);
}

/** docs/product.md §9 sort options of the collection page. */
export const productSortKeys = ['default', 'bestseller', 'rating', 'low-high', 'high-low'] as const;
export type ProductSortKey = (typeof productSortKeys)[number];

export function isProductSortKey(value: unknown): value is ProductSortKey {
  return typeof value === 'string' && (productSortKeys as readonly string[]).includes(value);
}

const productComparators: Record<ProductSortKey, (a: CatalogProduct, b: CatalogProduct) => number> = {
  default: (a, b) => {
    const newer = addedAtOf(b);
    const older = addedAtOf(a);
    // Two undated products compare equal rather than as -Infinity - -Infinity (NaN).
    return newer === older ? 0 : newer > older ? 1 : -1;
  },
  bestseller: (a, b) => Number(b.bestseller === true) - Number(a.bestseller === true),
  rating: byRatingDescending,
  'low-high': (a, b) => sellingPriceOf(a) - sellingPriceOf(b),
  'high-low': (a, b) => sellingPriceOf(b) - sellingPriceOf(a),
};

/** A sorted copy; products that tie keep their given order. */
export function sortProducts<P extends CatalogProduct>(products: readonly P[], sort: ProductSortKey): P[] {
  return [...products].sort(productComparators[sort]);
}

export function carouselLayout(itemCount: number): 'slider' | 'grid' {
  return itemCount >= CAROUSEL_MIN_ITEMS ? 'slider' : 'grid';
}

/** docs/product.md §9: 1 product per slide up to 640 px wide, 2 up to 768, 3 up to 1024, else 4. */
export function productsPerSlide(viewportWidth: number): 1 | 2 | 3 | 4 {
  if (viewportWidth <= 640) return 1;
  if (viewportWidth <= 768) return 2;
  if (viewportWidth <= 1024) return 3;
  return 4;
}

export function hotDealsLayout(count: number): 'carousel' | 'grid' {
  return count >= HOT_DEALS_CAROUSEL_MIN ? 'carousel' : 'grid';
}

/** docs/product.md §9: the hot deals carousel shows up to 3 deals, 2 below 768 px wide, 1 below 640 px. */
export function hotDealsPerSlide(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth < 640) return 1;
  if (viewportWidth < 768) return 2;
  return 3;
}
