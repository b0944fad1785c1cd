import { formatRupees } from '@shop/core/shared/money';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../../components/ui/order-status-badge';
import { EmptyState } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { formatShopDateTime } from '../../../lib/shop-time';
import type { DiscountCodeWithOrders } from '../api/get-discount-code';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-sand/60 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-[0.08em] text-muted">{label}</dt>
      <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/** 'Used 12 times of 100', 'Used once', 'Not used yet'. */
function usedText(uses: number, maxUses: number | null): string {
  const times = uses === 0 ? 'Not used yet' : uses === 1 ? 'Used once' : `Used ${uses} times`;
  return maxUses === null ? times : `${times} of ${maxUses}`;
}

/**
 * Below an existing code's form: how often it was used, the sales it brought and what it gave away
 * (cancelled and returned orders not counted, as its limit counts them), then the orders that used it.
 */
export function DiscountCodeResults({ data }: { data: DiscountCodeWithOrders }) {
  const { discountCode: code, orders } = data;
  return (
    <section aria-labelledby="code-results" className="mx-auto mt-8 max-w-3xl space-y-4">
      <h2 id="code-results" className="font-sans text-lg font-semibold text-ink">
        What it brought
      </h2>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Uses">{usedText(code.uses, code.maxUses)}</Figure>
        <Figure label="Sales">{formatRupees(code.sales)}</Figure>
        <Figure label="Discount given">{formatRupees(code.discountGiven)}</Figure>
      </dl>
      {orders.length === 0 ? (
        <EmptyState title="No orders have used it yet">
          <p>Orders placed with this code show here, newest first.</p>
        </EmptyState>
      ) : (
        <ul aria-label="Orders that used it" className="divide-y divide-linen rounded-2xl border border-linen bg-white">
          {orders.map((order) => (
            <li key={order._id}>
              <Link to={consolePath('orders', {}, order._id)} className="flex items-center gap-3 p-4 hover:bg-leaf-50/50">
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-leaf-700">#{order.orderNumber}</span>
                    <OrderStatusBadge status={order.status} />
                  </span>
                  <span className="block break-words text-sm text-ink">{order.customerName}</span>
                  <span className="flex flex-wrap justify-between gap-x-3 text-xs text-muted tabular-nums">
                    <span>{formatShopDateTime(order.placedAt)}</span>
                    <span>
                      <span className="font-semibold text-ink">{formatRupees(order.amount)}</span> · {formatRupees(order.discount)} off
                    </span>
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
