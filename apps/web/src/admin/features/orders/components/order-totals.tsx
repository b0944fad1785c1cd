import type { ReactNode } from 'react';
import type { AdminOrderDetail } from '../api/get-order';
import { cashToCollect, deliveryText, discountLabel } from '../order-format';
import { formatRupees } from '@shop/core/shared/money';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-semibold text-ink' : 'text-sm text-ink/90'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/** Subtotal, the discount code's discount, delivery and total, and the cash the courier collects at the door (or has collected). */
export function OrderTotals({ order }: { order: AdminOrderDetail }) {
  const discount = discountLabel(order);
  return (
    <dl className="space-y-1.5 rounded-xl bg-sand/60 p-4">
      <Row label="Subtotal">{formatRupees(order.subtotal)}</Row>
      {discount ? <Row label={discount}>−{formatRupees(order.discount)}</Row> : null}
      <Row label="Delivery">{deliveryText(order)}</Row>
      <Row label="Total" strong>
        {formatRupees(order.amount)}
      </Row>
      {cashToCollect(order) ? (
        <div className="mt-2 flex justify-between gap-4 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <dt className="text-sm font-semibold">Cash to collect (COD)</dt>
          <dd className="text-base font-bold tabular-nums">{formatRupees(order.amount)}</dd>
        </div>
      ) : order.payment ? (
        <div className="mt-2 flex justify-between gap-4 rounded-lg bg-leaf-50 px-3 py-2 text-leaf-800">
          <dt className="text-sm font-semibold">Cash collected</dt>
          <dd className="text-base font-bold tabular-nums">{formatRupees(order.amount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
