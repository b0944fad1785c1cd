import { formatRupees } from '@shop/core/shared/money';
import { AlertTriangle } from 'lucide-react';
import type { CourierTotals } from '../api/get-courier-balances';
import { oldestUnpaidText, overdueText, parcelsText } from '../courier-format';

/** What the courier still holds: the cash, large, then the parcels it is for, those overdue and the oldest. */
export function OutstandingFigure({ balance, overdueDays, now }: { balance: CourierTotals; overdueDays: number; now: Date }) {
  const overdue = overdueText(balance.overdueParcels, overdueDays);
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">Outstanding</p>
      <p className="text-2xl font-semibold tabular-nums text-ink">{formatRupees(balance.outstanding)}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
        <span>{parcelsText(balance.unpaidParcels)} unpaid</span>
        {overdue ? (
          <span className="inline-flex items-center gap-1 font-semibold text-red-800">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {overdue}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-muted">Oldest unpaid: {oldestUnpaidText(balance.oldestUnpaid, now)}</p>
    </div>
  );
}
