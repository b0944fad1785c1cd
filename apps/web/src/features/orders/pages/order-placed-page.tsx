import { canCancelOrder, cancellationSecondsLeft, CANCELLATION_WINDOW_SECONDS } from '@shop/core/orders/cancellation';
import { deliveryTimePromise } from '@shop/core/delivery/delivery';
import { formatRupees } from '@shop/core/shared/money';
import { usePrefetchQuery } from '@tanstack/react-query';
import { Banknote, CircleCheckBig, CircleX, PackageSearch, PhoneCall, Truck, type LucideIcon } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../../lib/auth';
import { useCurrentUser } from '../../accounts/api/get-current-user';
import { useBusinessDetails } from '../../business/api/get-business-details';
import { useDeliverySettings } from '../../cart/api/get-delivery-settings';
import { cancellationReasonsQueryOptions } from '../api/get-cancellation-reasons';
import { orderErrorMessage, useOrder } from '../api/get-order';
import { orderDate, type Order } from '../api/get-orders';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { CancelWindow } from '../components/cancel-window';
import { OrderLines } from '../components/order-lines';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { useNow } from '../hooks/use-now';
import { freeDeliveryCode, orderDiscountLabel, orderNumber } from '../order-format';
import { RedirectingToLogin } from '../../../components/ui/redirecting-to-login';

const loginRequiredMessage = 'Please login to view your order';
const notFoundTitle = 'Order not found';
const notFoundText = 'We could not find this order in your account. It may belong to another account.';

function Step({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-leaf-50 text-leaf-700">
        <Icon aria-hidden="true" className="size-4.5" />
      </span>
      <div className="min-w-0 pt-1">
        <p className="font-semibold text-ink">{title}</p>
        <p className="mt-0.5 text-sm text-muted">{children}</p>
      </div>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-linen bg-white p-4 sm:p-6">
      <h2 className="text-lg text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function PlacedSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-5">
      <div className="flex flex-col items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-5 w-40" />
      </div>
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

function Links() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
      <Link
        to="/orders"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-8 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-leaf-800"
      >
        VIEW MY ORDERS
      </Link>
      <Link
        to="/collection"
        className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink px-8 py-3 text-sm font-semibold tracking-[0.14em] text-ink hover:bg-sand"
      >
        CONTINUE SHOPPING
      </Link>
    </div>
  );
}

/** docs/product.md §2 Order placed: how long delivery takes, as the owner promises it in the delivery settings. */
function DeliveryTime() {
  const settings = useDeliverySettings();
  if (settings.isPending) return <Skeleton className="h-4 w-3/4" />;
  if (!settings.data) return 'The courier brings it to your door; My Orders shows each step.';
  return deliveryTimePromise(settings.data.deliveryDays);
}

function NextSteps({ order, supportPhone }: { order: Order; supportPhone: string }) {
  const confirmed = order.status !== 'Order Placed';
  const { userId } = useAuth();
  // No order email goes to an address the customer has not verified (docs/product.md §2 Accounts).
  const emailVerified = useCurrentUser(userId).data?.emailVerified ?? true;
  const selfConfirm = emailVerified
    ? 'or confirm it yourself with the "Confirm my order" link in the email we sent you.'
    : 'or confirm it yourself: verify your email with the link we sent you, and that page lets you confirm it.';
  return (
    <ol aria-label="What happens next" className="space-y-4">
      <Step icon={PhoneCall} title={confirmed ? 'Your order is confirmed' : 'We confirm your order'}>
        {confirmed
          ? 'Thank you for confirming: we will pack it by hand.'
          : `We will call you on ${order.address.phone}${supportPhone ? ` from ${supportPhone}` : ''} to confirm it, ${selfConfirm}`}
      </Step>
      <Step icon={PackageSearch} title="We pack it by hand">
        Once confirmed, your order is packed and handed to the courier; My Orders shows each step.
      </Step>
      <Step icon={Truck} title="Delivery">
        <DeliveryTime />
      </Step>
    </ol>
  );
}

