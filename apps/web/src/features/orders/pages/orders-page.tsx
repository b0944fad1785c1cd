import { usePrefetchQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/document-title';
import { cancellationReasonsQueryOptions } from '../api/get-cancellation-reasons';
import { useOrders } from '../api/get-orders';
import { OrderCardList } from '../components/order-card-list';
import { OrdersLoadError, OrdersLoading } from '../components/orders-load-states';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { RedirectingToLogin } from '../../../components/ui/redirecting-to-login';

/** The original description gives no text for My Orders without a login; this mirrors the place-order one. */
const loginRequiredMessage = 'Please login to view your orders';

function NoOrders() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-linen bg-sand/60 px-6 py-14 text-center sm:py-20">
      <PackageOpen aria-hidden="true" className="size-12 text-leaf-700" strokeWidth={1.5} />
      <h2 className="mt-5 text-2xl text-ink">No active orders found</h2>
      <p className="mt-3 max-w-sm text-sm text-muted">Your orders will appear here once you place them</p>
      <Link to="/collection" className="mt-8 inline-flex rounded-full bg-ink px-8 py-3.5 text-sm font-semibold tracking-[0.14em] text-white hover:bg-leaf-800">
        START SHOPPING
      </Link>
    </div>
  );
}

/** docs/product.md §2 My Orders: the shopper's orders, newest first, without cancelled ones. */
export function OrdersPage() {
  useDocumentTitle('My orders');
  const { isLoggedIn, userId } = useLoginRedirect('/orders', loginRequiredMessage);
  const orders = useOrders(userId);
  // The cancel dialog's reasons, ready before the shopper asks for them.
  usePrefetchQuery(cancellationReasonsQueryOptions());
  const titleRef = useRef<HTMLDivElement>(null);

  const shown = (orders.data ?? []).filter((order) => order.status !== 'Cancelled');

  const title = (
    <div ref={titleRef} tabIndex={-1} className="focus:outline-none">
      <PageTitle lead="MY" accent="ORDERS" />
    </div>
  );

  let body;
  if (!isLoggedIn) {
    body = <RedirectingToLogin />;
  } else if (orders.isPending) {
    body = <OrdersLoading />;
  } else if (orders.isError) {
    body = <OrdersLoadError retry={() => void orders.refetch()} retrying={orders.isFetching} />;
  } else {
    // A cancelled order leaves this list, so the focus goes to the page title.
    body = <OrderCardList orders={shown} empty={<NoOrders />} className="space-y-6" focusAfterCancel={() => titleRef.current?.focus()} />;
  }

  return (
    <div className="shop-container py-10 sm:py-14">
      {title}
      <div className="mt-8">{body}</div>
    </div>
  );
}
