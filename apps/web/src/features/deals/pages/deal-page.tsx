import type { DealDto } from '@shop/core/deals/dtos';
import { CART_LINE_MAX } from '@shop/core/cart/cart';
import { dealDate, dealPhase, dealWindow, isFlashSale, msUntilPhaseChange, type DealPhase } from '@shop/core/deals/deal-visibility';
import { largestImageSizes } from '@shop/core/shared/image-sources';
import { formatRupees } from '@shop/core/shared/money';
import { productUnitPrice } from '@shop/core/catalog/prices';
import { reviewsLabel, verifiedRatingText } from '@shop/core/reviews/reviews';
import { dealStockDisplay } from '@shop/core/catalog/stock';
import { Clock, ShoppingBag } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Countdown } from '../../../components/ui/countdown';
import { PageTitle } from '../../../components/ui/page-title';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { RatingStars } from '../../../components/ui/rating-stars';
import { Skeleton } from '../../../components/ui/skeleton';
import { StockStatus } from '../../../components/ui/stock-status';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { useFirstIdle } from '../../../lib/use-first-idle';
import { toast } from '../../../lib/toast';
import { useCart } from '../../cart/hooks/use-cart';
import { useDeal } from '../api/get-deal';
import { useDeals } from '../api/get-deals';
import { DealCard } from '../components/deal-card';
import { ImageGallery } from '../../../components/ui/image-gallery';
import { SquareImage } from '../../../components/ui/square-image';
import { DealTypeBadge } from '../components/deal-type-badge';
import { relatedDeals } from '../deal-rules';

// setTimeout cannot wait longer than this (about 24.8 days); a later moment is re-checked then.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Where the clock stands against the deal's window, re-evaluated the moment it starts or ends. */
function useDealPhase(deal: DealDto | undefined): DealPhase {
  const [now, setNow] = useState(() => new Date());
  const phase = deal ? dealPhase(dealWindow(deal), now) : 'live';
  const status = deal?.status;
  const start = deal?.dealStartDate;
  const end = deal?.dealEndDate;
  useEffect(() => {
    if (status === undefined) return undefined;
    const wait = msUntilPhaseChange(dealWindow({ status, dealStartDate: start, dealEndDate: end }), new Date());
    if (wait === null) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.min(wait, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [status, start, end, now]);
  return phase;
}

function formatWhen(date: Date): string {
  return date.toLocaleString('en-PK', { dateStyle: 'medium', timeStyle: 'short' });
}

function DealPageSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:gap-12" aria-busy="true">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-28 rounded-full" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-11 w-48 rounded-full" />
      </div>
    </div>
  );
}

function PageMessage({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'error' }) {
  return (
    <div className="rounded-2xl border border-linen bg-sand/60 px-6 py-12 text-center">
      <p role={tone === 'error' ? 'alert' : undefined} className={tone === 'error' ? 'font-medium text-red-700' : 'text-muted'}>
        {children}
      </p>
      <Link to="/" className="mt-4 inline-block font-medium text-leaf-700 underline underline-offset-4">
        Back to the shop
      </Link>
    </div>
  );
}