function Totals({ order }: { order: Order }) {
  const discountLabel = orderDiscountLabel(order);
  const freeWith = freeDeliveryCode(order);
  return (
    <dl className="mt-4 space-y-1.5 border-t border-linen pt-4 text-sm">
      <div className="flex justify-between gap-4 text-ink/90">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
      </div>
      {discountLabel ? (
        <div className="flex justify-between gap-4 text-ink/90">
          <dt className="min-w-0 wrap-anywhere">{discountLabel}</dt>
          <dd className="font-semibold tabular-nums text-leaf-700">−{formatRupees(order.discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 text-ink/90">
        <dt>Delivery Fee</dt>
        <dd className="tabular-nums">
          {order.deliveryCharges === 0 ? (
            <span className="font-semibold text-leaf-700">{freeWith ? `Free with ${freeWith}` : 'FREE'}</span>
          ) : (
            formatRupees(order.deliveryCharges)
          )}
        </dd>
      </div>
      <div className="flex justify-between gap-4 pt-1 text-base font-semibold text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatRupees(order.amount)}</dd>
      </div>
    </dl>
  );
}

interface PlacedOrderProps {
  order: Order;
  now: number;
  onCancel: () => void;
  supportPhone: string;
  renderEmailNotice: (() => ReactNode) | undefined;
}

function PlacedOrder({ order, now, onCancel, supportPhone, renderEmailNotice }: PlacedOrderProps) {
  const orderedAt = orderDate(order);
  const cancellable = canCancelOrder({ status: order.status, orderedAt }, new Date(now));
  const cancelled = order.status === 'Cancelled';
  const { address } = order;
  const minutes = CANCELLATION_WINDOW_SECONDS / 60;

  return (
    <div className="space-y-5">
      <div className="flex flex-col items-center text-center">
        {cancelled ? (
          <CircleX aria-hidden="true" className="size-12 text-red-700" strokeWidth={1.5} />
        ) : (
          <CircleCheckBig aria-hidden="true" className="size-12 text-leaf-700" strokeWidth={1.5} />
        )}
        <p className="mt-4 text-xs font-semibold tracking-[0.2em] text-leaf-700">{cancelled ? 'ORDER CANCELLED' : 'ORDER PLACED'}</p>
        <h1 className="mt-2 font-serif text-2xl text-ink sm:text-3xl">{cancelled ? 'This order was cancelled' : `Thank you, ${address.firstName}!`}</h1>
        <p className="mt-3 text-lg text-ink">
          Order number <strong className="tabular-nums">#{orderNumber(order._id)}</strong>
        </p>
      </div>

      {!cancelled && !order.payment ? (
        <div className="flex items-start gap-3 rounded-2xl border border-clay/30 bg-clay/10 p-4 sm:items-center sm:p-5">
          <Banknote aria-hidden="true" className="size-6 shrink-0 text-clay-deep" />
          <p className="text-ink">
            Cash on Delivery: please keep <strong className="tabular-nums">{formatRupees(order.amount)}</strong> ready for the courier.
          </p>
        </div>
      ) : null}

      {cancelled ? null : renderEmailNotice?.()}

      {cancelled ? null : (
        <Section title="What happens next">
          <NextSteps order={order} supportPhone={supportPhone} />
        </Section>
      )}

      {cancelled ? null : cancellable ? (
        <section aria-label="Cancel window" className="space-y-2">
          <p className="text-sm text-muted">Changed your mind? You can cancel within {minutes} minutes of placing the order.</p>
          <CancelWindow secondsLeft={cancellationSecondsLeft(orderedAt, new Date(now))} onCancel={onCancel} />
        </section>
      ) : (
        <p className="rounded-xl bg-sand/60 px-4 py-3 text-sm text-muted">
          {order.status === 'Order Placed' || order.status === 'Confirmed'
            ? `The ${minutes}-minute window to cancel this order has passed. Please contact us if something is wrong.`
            : `This order is ${order.status.toLowerCase()} and can no longer be cancelled.`}
        </p>
      )}

      <Section title="Your order">
        <OrderLines lines={order.lines} />
        <Totals order={order} />
      </Section>

      <Section title="Delivering to">
        <p className="text-sm text-ink">
          {address.firstName} {address.lastName}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} - {address.zipcode}
          <br />
          {address.phone}
        </p>
      </Section>

      <Links />
    </div>
  );
}

/**
 * docs/product.md §2 Order placed (/orders/{id}/placed): where place order leads. The order as the server
 * has it: its number, what happens next, the cancel window, the cash to keep ready and what was bought.
 */
export function OrderPlacedPage({ renderEmailNotice }: { renderEmailNotice?: () => ReactNode } = {}) {
  const { orderId = '' } = useParams();
  useDocumentTitle(`Order #${orderNumber(orderId)} placed`);
  const { isLoggedIn, userId } = useLoginRedirect(`/orders/${orderId}/placed`, loginRequiredMessage);
  const query = useOrder(userId, orderId);
  const business = useBusinessDetails();
  usePrefetchQuery(cancellationReasonsQueryOptions());
  const [cancelling, setCancelling] = useState(false);
  const mainRef = useRef<HTMLDivElement>(null);
  const order = query.data;
  const now = useNow((at) => (order ? canCancelOrder({ status: order.status, orderedAt: orderDate(order) }, new Date(at)) : false));

  let body;
  if (!isLoggedIn) {
    body = <RedirectingToLogin className="justify-center" />;
  } else if (query.isPending) {
    body = (
      <>
        <p className="sr-only" role="status">
          Loading your order...
        </p>
        <PlacedSkeleton />
      </>
    );
  } else if (query.isError && isApiError(query.error) && query.error.status === 404) {
    body = (
      <div className="flex flex-col items-center rounded-2xl border border-linen bg-sand/60 px-6 py-12 text-center">
        <PackageSearch aria-hidden="true" className="size-12 text-leaf-700" strokeWidth={1.5} />
        <h1 className="mt-4 font-serif text-2xl text-ink">{notFoundTitle}</h1>
        <p className="mt-3 max-w-sm text-sm text-muted">{notFoundText}</p>
        <div className="mt-8">
          <Links />
        </div>
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-6 text-center text-red-800">
        <p className="font-semibold">{orderErrorMessage}</p>
        <p className="mt-1 text-sm">Your order was placed; you can also find it in My Orders.</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            className="rounded-full border border-red-300 bg-white px-5 py-2 text-sm font-semibold hover:bg-red-100 disabled:opacity-60"
          >
            {query.isFetching ? 'Retrying...' : 'Try again'}
          </button>
          <Link to="/orders" className="rounded-full border border-red-300 bg-white px-5 py-2 text-sm font-semibold hover:bg-red-100">
            My Orders
          </Link>
        </div>
      </div>
    );
  } else {
    body = (
      <PlacedOrder
        order={query.data}
        now={now}
        onCancel={() => setCancelling(true)}
        supportPhone={business.data?.contact.customerSupport.phone ?? ''}
        renderEmailNotice={renderEmailNotice}
      />
    );
  }

  return (
    <div className="shop-container flex justify-center py-10 sm:py-14">
      <div ref={mainRef} tabIndex={-1} className="w-full max-w-2xl focus:outline-none">
        {body}
      </div>
      {cancelling && order ? (
        <CancelOrderDialog
          orderId={order._id}
          onClose={() => setCancelling(false)}
          onCancelled={() => {
            setCancelling(false);
            requestAnimationFrame(() => mainRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
