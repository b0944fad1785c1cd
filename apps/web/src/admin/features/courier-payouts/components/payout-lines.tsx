import type { PayoutLineDto } from '@shop/core/couriers/admin-dtos';
import { payoutMatches, payoutMatchLabels, type PayoutMatch } from '@shop/core/couriers/courier-payouts';
import { formatRupees, rupees } from '@shop/core/shared/money';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { consolePath, courierPayoutPath } from '../../../lib/console-paths';

const matchNotes: Record<PayoutMatch, string> = {
  matched: 'The cash is the order’s total.',
  'amount-differs': 'The courier paid a different amount from the order’s total.',
  'not-delivered': 'The courier paid for these, but the shop still has them on their way.',
  returned: 'The courier brought these back: no cash, and its charges are the return charge.',
  unknown: 'No order sent with this courier has this tracking number: nothing is recorded for these lines.',
  'already-paid': 'An earlier payout paid these parcels: they are not paid twice.',
};

const groupLooks: Record<PayoutMatch, string> = {
  matched: 'border-linen',
  'amount-differs': 'border-red-200',
  'not-delivered': 'border-amber-200',
  returned: 'border-amber-200',
  unknown: 'border-red-200',
  'already-paid': 'border-linen',
};

/** '-200' is 'Rs. 200.00 short', '50' is 'Rs. 50.00 over'; null for an exact amount. */
export function differenceText(difference: number | null): string | null {
  if (difference === null || difference === 0) return null;
  return `${formatRupees(rupees(Math.abs(difference)))} ${difference < 0 ? 'short' : 'over'}`;
}

function LineCard({ line, offer }: { line: PayoutLineDto; offer: ReactNode }) {
  const difference = differenceText(line.difference);
  return (
    <li className="min-w-0 space-y-2 rounded-2xl border border-linen bg-white p-4 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="break-all font-semibold text-ink">{line.trackingNumber}</span>
        <span className="text-xs text-muted">Line {line.line}</span>
      </p>
      {line.orderId ? (
        <p className="break-words">
          <Link to={consolePath('orders', {}, line.orderId)} className="font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800">
            Order #{line.orderNumber}
          </Link>
          {line.customerName ? ` · ${line.customerName}` : ''}
          {line.orderStatus ? <span className="text-muted"> · {line.orderStatus}</span> : null}
        </p>
      ) : null}
      <p className="tabular-nums text-ink">
        Cash {formatRupees(line.codAmount)}
        {line.orderAmount !== null ? <span className="text-muted"> of {formatRupees(line.orderAmount)}</span> : null}
      </p>
      <p className="tabular-nums text-muted">
        Charges {formatRupees(line.charges)} · tax {formatRupees(line.tax)}
      </p>
      {difference ? <p className={`font-semibold tabular-nums ${(line.difference ?? 0) < 0 ? 'text-red-800' : 'text-leaf-800'}`}>{difference}</p> : null}
      {line.match === 'already-paid' && line.paidInPayoutId ? (
        <p>
          <Link to={courierPayoutPath(line.paidInPayoutId)} className="font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800">
            Paid in an earlier payout
          </Link>
        </p>
      ) : null}
      {offer}
    </li>
  );
}

function LineGroup({ match, lines, offerFor }: { match: PayoutMatch; lines: readonly PayoutLineDto[]; offerFor?: (line: PayoutLineDto) => ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-2xl border bg-sand/30 p-3 sm:p-4 ${groupLooks[match]}`}>
      <h3 id={headingId} className="font-sans text-base font-semibold text-ink">
        {payoutMatchLabels[match]} ({lines.length})
      </h3>
      <p className="mb-3 text-sm text-muted">{matchNotes[match]}</p>
      <ul aria-label={payoutMatchLabels[match]} className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
        {lines.map((line) => (
          <LineCard key={`${line.line}-${line.trackingNumber}`} line={line} offer={offerFor?.(line)} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A payout's lines grouped by how they matched the shop's orders, in the preview's order; each line with
 * an order opens it. `offerFor` adds the preview's choices (mark delivered, mark returned) under a line.
 */
export function PayoutLines({ lines, offerFor }: { lines: readonly PayoutLineDto[]; offerFor?: (line: PayoutLineDto) => ReactNode }) {
  return (
    <div className="space-y-4">
      {payoutMatches.map((match) => {
        const matching = lines.filter((line) => line.match === match);
        return matching.length > 0 ? <LineGroup key={match} match={match} lines={matching} offerFor={offerFor} /> : null;
      })}
    </div>
  );
}
