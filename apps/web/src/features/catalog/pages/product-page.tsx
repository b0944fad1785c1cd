import type { ProductDto } from '@shop/core/catalog/dtos';
import { largestImageSizes } from '@shop/core/shared/image-sources';
import { reviewsLabel, verifiedRatingText } from '@shop/core/reviews/reviews';
import { ArrowLeft, Banknote, RotateCw, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { Price } from '../../../components/ui/price';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProduct } from '../api/get-products-by-ids';
import { useRelatedProducts } from '../api/get-related-products';
import { AddToCartPanel } from '../components/add-to-cart-panel';
import { ProductGrid } from '../components/product-card';
import { ImageGallery } from '../../../components/ui/image-gallery';
import { ProductTabs } from '../components/product-tabs';

function Problem({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="shop-container flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-2xl text-ink sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function ProductNotFound() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key 'default': there is nowhere to go back to inside the shop.
  const canGoBack = location.key !== 'default';
  return (
    <Problem title="Product not found">
      <p className="mt-3 max-w-md text-muted">It may have been removed from the shop, or the link may be mistyped.</p>
      <button
        type="button"
        onClick={() => void (canGoBack ? navigate(-1) : navigate('/collection'))}
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold text-white hover:bg-leaf-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go Back
      </button>
    </Problem>
  );
}

function ProductSkeleton() {
  return (
    <div aria-busy="true" className="shop-container py-8 sm:py-12">
      <p role="status" className="sr-only">
        Loading product...
      </p>
      <div aria-hidden="true" className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-11 w-72 rounded-full" />
        </div>
      </div>
    </div>
  );
}

/**
 * What the Reviews tab shows for a product. The reviews feature fills it from the app-level page
 * (decision 004: features never import each other's components).
 */
export type RenderProductReviews = (product: ProductDto) => ReactNode;

/** docs/product.md §2 Product detail: up to 5 of the same category, below everything else, so they load on their own. */
function RelatedProducts({ product }: { product: ProductDto }) {
  const { data: related = [] } = useRelatedProducts(product);
  if (related.length === 0) return null;
  return (
    <section className="mt-12 sm:mt-16">
      <div className="mb-8">
        <PageTitle as="h2" align="center" lead="RELATED" accent="PRODUCTS" />
      </div>
      <ProductGrid products={related} label="Related products" />
    </section>
  );
}

interface ProductDetailsProps {
  product: ProductDto;
  renderReviews: RenderProductReviews;
}

function ProductDetails({ product, renderReviews }: ProductDetailsProps) {
  const collectionLink = (key: string, value: string) => `/collection?${new URLSearchParams({ [key]: value }).toString()}`;
  return (
    <div className="shop-container py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageGallery images={product.image} name={product.name} mainSizes={largestImageSizes.productGallery} />

        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.16em] text-leaf-700">
            <Link to={collectionLink('category', product.category)} className="hover:underline">
              {product.category.toUpperCase()}
            </Link>
            {product.subcategory ? (
              <>
                <span aria-hidden="true" className="mx-2 text-linen">
                  /
                </span>
                <Link to={collectionLink('subcategory', product.subcategory)} className="hover:underline">
                  {product.subcategory.toUpperCase()}
                </Link>
              </>
            ) : null}
          </p>
          <h1 className="mt-2 text-3xl leading-tight text-ink sm:text-4xl">{product.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <RatingStars rating={product.rating} size="md" />
            <span>{verifiedRatingText(product) ?? reviewsLabel(product.reviewCount)}</span>
            {product.bestseller ? (
              <span className="rounded-full bg-leaf-50 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wider text-leaf-700">Best Seller</span>
            ) : null}
          </div>
          <div className="mt-5">
            <Price price={product.price} finalPrice={product.discountprice} size="lg" />
          </div>

          <div className="mt-6 border-t border-linen pt-6">
            <AddToCartPanel product={product} />
          </div>

          <ul className="mt-8 space-y-2 border-t border-linen pt-6 text-sm text-muted">
            <li className="flex items-center gap-2.5">
              <Undo2 aria-hidden="true" className="size-4 text-leaf-700" />
              Return and exchange within 7 days
            </li>
            <li className="flex items-center gap-2.5">
              <Banknote aria-hidden="true" className="size-4 text-leaf-700" />
              Cash on delivery available
            </li>
          </ul>
        </div>
      </div>

      <div className="mt-12 sm:mt-16">
        <ProductTabs
          label="Product information"
          tabs={[
            {
              id: 'description',
              label: 'Description',
              content: <p className="max-w-3xl whitespace-pre-line leading-relaxed text-ink/85">{product.description}</p>,
            },
            {
              id: 'reviews',
              label: `Reviews (${product.reviewCount})`,
              content: renderReviews(product),
            },
          ]}
        />
      </div>

      <RelatedProducts product={product} />
    </div>
  );
}

interface ProductPageProps {
  renderReviews: RenderProductReviews;
}

/** docs/product.md §2 Product detail, at /product/:productId and /collection/product/:productId. */
export function ProductPage({ renderReviews }: ProductPageProps) {
  const { productId } = useParams();
  const query = useProduct(productId);
  const product = query.data ?? undefined;
  const notFound = Boolean(productId) && query.isSuccess && !product;

  useDocumentTitle(product?.name ?? (notFound ? 'Product not found' : 'Product'));

  if (!productId) return <Problem title="Product ID not found" />;
  if (product) {
    return <ProductDetails key={product._id} product={product} renderReviews={renderReviews} />;
  }
  if (notFound) return <ProductNotFound />;
  if (query.isError) {
    return (
      <Problem title={query.error.message}>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="mt-8 inline-flex items-center gap-2 rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold text-white hover:bg-leaf-800 disabled:opacity-60"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </Problem>
    );
  }
  return <ProductSkeleton />;
}
