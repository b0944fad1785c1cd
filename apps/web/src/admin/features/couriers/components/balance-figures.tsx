import { formatRupees } from '@shop/core/shared/money';
import type { ReactNode } from 'react';
import { formatShopDate } from '../../../lib/shop-time';
import type { CourierTotals } from '../api/get-courier-balances';
import { parcelsText } from '../courier-format';

function Figure({ label, children, tone }: { label: string; children: ReactNode; tone?: 'short' | 'over' }) {
  const color = tone === 'short' ? 'text-red-800' : tone === 'over' ? 'text-leaf-800' : 'text-ink';
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`break-words font-medium tabular-nums ${color}`}>{children}</dd>
    </div>
  );
}

/**
 * The period's money with one courier (or all of them): what its parcels came to, what the courier paid
 * for them, short or over, its costs, and what the shop kept after them.
 */
export function BalanceFigures({ balance }: { balance: CourierTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-4">
      <Figure label="Delivered">
        {formatRupees(balance.delivered)} ({parcelsText(balance.deliveredParcels)})
      </Figure>
      <Figure label="Paid">{formatRupees(balance.paid)}</Figure>
      <Figure label="Shortfalls" tone={balance.shortfalls > 0 ? 'short' : undefined}>
        {formatRupees(balance.shortfalls)}
      </Figure>
      {balance.excess > 0 ? (
        <Figure label="Paid over" tone="over">
          {formatRupees(balance.excess)}
        </Figure>
      ) : null}
      <Figure label="Charges">{formatRupees(balance.charges)}</Figure>
      <Figure label="Tax withheld">{formatRupees(balance.tax)}</Figure>
      <Figure label="Return charges">{formatRupees(balance.returnCharges)}</Figure>
      <Figure label="Net">{formatRupees(balance.net)}</Figure>
      <Figure label="Payouts">
        {balance.payouts}
        {balance.lastPayoutAt ? ` · last ${formatShopDate(balance.lastPayoutAt)}` : ''}
      </Figure>
    </dl>
  );
}
