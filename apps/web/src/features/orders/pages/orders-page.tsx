import { canCancelOrder } from '@shop/core/cancellation';
import { usePrefetchQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/document-title';
import { cancellationReasonsQueryOptions } from '../api/get-cancellation-reasons';
import { orderDate, useOrders, type Order } from '../api/get-orders';
import { CancelOrderDialog } from '../components/cancel-order-dialog';
import { OrderCard } from '../components/order-card';
import { OrdersLoadError, OrdersLoading } from '../components/orders-load-states';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { useNow } from '../hooks/use-now';
import { RedirectingToLogin } from '../../../components/ui/redirecting-to-login';

/** SPEC gives no text for My Orders without a login; this mirrors the place-order one. */
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
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const titleRef = useRef<HTMLDivElement>(null);

  const shown = (orders.data ?? []).filter((order) => order.status !== 'Cancelled');
  // The clock ticks only while some order can still be cancelled; its button goes when time is up.
  const now = useNow((at) => shown.some((order) => canCancelOrder({ status: order.status, orderedAt: orderDate(order) }, new Date(at))));

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
  } else if (shown.length === 0) {
    body = <NoOrders />;
  } else {
    body = (
      <div className="space-y-6">
        {shown.map((order) => (
          <OrderCard key={order._id} order={order} now={now} onCancel={setCancelling} />
        ))}
      </div>
    );
  }

  return (
    <div className="shop-container py-10 sm:py-14">
      {title}
      <div className="mt-8">{body}</div>
      {cancelling ? (
        <CancelOrderDialog
          orderId={cancelling._id}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            // The cancelled card (and the button that opened the dialog) leaves the list; the focus
            // goes to the page title rather than being lost.
            requestAnimationFrame(() => titleRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
