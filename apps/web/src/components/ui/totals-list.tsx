import { formatMoney, type Paisa } from '@shop/core/shared/money';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface TotalsListProps {
  subtotalLabel: string;
  subtotal: Paisa;
  /** Saved on discounted lines; shown only when above 0. */
  savings: Paisa;
  /** A discount code's line, 'Discount (EID20)', with what it takes off or what to say while that is unknown. */
  discount?: { label: string; amount: Paisa | Exclude<ReactNode, number> } | null;
  /** 0 reads FREE; or what to say while the charge is unknown. */
  delivery: Paisa | Exclude<ReactNode, number>;
  /** Or what to say while the total is unknown. */
  total: Paisa | Exclude<ReactNode, number>;
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 py-3 ${strong ? 'text-lg font-semibold text-ink' : 'text-sm text-ink/90'}`}>
      <dt className="min-w-0 wrap-anywhere">{label}</dt>
      <dd data-floating-clear className="text-right tabular-nums">
        {children}
      </dd>
    </div>
  );
}

/** docs/product.md §9 cart totals, as the cart page and the place-order page both show them. */
export function TotalsList({ subtotalLabel, subtotal, savings, discount = null, delivery, total }: TotalsListProps) {
  return (
    <>
      <PageTitle as="h2" lead="CART" accent="TOTALS" />
      <dl className="mt-4 divide-y divide-linen">
        <Row label={subtotalLabel}>{formatMoney(subtotal)}</Row>
        {savings > 0 ? (
          <div className="py-3 text-sm font-semibold text-leaf-700">
            <dt className="sr-only">Savings</dt>
            <dd data-floating-clear>You save {formatMoney(savings)}</dd>
          </div>
        ) : null}
        {discount ? (
          <Row label={discount.label}>
            {typeof discount.amount === 'number' ? <span className="font-semibold text-leaf-700">−{formatMoney(discount.amount)}</span> : discount.amount}
          </Row>
        ) : null}
        <Row label="Delivery Fee">
          {delivery === 0 ? <span className="font-semibold text-leaf-700">FREE</span> : typeof delivery === 'number' ? formatMoney(delivery) : delivery}
        </Row>
        <Row label="Total" strong>
          {typeof total === 'number' ? formatMoney(total) : total}
        </Row>
      </dl>
    </>
  );
}
