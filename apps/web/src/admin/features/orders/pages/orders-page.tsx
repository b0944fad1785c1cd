import type { OrderStatus } from '@shop/core/orders/cancellation';
import { orderStepFromParam, orderStepLabels, type OrderStep } from '@shop/core/orders/order-steps';
import type { RiskLevel } from '@shop/core/trust/customer-trust';
import { Download, Plus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/buttons';
import { ConsolePage } from '../../../components/console-page';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/form-fields';
import { ListSearch } from '../../../components/list-search';
import { EmptyState, QueryView } from '../../../components/query-view';
import { Pager, pageFromSearch } from '../../../components/pager';
import { consolePath } from '../../../lib/console-paths';
import { formatShopPeriod } from '../../../lib/shop-time';
import { useOrdersOnScreen } from '../../../lib/unseen-orders';
import { useDownloadOrdersCsv } from '../api/download-orders-csv';
import { useOrderList, type OrderListAnswer } from '../api/list-orders';
import { FilterChips, type FilterChip } from '../components/filter-chips';
import { OrderList } from '../components/order-list';
import { StatusTabs } from '../components/status-tabs';
import { riskFilterChoices, riskFromParam } from '../../../lib/customer-risk';
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

/** What the risk filter's empty list is missing. */
const riskNouns: Record<RiskLevel, string> = {
  blocked: 'blocked customers',
  risky: 'risky customers',
  new: 'new customers',
  trusted: 'trusted customers',
};

interface ListFilters {
  status: OrderStatus | undefined;
  q: string;
  risk: RiskLevel | undefined;
  /** Which step happened from `from` to `to` (days the shop's, both included); placed when left out. */
  on: OrderStep | undefined;
  from: string | undefined;
  to: string | undefined;
}

/** A date the list address carries: a bare day or an ISO instant, anything else left out. */
function dateFromParam(value: string | null): string | undefined {
  const text = value?.trim() ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text) || /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(text)) return Number.isNaN(Date.parse(text)) ? undefined : text;
  return undefined;
}

/** The list's address at its first page: a new tab, search or filter starts there. */
function listPath({ status, q, risk, on, from, to }: ListFilters): string {
  const dated = Boolean(from || to);
  return consolePath('orders', { status, on: dated && on !== 'placed' ? on : undefined, from, to, q, risk });
}

const withoutDates = { on: undefined, from: undefined, to: undefined };

/** What the date filter keeps: 'Delivered 28 Nov 2026', 'Placed 1 Nov – 28 Nov 2026'. */
function datesLabel(filters: ListFilters): string {
  return `${orderStepLabels[filters.on ?? 'placed']} ${formatShopPeriod(filters.from, filters.to)}`;
}

/** Every filter on, as a chip that takes it off (docs/product.md §10). */
function filterChips(filters: ListFilters, go: (filters: ListFilters) => void): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.status) chips.push({ label: `Status: ${filters.status}`, onRemove: () => go({ ...filters, status: undefined }) });
  if (filters.from || filters.to) chips.push({ label: datesLabel(filters), onRemove: () => go({ ...filters, ...withoutDates }) });
  if (filters.risk) chips.push({ label: `Orders from ${riskNouns[filters.risk]}`, onRemove: () => go({ ...filters, risk: undefined }) });
  if (filters.q) chips.push({ label: `Search: “${filters.q}”`, onRemove: () => go({ ...filters, q: '' }) });
  return chips;
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
  if (filters.risk) {
    return (
      <EmptyState title={`No orders from ${riskNouns[filters.risk]}${filters.status ? ` at ${filters.status}` : ''}`}>
        <Link to={listPath({ ...filters, risk: undefined })} className="font-semibold text-leaf-700 underline underline-offset-2">
          Show every customer’s orders
        </Link>
      </EmptyState>
    );
  }
  if (filters.from || filters.to) {
    return (
      <EmptyState title={`No orders: ${datesLabel(filters)}${filters.status ? `, now at ${filters.status}` : ''}`}>
        <Link to={listPath({ ...filters, ...withoutDates })} className="font-semibold text-leaf-700 underline underline-offset-2">
          Show orders of every day
        </Link>
      </EmptyState>
    );
  }
  if (filters.status) return <EmptyState title={emptyTitles[filters.status]}>Orders show here when they reach {filters.status}.</EmptyState>;
  return <EmptyState title="No orders yet">When a customer places an order, it shows here first.</EmptyState>;
}

/** docs/product.md §10 Orders: every order, newest first, by status tab, search and customer risk, a page at a time; all in the address. */
export function OrdersPage() {
  useOrdersOnScreen();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = dateFromParam(params.get('from'));
  const to = dateFromParam(params.get('to'));
  const filters: ListFilters = {
    status: statusFromParam(params.get('status')),
    q: (params.get('q') ?? '').trim(),
    risk: riskFromParam(params.get('risk')),
    on: from || to ? orderStepFromParam(params.get('on')) : undefined,
    from,
    to,
  };
  const offset = (pageFromSearch(params) - 1) * PAGE_SIZE;
  const list = useOrderList({
    status: filters.status,
    q: filters.q || undefined,
    risk: filters.risk,
    on: filters.on,
    from: filters.from,
    to: filters.to,
    limit: PAGE_SIZE,
    offset,
  });
  const listSearch = params.toString() ? `?${params.toString()}` : '';
  const download = useDownloadOrdersCsv();
  // The CSV holds the orders placed in the list's days (the last 30 days when it has none).
  const csvDays = filters.on === undefined || filters.on === 'placed' ? { from: filters.from, to: filters.to } : {};

  return (
    <ConsolePage
      title="Orders"
      description="Every order, newest first. Open one to confirm, pack, ship or print its packing slip."
      actions={
        <>
          <Link to={consolePath('orders', {}, 'new')} className={buttonClass.primary}>
            <Plus aria-hidden="true" className="size-4" />
            New order
          </Link>
          <button type="button" className={buttonClass.secondary} disabled={download.isPending} onClick={() => download.mutate(csvDays)}>
            <Download aria-hidden="true" className="size-4" />
            {download.isPending ? 'Preparing CSV…' : 'Download CSV'}
          </button>
        </>
      }
    >
      <div className="space-y-4">
        <FormAlert message={download.isError ? download.error.message : null} />
        <p className="sr-only" aria-live="polite">
          {download.isSuccess ? 'The CSV of the orders is downloaded.' : ''}
        </p>
        <div className="flex flex-col gap-3 md:flex-row md:items-end">
          <ListSearch
            key={filters.q}
            label="Search orders"
            placeholder="Order number, name or phone"
            value={filters.q}
            onSearch={(q) => void navigate(listPath({ ...filters, q }))}
            className="max-w-xl md:flex-1"
          />
          <SelectField
            label="Customer risk"
            value={filters.risk ?? ''}
            onChange={(event) => void navigate(listPath({ ...filters, risk: riskFromParam(event.target.value) }))}
            className="md:w-52"
          >
            <option value="">All</option>
            {riskFilterChoices.map((choice) => (
              <option key={choice.level} value={choice.level}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        </div>
        <FilterChips label="Filters on the orders" chips={filterChips(filters, (next) => void navigate(listPath(next)))} />
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
