import { zodResolver } from '@hookform/resolvers/zod';
import { paisaToRupees } from '@shop/core/shared/money';
import { addressSchema, pakistaniMobile, type Address } from '@shop/core/orders/order-schemas';
import { pages } from '@shop/core/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AddressFields } from '../../../components/ui/address-fields';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { cartLineMessages, cartNeedsAttention, cartRows, rowsTotals } from '../../../lib/cart-lines';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLoadingFlag } from '../../../lib/loading-flags';
import { clearOrderFormDraft, getOrderFormDraft, setOrderFormDraft } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useProductsByIds } from '../../catalog/api/get-products-by-ids';
import { dealsErrorMessage, useDeals } from '../../deals/api/get-deals';
import { useDiscountCode } from '../../cart/api/apply-discount-code';
import { useDeliverySettings } from '../../cart/api/get-delivery-settings';
import { useCart } from '../../cart/hooks/use-cart';
import { newIdempotencyKey, usePlaceOrder, type PlaceOrderBody } from '../api/place-order';
import { OrderSummary } from '../components/order-summary';
import { PaymentMethod } from '../components/payment-method';
import { DeliverToChoice, SaveAddressOption } from '../components/saved-address-choice';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { useSavedDelivery } from '../hooks/use-saved-delivery';
import { gotNoAnswer, orderItemsFromRows, placeOrderFailure, placeOrderMessages } from '../place-order-rules';
import { RedirectingToLogin } from '../../../components/ui/redirecting-to-login';
import { cartKeys } from '../../cart/api/query-keys';
import { dealKeys } from '../../deals/api/query-keys';
import { productKeys } from '../../catalog/api/query-keys';

const addressFields = ['firstName', 'lastName', 'email', 'street', 'city', 'state', 'zipcode', 'phone'] as const;

/** The saved draft, limited to the eight fields, so nothing else stored under the key reaches the form. */
function draftAddress(): Address {
  const draft = getOrderFormDraft();
  return Object.fromEntries(addressFields.map((field) => [field, draft[field] ?? ''])) as Address;
}

interface LoadProblem {
  message: string;
  retry: () => void;
}

function LoadProblemNote({ problem }: { problem: LoadProblem }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <p>{problem.message}</p>
      <button type="button" onClick={problem.retry} className="mt-1 font-semibold underline underline-offset-2">
        Try again
      </button>
    </div>
  );
}

function EmptyCartNote() {
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-linen bg-sand/60 px-6 py-14 text-center sm:py-20">
      <ShoppingBag aria-hidden="true" className="size-12 text-leaf-700" strokeWidth={1.5} />
      <h2 className="mt-5 text-2xl text-ink">Your cart is empty</h2>
      <p className="mt-3 max-w-sm text-sm text-muted">Add a few handmade favourites to your cart, then come back here to order.</p>
      <Link to="/collection" className="mt-8 inline-flex rounded-full bg-ink px-8 py-3.5 text-sm font-semibold tracking-[0.14em] text-white hover:bg-leaf-800">
        BROWSE THE COLLECTION
      </Link>
    </div>
  );
}