function IncludedProducts({ deal }: { deal: DealDto }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl text-ink sm:text-2xl">What&rsquo;s included</h2>
      <ul className="mt-4 divide-y divide-linen rounded-2xl border border-linen bg-white">
        {deal.dealProducts.map((product) => (
          <li key={product._id}>
            <Link to={`/product/${product._id}`} className="flex items-center gap-4 p-3 hover:bg-sand/50 sm:p-4">
              <SquareImage src={product.image} alt="" sizes="64px" className="size-16 shrink-0 rounded-lg" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink">{product.name}</span>
                {/* What it sells for on its own today: the deal's total adds these up. */}
                <span className="block text-sm text-muted">
                  {formatRupees(productUnitPrice({ price: product.price, discountPrice: product.discountprice }))}
                </span>
              </span>
              <span className="shrink-0 text-sm font-semibold text-ink">× {product.unitsPerDeal}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedDeals({ deal }: { deal: DealDto }) {
  const { data } = useDeals();
  const related = useMemo(() => (data ? relatedDeals(deal, data, new Date()) : []), [deal, data]);
  if (related.length === 0) return null;
  return (
    <section className="mt-14">
      <h2 className="text-xl text-ink sm:text-2xl">Related deals</h2>
      <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {related.map((item) => (
          <li key={item._id}>
            <DealCard deal={item} imageSizes="(min-width: 1280px) 240px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Reviews section of a deal. The reviews feature fills it from the app-level page
 * (decision 004: features never import each other's components).
 */
export type RenderDealReviews = (deal: DealDto) => ReactNode;

function DealDetails({ deal, renderReviews }: { deal: DealDto; renderReviews: RenderDealReviews }) {
  const phase = useDealPhase(deal);
  // Below the deal, the reviews (their list, their form and its validation) load once the browser is
  // first idle, not in the task and downloads that draw the deal (as the product page's Reviews tab).
  const reviewsShown = useFirstIdle();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const cart = useCart();
  // deal.quantity is what an order can take, the deal's own stock bounded by its products' (decision 010):
  // the label below, the most the stepper offers and the cart's limit are all this one number.
  const available = Number.isFinite(deal.quantity) && deal.quantity > 0 ? Math.floor(deal.quantity) : 0;
  const outOfStock = available === 0;
  const maxQuantity = Math.max(1, Math.min(CART_LINE_MAX, available));
  const endsAt = dealDate(deal.dealEndDate);
  const startsAt = dealDate(deal.dealStartDate);
  const live = phase === 'live';

  // docs/product.md §5 deal quantity: at least 1, and a value that is not a whole number starts again from 1.
  function changeQuantity(requested: number) {
    if (!Number.isFinite(requested) || requested < 1) setQuantity(1);
    else setQuantity(Math.min(Math.floor(requested), maxQuantity));
  }

  async function addToCart() {
    setAdding(true);
    try {
      const result = await cart.addDeal(deal._id, quantity, deal.quantity);
      if (result.message && result.ok) toast.success(result.message);
      else if (result.message) toast.error(result.message);
    } catch {
      toast.error('Failed to add deal to cart');
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageGallery images={deal.dealImages} name={deal.dealName} mainSizes={largestImageSizes.dealGallery} />
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <DealTypeBadge dealType={deal.dealType} />
          </div>
          <h1 className="text-3xl leading-tight text-ink sm:text-4xl">{deal.dealName}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <RatingStars rating={deal.rating} size="md" />
            {deal.reviewCount > 0 ? (
              <span>{verifiedRatingText(deal) ?? `${deal.rating.toFixed(1)} (${reviewsLabel(deal.reviewCount)})`}</span>
            ) : (
              <span>No reviews yet</span>
            )}
          </p>
          <div>
            <Price price={deal.dealTotal} finalPrice={deal.dealFinalPrice} size="lg" />
            {deal.dealSavings > 0 ? <p className="mt-1 font-medium text-leaf-700">You save {formatRupees(deal.dealSavings)}</p> : null}
          </div>

          {isFlashSale(deal.dealType) && endsAt ? (
            <p className="inline-flex w-fit items-center gap-2 rounded-xl bg-clay/10 px-4 py-2 font-semibold text-clay-deep">
              <Clock aria-hidden="true" className="size-5" />
              {phase === 'ended' ? null : <span>Ends in</span>}
              <Countdown endsAt={endsAt} expiredText="Expired" className="text-lg" />
            </p>
          ) : null}
          {phase === 'ended' ? <p className="font-medium text-red-700">This deal has ended and can no longer be added to your cart.</p> : null}
          {phase === 'upcoming' && startsAt ? (
            <p className="font-medium text-clay">This deal starts on {formatWhen(startsAt)}. You can add it to your cart then.</p>
          ) : null}

          {deal.dealDescription ? <p className="whitespace-pre-line text-muted">{deal.dealDescription}</p> : null}

          <StockStatus display={dealStockDisplay(available)} />

          <div className="flex flex-wrap items-center gap-3">
            <QuantityStepper value={quantity} max={maxQuantity} onChange={changeQuantity} disabled={!live || outOfStock} />
            <button
              type="button"
              onClick={addToCart}
              disabled={!live || outOfStock || adding}
              className="inline-flex items-center gap-2 rounded-full bg-leaf-700 px-6 py-3 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-leaf-800 disabled:cursor-not-allowed disabled:bg-muted/60"
            >
              <ShoppingBag aria-hidden="true" className="size-4" />
              {adding ? 'ADDING TO CART...' : 'ADD TO CART'}
            </button>
          </div>
          <ul className="mt-2 space-y-1 border-t border-linen pt-4 text-sm text-muted">
            <li>Return and exchange within 7 days.</li>
            <li>Cash on delivery available.</li>
          </ul>
        </div>
      </div>
      <IncludedProducts deal={deal} />
      <div className="mt-14">{reviewsShown ? renderReviews(deal) : null}</div>
      <RelatedDeals deal={deal} />
    </>
  );
}

/** docs/product.md §2 Deal detail at /deal/{dealId}. */
export function DealPage({ renderReviews }: { renderReviews: RenderDealReviews }) {
  const { dealId } = useParams();
  const { data: deal, isPending, isError, error } = useDeal(dealId);
  const loading = Boolean(dealId) && isPending;
  useLoadingFlag('deals', loading);
  useDocumentTitle(deal?.dealName ?? 'Deal');

  if (deal) {
    return (
      <div className="shop-container py-8 sm:py-12">
        <DealDetails key={deal._id} deal={deal} renderReviews={renderReviews} />
      </div>
    );
  }

  let body;
  if (!dealId) body = <PageMessage>No deal ID provided</PageMessage>;
  else if (loading) body = <DealPageSkeleton />;
  else if (isError && !(isApiError(error) && error.status === 404)) body = <PageMessage tone="error">{`Error: ${error.message}`}</PageMessage>;
  else body = <PageMessage>Deal not found</PageMessage>;

  // Until there is a deal to name the page, it is titled like the other pages.
  return (
    <div className="shop-container py-10 sm:py-14">
      <PageTitle lead="DEAL" accent="DETAILS" />
      <div className="mt-8">{body}</div>
    </div>
  );
}
