import type { OrderStatus } from '@shop/core/cancellation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConsolePage } from '../../../components/console-page';
import { ListSearch } from '../../../components/list-search';
import { EmptyState, QueryView } from '../../../components/query-view';
import { Pager, pageFromSearch } from '../../../components/pager';
import { consolePath } from '../../../lib/console-paths';
import { useOrderList, type OrderListAnswer } from '../api/list-orders';
import { OrderList } from '../components/order-list';
import { StatusTabs } from '../components/status-tabs';
import { statusFromParam } from '../order-format';

const PAGE_SIZE = 50;

/** What an empty tab says: where orders at that status come from. */
const emptyTitles: Record<OrderStatus, string> = {
  'Order Placed': 'No new orders waiting for confirmation',
  Confirmed: 'No confirmed orders waiting to be packed',
  Packing: 'Nothing on the packing bench',
  Shipped: 'No parcels with a courier',
  'Out for delivery': 'No parcels out for delivery',
  Delivered: 'No delivered orders',
  Cancelled: 'No cancelled orders',
  Returned: 'No returned parcels',
};

interface ListFilters {
  status: OrderStatus | undefined;
  q: string;
}

/** The list's address at its first page: a new tab or search starts there. */
function listPath({ status, q }: ListFilters): string {
  return consolePath('orders', { status, q });
}

function EmptyOrders({ filters, data }: { filters: ListFilters; data: OrderListAnswer }) {
  if (data.total > 0) {
    return (
      <EmptyState title="Nothing on this page">
        <Link to={listPath(filters)} className="font-semibold text-leaf-700 underline underline-offset-2">
          Go to the first page
        </Link>
      </EmptyState>
    );
  }
  if (filters.q) {
    return (
      <EmptyState title={`No orders match “${filters.q}”`}>
        <p>Search by order number, the customer’s name or phone.</p>
        <Link to={listPath({ ...filters, q: '' })} className="mt-2 inline-block font-semibold text-leaf-700 underline underline-offset-2">
          Clear the search
        </Link>
      </EmptyState>
    );
  }
  if (filters.status) return <EmptyState title={emptyTitles[filters.status]}>Orders show here when they reach {filters.status}.</EmptyState>;
  return <EmptyState title="No orders yet">When a customer places an order, it shows here first.</EmptyState>;
}

/** docs/product.md §10 Orders: every order, newest first, by status tab and search, a page at a time; all in the address. */
export function OrdersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters: ListFilters = {
    status: statusFromParam(params.get('status')),
    q: (params.get('q') ?? '').trim(),
  };
  const offset = (pageFromSearch(params) - 1) * PAGE_SIZE;
  const list = useOrderList({ status: filters.status, q: filters.q || undefined, limit: PAGE_SIZE, offset });
  const listSearch = params.toString() ? `?${params.toString()}` : '';

  return (
    <ConsolePage title="Orders" description="Every order, newest first. Open one to confirm, pack, ship or print its packing slip.">
      <div className="space-y-4">
        <ListSearch
          key={filters.q}
          label="Search orders"
          placeholder="Order number, name or phone"
          value={filters.q}
          onSearch={(q) => void navigate(listPath({ ...filters, q }))}
          className="max-w-xl"
        />
        <StatusTabs
          current={filters.status}
          counts={list.data?.counts}
          searchFor={(status) => listPath({ ...filters, status })}
          onSelect={(status) => void navigate(listPath({ ...filters, status }))}
        />
        <div aria-busy={list.isPlaceholderData} className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {list.isPlaceholderData ? (
            <p role="status" className="sr-only">
              Loading orders…
            </p>
          ) : null}
          <QueryView query={list} isEmpty={(data) => data.orders.length === 0} empty={list.data ? <EmptyOrders filters={filters} data={list.data} /> : null}>
            {(data) => (
              <>
                <OrderList orders={data.orders} now={list.dataUpdatedAt} listSearch={listSearch} />
                <Pager label="Orders" page={data} shown={data.orders.length} />
              </>
            )}
          </QueryView>
        </div>
      </div>
    </ConsolePage>
  );
}
