import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { cartRows, lineStatus, rowsTotals, type CartRow } from '../../../lib/cart-lines';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { toast } from '../../../lib/toast';
import { useProductsByIds } from '../../catalog/api/get-products-by-ids';
import { dealsErrorMessage, useDeals } from '../../deals/api/get-deals';
import { useDiscountCode } from '../api/apply-discount-code';
import { useDeliverySettings } from '../api/get-delivery-settings';
import { useCart, type Cart, type CartActionResult } from '../hooks/use-cart';
import { CartLineItem } from '../components/cart-line-item';
import { CartSkeleton } from '../components/cart-skeleton';
import { CartTotalsBox, type DeliveryState } from '../components/cart-totals-box';
import { EmptyCart } from '../components/empty-cart';
import { ItemDetailDialog, type DetailItem } from '../components/item-detail-dialog';

/**
 * docs/product.md §5: refusals are errors, a removal a success and trims warnings (the line changed, but
 * not as asked). A plain update is not announced: the new quantity and totals are right there on screen.
 */
function announce(result: CartActionResult, quantity: number) {
  if (!result.message) return;
  if (!result.ok) toast.error(result.message);
  else if (result.adjusted) toast.warning(result.message);
  else if (quantity === 0) toast.success(result.message);
}

function setQuantity(cart: Cart, row: CartRow, quantity: number): Promise<CartActionResult> {
  const stock = row.item?.quantity;
  return row.kind === 'product' ? cart.setProductQuantity(row.id, quantity, stock) : cart.setDealQuantity(row.id, quantity, stock);
}

interface CartSectionProps {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  error: { message: string; retry: () => void } | null;
  children: ReactNode;
}

function CartSection({ title, headingRef, error, children }: CartSectionProps) {
  return (
    <section aria-label={title}>
      <h2 ref={headingRef} tabIndex={-1} className="border-b border-linen pb-3 text-xl text-ink focus:outline-none">
        {title}
      </h2>
      {error ? (
        <div role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p>{error.message}</p>
          <button type="button" onClick={error.retry} className="mt-1 font-semibold underline underline-offset-2">
            Try again
          </button>
        </div>
      ) : (
        <ul className="divide-y divide-linen">{children}</ul>
      )}
    </section>
  );
}

/** docs/product.md §2 Cart: the products and deals in the cart, their totals and the way to checkout. */
export function CartPage() {
  useDocumentTitle('Cart');
  const cart = useCart();
  const { lines } = cart;
  const products = useProductsByIds(Object.keys(lines.products));
  const deals = useDeals();
  const deliverySettings = useDeliverySettings();
  const discount = useDiscountCode({ userId: cart.userId, lines, cartStatus: cart.status });
  const [detail, setDetail] = useState<DetailItem | null>(null);
  const titleRef = useRef<HTMLDivElement>(null);
  const productsHeadingRef = useRef<HTMLHeadingElement>(null);
  const dealsHeadingRef = useRef<HTMLHeadingElement>(null);

  const productCount = Object.keys(lines.products).length;
  const dealCount = Object.keys(lines.deals).length;
  const isEmpty = productCount === 0 && dealCount === 0;
  // Only the first load waits: a background refetch keeps the lines the shopper is looking at.
  const firstLoad = (productCount > 0 && products.isPending) || (dealCount > 0 && deals.isPending);
  useLoadingFlag('cart', firstLoad);

  const { productRows, dealRows } = cartRows(lines, products.data ?? [], deals.data ?? []);
  const productsError =
    productCount > 0 && !products.data && products.isError ? { message: products.error.message, retry: () => void products.refetch() } : null;
  const dealsError = dealCount > 0 && !deals.data && deals.isError ? { message: dealsErrorMessage(deals.error), retry: () => void deals.refetch() } : null;

  const delivery: DeliveryState = deliverySettings.data
    ? { status: 'ready' }
    : deliverySettings.isError
      ? { status: 'error', message: deliverySettings.error.message, retry: () => void deliverySettings.refetch() }
      : { status: 'pending' };
  // docs/product.md §2 Cart: each line's live availability; a line that cannot be bought as it is stays out of
  // the totals and holds checkout until it is fixed. Products (after 30 s) and deals (after a minute) refetch
  // when the page regains focus, TanStack Query's default.
  const now = new Date();
  const statuses = new Map([...productRows, ...dealRows].map((row) => [`${row.kind}:${row.id}`, lineStatus(row, now)]));
  const needsAttention = [...statuses.values()].some((status) => !status.ok);
  const totals = rowsTotals([...productRows, ...dealRows], deliverySettings.data ?? null, now);

  async function changeQuantity(row: CartRow, quantity: number): Promise<void> {
    const result = await setQuantity(cart, row, quantity);
    announce(result, quantity);
    if (result.ok && quantity === 0) keepFocusAfterRemoval(row);
  }

  async function remove(row: CartRow) {
    const result = await setQuantity(cart, row, 0);
    announce(result, 0);
    if (result.ok) keepFocusAfterRemoval(row);
  }

  // The removed line took the focused control with it; put focus back where the shopper was working.
  function keepFocusAfterRemoval(row: CartRow) {
    requestAnimationFrame(() => {
      const heading = (row.kind === 'product' ? productsHeadingRef : dealsHeadingRef).current;
      (heading ?? titleRef.current)?.focus();
    });
  }

  const renderRow = (row: CartRow) => (
    <CartLineItem
      key={row.id}
      row={row}
      status={statuses.get(`${row.kind}:${row.id}`)!}
      onQuantityChange={changeQuantity}
      onRemove={remove}
      onShowDetails={setDetail}
    />
  );

  return (
    <div className="shop-container py-10 sm:py-14">
      <div ref={titleRef} tabIndex={-1} className="focus:outline-none">
        <PageTitle lead="YOUR" accent="CART" />
      </div>

      {isEmpty ? (
        <EmptyCart />
      ) : firstLoad ? (
        <CartSkeleton lines={productCount + dealCount} />
      ) : (
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-12">
          <div className="min-w-0 space-y-10">
            {productCount > 0 ? (
              <CartSection title="Products" headingRef={productsHeadingRef} error={productsError}>
                {productRows.map(renderRow)}
              </CartSection>
            ) : null}
            {dealCount > 0 ? (
              <CartSection title="Deals" headingRef={dealsHeadingRef} error={dealsError}>
                {dealRows.map(renderRow)}
              </CartSection>
            ) : null}
          </div>
          <div className="lg:sticky lg:top-24">
            {productsError || dealsError ? (
              <p className="rounded-2xl border border-linen bg-sand/60 p-5 text-sm text-muted">Your total will show once every item in your cart has loaded.</p>
            ) : (
              <CartTotalsBox totals={totals} delivery={delivery} needsAttention={needsAttention} discount={discount} />
            )}
          </div>
        </div>
      )}

      {detail ? <ItemDetailDialog detail={detail} onClose={() => setDetail(null)} /> : null}
    </div>
  );
}
