import type { PayoutTotalsDto } from '@shop/core/couriers/admin-dtos';
import { formatRupees } from '@shop/core/shared/money';
import type { ReactNode } from 'react';

function Total({ label, children, tone }: { label: string; children: ReactNode; tone?: 'short' | 'over' | 'net' }) {
  const look = tone === 'short' ? 'text-red-800' : tone === 'over' ? 'text-leaf-800' : 'text-ink';
  return (
    <div className={`min-w-0 rounded-xl px-3 py-2 ${tone === 'net' ? 'bg-leaf-50' : 'bg-sand/50'}`}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`break-words text-lg font-semibold tabular-nums ${look}`}>{children}</dd>
    </div>
  );
}

/** What a payout comes to: the cash of the parcels it pays, the courier's costs, the net for the bank, short and over. */
export function PayoutTotals({ totals }: { totals: PayoutTotalsDto }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
      <Total label="Cash">{formatRupees(totals.cash)}</Total>
      <Total label="Charges">{formatRupees(totals.charges)}</Total>
      <Total label="Tax withheld">{formatRupees(totals.tax)}</Total>
      <Total label="Net" tone="net">
        {formatRupees(totals.net)}
      </Total>
      <Total label="Shortfall" tone={totals.shortfall > 0 ? 'short' : undefined}>
        {formatRupees(totals.shortfall)}
      </Total>
      <Total label="Paid over" tone={totals.excess > 0 ? 'over' : undefined}>
        {formatRupees(totals.excess)}
      </Total>
    </dl>
  );
}
