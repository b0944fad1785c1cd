import { orderInView, type OrderView } from '@shop/core/orders/order-views';
import { PackageOpen } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth';
import { useOrders } from '../api/get-orders';
import { OrderCardList } from './order-card-list';
import { OrdersLoadError, OrdersLoading } from './orders-load-states';

/** The history's filters, in the order they are offered (docs/product.md §2 Account). */
const filters: readonly { view: OrderView; label: string; empty: string }[] = [
  { view: 'all', label: 'All', empty: 'You have not placed any orders yet' },
  { view: 'active', label: 'Active', empty: 'No active orders' },
  { view: 'delivered', label: 'Delivered', empty: 'No delivered orders' },
  { view: 'cancelled', label: 'Cancelled', empty: 'No cancelled orders' },
  { view: 'returned', label: 'Returned', empty: 'No returned orders' },
];

/**
 * docs/product.md §2 Account, order history: every order of the signed-in customer, newest first, filtered
 * by All / Active / Delivered / Cancelled / Returned, each shown with My Orders' card. Renders nothing
 * useful without a session (the account page sends a logged-out shopper to login).
 */
export function OrderHistory() {
  const session = useSession();
  const userId = session?.userId ?? null;
  const orders = useOrders(userId);
  const [view, setView] = useState<OrderView>('all');
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  const all = orders.data ?? [];
  const shown = all.filter((order) => orderInView(order.status, view));
  const filter = filters.find((candidate) => candidate.view === view) ?? filters[0]!;

  let body;
  if (userId === null || orders.isPending) {
    body = <OrdersLoading />;
  } else if (orders.isError) {
    body = <OrdersLoadError retry={() => void orders.refetch()} retrying={orders.isFetching} />;
  } else {
    body = (
      <OrderCardList
        orders={shown}
        empty={
          <div className="flex flex-col items-center rounded-2xl border border-linen bg-sand/60 px-6 py-10 text-center">
            <PackageOpen aria-hidden="true" className="size-10 text-leaf-700" strokeWidth={1.5} />
            <p className="mt-4 text-lg text-ink">{filter.empty}</p>
            {all.length === 0 ? (
              <Link
                to="/collection"
                className="mt-6 inline-flex rounded-full bg-ink px-7 py-3 text-sm font-semibold tracking-[0.14em] text-white hover:bg-leaf-800"
              >
                START SHOPPING
              </Link>
            ) : null}
          </div>
        }
        className="space-y-5"
        focusAfterCancel={() => listRef.current?.focus()}
      />
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl text-ink">
        Order history
      </h2>
      <div role="group" aria-label="Show orders" className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 pb-1">
        {filters.map((candidate) => {
          const count = orders.data ? all.filter((order) => orderInView(order.status, candidate.view)).length : null;
          const selected = candidate.view === view;
          return (
            <button
              key={candidate.view}
              type="button"
              aria-pressed={selected}
              onClick={() => setView(candidate.view)}
              className={`shrink-0 rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 ${
                selected ? 'border-ink bg-ink text-white' : 'border-linen bg-white text-ink hover:border-ink/40'
              }`}
            >
              {candidate.label}
              {count !== null ? (
                <>
                  {' '}
                  <span className={`tabular-nums ${selected ? 'text-white/80' : 'text-muted'}`}>({count})</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div ref={listRef} tabIndex={-1} className="mt-5 focus:outline-none">
        {body}
      </div>
    </section>
  );
}
