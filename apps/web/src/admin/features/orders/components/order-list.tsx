import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { WideTable, type TableColumn } from '../../../components/wide-table';
import { consolePath } from '../../../lib/console-paths';
import type { AdminOrder } from '../api/list-orders';
import { formatAgo, placedAt, contentsSummary } from '../order-format';
import { OrderStatusBadge } from '../../../../components/ui/order-status-badge';
import { formatShopDateTime } from '../../../lib/shop-time';
import { formatRupees } from '@shop/core/shared/money';
import { CustomerRiskMark } from '../../../components/customer-risk-mark';
import { FollowUpBadges } from './follow-up-badges';
import { ChannelTag } from './channel-tag';

interface OrderListProps {
  orders: readonly AdminOrder[];
  /** The moment "5 minutes ago" is counted from: when the list was loaded. */
  now: number;
  /** The list's own query string, so the detail's back link returns to this tab, search and page. */
  listSearch: string;
}

/** What the detail's back link reads from the navigation state. */
export interface OrderLinkState {
  listSearch: string;
}

function customerName(order: AdminOrder): string {
  const name = `${order.address.firstName} ${order.address.lastName}`.trim();
  return name || order.customer.name || order.customer.email;
}

function When({ order, now }: { order: AdminOrder; now: number }) {
  const at = placedAt(order);
  return (
    <time dateTime={at.toISOString()} className="block">
      <span className="block text-ink">{formatAgo(at, now)}</span>
      <span className="block text-xs text-muted">{formatShopDateTime(at)}</span>
    </time>
  );
}

/** The discount code the order used, small enough to sit beside its total on a phone. */
function CodeTag({ code }: { code: string | null }) {
  if (code === null) return null;
  return (
    <span className="inline-flex rounded-full border border-leaf-200 bg-leaf-50 px-2 py-0.5 font-mono text-xs font-semibold text-leaf-800">
      <span className="sr-only">Discount code </span>
      {code}
    </span>
  );
}

function Payment({ order }: { order: AdminOrder }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${order.payment ? 'bg-leaf-50 text-leaf-800' : 'bg-sand text-ink'}`}>
      {order.payment ? 'Paid' : order.paymentMethod}
    </span>
  );
}

const columns: readonly TableColumn[] = [
  { label: 'Order' },
  { label: 'Placed' },
  { label: 'Customer' },
  { label: 'Total', align: 'right' },
  { label: 'Status' },
];

/** Orders as a table on a wide screen and as cards on a phone; each opens its detail. */
export function OrderList({ orders, now, listSearch }: OrderListProps) {
  const state: OrderLinkState = { listSearch };
  return (
    <>
      <WideTable columns={columns}>
        {orders.map((order) => (
          <tr key={order._id} className="align-top hover:bg-cream">
            <td className="px-4 py-3">
              <Link
                to={consolePath('orders', {}, order._id)}
                state={state}
                className="inline-flex min-h-11 items-center font-semibold text-leaf-700 underline-offset-2 hover:underline"
              >
                #{order.orderNumber}
              </Link>
            </td>
            <td className="px-4 py-3">
              <When order={order} now={now} />
            </td>
            <td className="max-w-56 px-4 py-3">
              <span className="block break-words font-medium text-ink">{customerName(order)}</span>
              <span className="block text-xs text-muted tabular-nums">{order.address.phone}</span>
              <span className="mt-1 block">
                <CustomerRiskMark risk={order.risk} />
              </span>
            </td>
            <td className="px-4 py-3 text-right">
              <span className="block font-medium tabular-nums text-ink">{formatRupees(order.amount)}</span>
              <span className="mt-1 flex flex-wrap items-center justify-end gap-1.5 text-xs text-muted">
                {contentsSummary(order.lines)}
                <CodeTag code={order.discountCode} />
                <ChannelTag channel={order.channel} />
                <Payment order={order} />
              </span>
            </td>
            <td className="px-4 py-3">
              <OrderStatusBadge status={order.status} />
              <FollowUpBadges order={order} className="mt-1.5" />
            </td>
          </tr>
        ))}
      </WideTable>

      <ul aria-label="Orders" className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li key={order._id}>
            <Link
              to={consolePath('orders', {}, order._id)}
              state={state}
              className="flex items-center gap-3 rounded-2xl border border-linen bg-white p-4 transition-colors hover:border-leaf-600"
            >
              <div className="min-w-0 flex-1 space-y-1.5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-leaf-700">#{order.orderNumber}</span>
                  <OrderStatusBadge status={order.status} />
                </div>
                <p className="break-words font-medium text-ink">{customerName(order)}</p>
                <p className="text-sm text-muted tabular-nums">{order.address.phone}</p>
                <CustomerRiskMark risk={order.risk} />
                <FollowUpBadges order={order} />
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
                  <span>{contentsSummary(order.lines)}</span>
                  <span aria-hidden="true">·</span>
                  <span className="font-semibold tabular-nums">{formatRupees(order.amount)}</span>
                  <CodeTag code={order.discountCode} />
                  <ChannelTag channel={order.channel} />
                  <Payment order={order} />
                </p>
                <div className="text-sm">
                  <When order={order} now={now} />
                </div>
              </div>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
