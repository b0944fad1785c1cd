import type { CartTotals } from '@shop/core/cart';
import { formatMoney } from '@shop/core/money';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

interface OrderSummaryProps {
  totals: CartTotals;
  /** False while the delivery settings are unknown: the delivery figure and the total wait. */
  deliveryKnown: boolean;
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-3 ${strong ? 'text-lg font-semibold text-ink' : 'text-sm text-ink/90'}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

/** SPEC §2 Place Order: the cart totals of SPEC §9, the same figures the cart page shows. */
export function OrderSummary({ totals, deliveryKnown }: OrderSummaryProps) {
  const calculating = <span className="text-muted">Calculating...</span>;
  return (
    <section aria-label="Order summary">
      <PageTitle as="h2" lead="CART" accent="TOTALS" />
      <dl className="mt-4 divide-y divide-linen">
        <Row label={`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`}>{formatMoney(totals.subtotal)}</Row>
        {totals.savings > 0 ? (
          <div className="py-3 text-sm font-semibold text-leaf-700">
            <dt className="sr-only">Savings</dt>
            <dd>You save {formatMoney(totals.savings)}</dd>
          </div>
        ) : null}
        <Row label="Delivery Fee">
          {!deliveryKnown ? (
            calculating
          ) : totals.deliveryCharge === 0 ? (
            <span className="font-semibold text-leaf-700">FREE</span>
          ) : (
            formatMoney(totals.deliveryCharge)
          )}
        </Row>
        <Row label="Total" strong>
          {deliveryKnown ? formatMoney(totals.total) : calculating}
        </Row>
      </dl>
    </section>
  );
}