/** docs/product.md §2 Place Order and §4 Placing an order: the delivery form, the totals and cash on delivery. */
export function PlaceOrderPage() {
  useDocumentTitle('Delivery information');
  const { isLoggedIn, redirectToLogin, holdRef } = useLoginRedirect('/place-order', placeOrderMessages.loginRequired);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const { lines, status: cartStatus } = cart;
  const products = useProductsByIds(Object.keys(lines.products));
  const deals = useDeals();
  const deliverySettings = useDeliverySettings();
  const placeOrder = usePlaceOrder();
  const [leaving, setLeaving] = useState(false);
  // The shop's refusal of this shopper's order (blocked, or over a new customer's limits): it stays beside the button, with the way to the shop.
  const [refusal, setRefusal] = useState<string | null>(null);
  // One Idempotency-Key per attempt; kept only while the last attempt got no answer, so a retry
  // of the very same order cannot place it twice.
  const unansweredAttempt = useRef<{ key: string; body: string } | null>(null);

  const form = useForm<Address>({ resolver: zodResolver(addressSchema), defaultValues: draftAddress() });
  const {
    register,
    handleSubmit,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = form;
  // docs/product.md §2 Place Order: prefilled from the default saved address or the account; saved addresses offered.
  const delivery = useSavedDelivery(form);
  // Issue 34: a code's limit per customer counts the delivery phone's orders, so a valid phone has the code checked again.
  const phone = pakistaniMobile(useWatch({ control, name: 'phone' }) ?? '');
  const discount = useDiscountCode({ userId: cart.userId, lines, cartStatus, phone });
  const discountState = discount.state;

  // docs/product.md §3: the form draft survives a reload until the order is placed.
  useEffect(() => {
    const subscription = watch((values) => {
      const draft: Record<string, string> = {};
      for (const field of addressFields) draft[field] = values[field] ?? '';
      setOrderFormDraft(draft);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const productCount = Object.keys(lines.products).length;
  const dealCount = Object.keys(lines.deals).length;
  const cartEmpty = productCount === 0 && dealCount === 0;
  const productsReady = productCount === 0 || products.data !== undefined;
  const dealsReady = dealCount === 0 || deals.data !== undefined;
  const ready = cartStatus === 'ready' && productsReady && dealsReady && deliverySettings.data !== undefined;
  useLoadingFlag('cart', isLoggedIn && cartStatus === 'loading');

  const { productRows, dealRows } = cartRows(lines, products.data ?? [], deals.data ?? []);
  const rows = [...productRows, ...dealRows];
  const totals = rowsTotals(rows, deliverySettings.data ?? null);
  // docs/product.md §2 Place Order: the cart's stock check (lib/cart-lines.ts); a line to fix holds the order.
  const needsAttention = ready && cartNeedsAttention(rows, new Date());
  const attentionRef = useRef<HTMLDivElement>(null);

  const problems: LoadProblem[] = [];
  if (cartStatus === 'error') problems.push({ message: 'Failed to load cart', retry: () => void cart.reload() });
  if (productCount > 0 && !products.data && products.isError) {
    problems.push({ message: products.error.message, retry: () => void products.refetch() });
  }
  if (dealCount > 0 && !deals.data && deals.isError) {
    problems.push({ message: dealsErrorMessage(deals.error), retry: () => void deals.refetch() });
  }
  if (!deliverySettings.data && deliverySettings.isError) {
    problems.push({ message: deliverySettings.error.message, retry: () => void deliverySettings.refetch() });
  }

  const onSubmit = handleSubmit(async (address) => {
    // docs/product.md §4 Placing an order, steps 2 to 5.
    setRefusal(null);
    if (!ready) {
      toast.error(placeOrderMessages.stillLoading);
      return;
    }
    // A line no longer sold, out of stock, short or of an ended deal is fixed in the cart, never sent.
    if (cartNeedsAttention(rows, new Date())) {
      attentionRef.current?.focus();
      return;
    }
    const items = orderItemsFromRows(rows);
    if (items.length === 0) {
      toast.error(placeOrderMessages.emptyOrder);
      return;
    }
    if (!(totals.total > 0)) {
      toast.error(placeOrderMessages.invalidAmount);
      return;
    }
    // The summary's figures are the server's for the code; without a verdict on it there are none to send.
    if (discountState.status === 'checking' || discountState.status === 'unchecked') {
      toast.error(discountState.status === 'checking' ? placeOrderMessages.stillLoading : placeOrderMessages.discountCodeUnchecked);
      return;
    }

    const body: PlaceOrderBody =
      discountState.status === 'applied'
        ? {
            address,
            items,
            amount: discountState.quote.amount,
            deliveryCharges: discountState.quote.deliveryCharges,
            method: 'COD',
            discountCode: discountState.code,
          }
        : { address, items, amount: paisaToRupees(totals.total), deliveryCharges: paisaToRupees(totals.deliveryCharge), method: 'COD' };
    const bodyText = JSON.stringify(body);
    if (unansweredAttempt.current?.body !== bodyText) unansweredAttempt.current = { key: newIdempotencyKey(), body: bodyText };

    holdRef.current = true;
    try {
      const placed = await placeOrder.mutateAsync({ body, idempotencyKey: unansweredAttempt.current.key });
      unansweredAttempt.current = null;
      setLeaving(true);
      // Before the cart empties, which would otherwise have the used code checked against an empty cart.
      discount.forget();
      cart.clearAfterOrder();
      clearOrderFormDraft();
      delivery.saveAfterOrder(address);
      // docs/product.md §2 Order placed: the order's own page says what happens next (replacing this form in history).
      void navigate(`/orders/${placed.orderId}/placed`, { replace: true });
    } catch (error) {
      const { message, followUp } = placeOrderFailure(error);
      if (!gotNoAnswer(error)) unansweredAttempt.current = null;
      if (followUp === 'login') {
        redirectToLogin(message);
        return;
      }
      if (followUp === 'contact-shop') {
        setRefusal(message);
        return;
      }
      // Said under the code's field, which now shows the total without it.
      if (followUp === 'drop-discount-code') {
        discount.drop(message);
        return;
      }
      toast.error(message);
      if (followUp === 'reload-cart' || followUp === 'refresh-prices') {
        void queryClient.invalidateQueries({ queryKey: productKeys.all });
        void queryClient.invalidateQueries({ queryKey: dealKeys.all });
        discount.recheck();
      }
      if (followUp === 'reload-cart') void cart.reload();
      if (followUp === 'refresh-prices') void queryClient.invalidateQueries({ queryKey: cartKeys.deliverySettings });
    } finally {
      holdRef.current = false;
    }
  });

  const title = <PageTitle lead="DELIVERY" accent="INFORMATION" />;

  if (!isLoggedIn) {
    return (
      <div className="shop-container py-10 sm:py-14">
        {title}
        <RedirectingToLogin className="mt-8" />
      </div>
    );
  }

  if (leaving) {
    return (
      <div className="shop-container py-10 sm:py-14">
        {title}
        <p role="status" className="mt-8 flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Taking you to your orders...
        </p>
      </div>
    );
  }

  if (cartEmpty) {
    return (
      <div className="shop-container py-10 sm:py-14">
        {title}
        {cartStatus === 'loading' ? (
          <div className="mt-8 space-y-4" aria-hidden="true">
            <Skeleton className="h-12 w-full max-w-xl" />
            <Skeleton className="h-12 w-full max-w-xl" />
          </div>
        ) : cartStatus === 'error' ? (
          <div className="mt-8 max-w-xl">
            <LoadProblemNote problem={problems[0]!} />
          </div>
        ) : (
          <EmptyCartNote />
        )}
      </div>
    );
  }

  const busy = isSubmitting || placeOrder.isPending;
  const codeChecking = discountState.status === 'checking';
  return (
    <div className="shop-container py-10 sm:py-14">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Delivery information"
        className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-14"
      >
        <div className="min-w-0">
          {title}
          <p className="mt-3 text-sm text-muted">Where should we bring your order? Every field is required.</p>
          <DeliverToChoice control={control} delivery={delivery} />
          <AddressFields className="mt-8 grid gap-5 sm:grid-cols-2" field={(name) => register(name)} errorOf={(name) => errors[name]?.message} />
          <SaveAddressOption control={control} delivery={delivery} />
        </div>

        <div className="space-y-8 rounded-2xl border border-linen bg-sand/60 p-5 sm:p-6 lg:sticky lg:top-24">
          {problems.length > 0 ? (
            <div className="space-y-3">
              {problems.map((problem) => (
                <LoadProblemNote key={problem.message} problem={problem} />
              ))}
            </div>
          ) : null}
          {needsAttention ? (
            <div
              ref={attentionRef}
              tabIndex={-1}
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-300"
            >
              <p className="font-semibold">{cartLineMessages.needsAttention}</p>
              <Link to="/cart" className="mt-1 inline-block font-semibold underline underline-offset-2 hover:text-red-900">
                Back to your cart
              </Link>
            </div>
          ) : null}
          <OrderSummary totals={totals} deliveryKnown={deliverySettings.data !== undefined} discount={discount} />
          <PaymentMethod />
          {refusal ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              <p>{refusal}</p>
              <Link to={pages.contact.path} className="mt-1 inline-block font-semibold underline underline-offset-2 hover:text-red-900">
                Contact us
              </Link>
            </div>
          ) : null}
          <button
            type="submit"
            disabled={!ready || busy || codeChecking}
            className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-ink px-6 py-3.5 text-sm font-semibold tracking-[0.14em] text-white transition-colors hover:bg-leaf-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {busy ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                PLACING ORDER...
              </>
            ) : !ready ? (
              'LOADING...'
            ) : codeChecking ? (
              'CHECKING DISCOUNT CODE...'
            ) : (
              'PLACE ORDER'
            )}
          </button>
        </div>
      </form>
    </div>
  );
}
