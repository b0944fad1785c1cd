import { formatRupees } from '@shop/core/shared/money';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { WideTable, type TableColumn } from '../../../components/wide-table';
import { courierPath } from '../../../lib/console-paths';
import { formatShopDate } from '../../../lib/shop-time';
import type { CourierBalances, CourierTotals } from '../api/get-courier-balances';
import { oldestUnpaidText, overdueText, parcelsText } from '../courier-format';
import { BalanceFigures } from './balance-figures';
import { OutstandingFigure } from './outstanding-figure';

const columns: readonly TableColumn[] = [
  { label: 'Courier' },
  { label: 'Outstanding', align: 'right' },
  { label: 'Delivered', align: 'right' },
  { label: 'Paid', align: 'right' },
  { label: 'Short / over', align: 'right' },
  { label: 'Charges, tax, returns', align: 'right' },
  { label: 'Net', align: 'right' },
  { label: 'Payouts' },
];

function BalanceCells({ balance, overdueDays, now }: { balance: CourierTotals; overdueDays: number; now: Date }) {
  const overdue = overdueText(balance.overdueParcels, overdueDays);
  return (
    <>
      <td className="px-4 py-3 text-right">
        <span className="block whitespace-nowrap text-base font-semibold tabular-nums text-ink">{formatRupees(balance.outstanding)}</span>
        <span className="block whitespace-nowrap text-xs text-muted">{parcelsText(balance.unpaidParcels)} unpaid</span>
        {overdue ? <span className="block whitespace-nowrap text-xs font-semibold text-red-800">{overdue}</span> : null}
        <span className="block whitespace-nowrap text-xs text-muted">Oldest: {oldestUnpaidText(balance.oldestUnpaid, now)}</span>
      </td>
      <td className="px-4 py-3 text-right tabular-nums">
        <span className="block whitespace-nowrap">{formatRupees(balance.delivered)}</span>
        <span className="block whitespace-nowrap text-xs text-muted">{parcelsText(balance.deliveredParcels)}</span>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatRupees(balance.paid)}</td>
      <td className="px-4 py-3 text-right tabular-nums">
        <span className={`block whitespace-nowrap ${balance.shortfalls > 0 ? 'font-medium text-red-800' : 'text-muted'}`}>
          {formatRupees(balance.shortfalls)} short
        </span>
        {balance.excess > 0 ? <span className="block whitespace-nowrap text-leaf-800">{formatRupees(balance.excess)} over</span> : null}
      </td>
      <td className="px-4 py-3 text-right tabular-nums">
        <span className="block whitespace-nowrap">{formatRupees(balance.charges)}</span>
        <span className="block whitespace-nowrap text-xs text-muted">tax {formatRupees(balance.tax)}</span>
        <span className="block whitespace-nowrap text-xs text-muted">returns {formatRupees(balance.returnCharges)}</span>
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums">{formatRupees(balance.net)}</td>
      <td className="px-4 py-3">
        <span className="block tabular-nums">{balance.payouts}</span>
        {balance.lastPayoutAt ? <span className="block whitespace-nowrap text-xs text-muted">last {formatShopDate(balance.lastPayoutAt)}</span> : null}
      </td>
    </>
  );
}

/** A courier with anything to show in the period: a parcel delivered, a payout, or a charge. */
export const hasActivity = (balance: CourierTotals) =>
  balance.deliveredParcels > 0 || balance.payouts > 0 || balance.charges > 0 || balance.tax > 0 || balance.returnCharges > 0;

/**
 * Every courier's balance for the period, and the total: cards on a phone, each with all its figures,
 * and a table on a wider screen, the courier owing most first. Couriers of the delivery settings with
 * nothing in the period are one line of links, not a screen of zeros. Each courier opens its own page.
 */
export function CourierBalancesList({ balances, now }: { balances: CourierBalances; now: Date }) {
  const { totals, overdueDays } = balances;
  const couriers = balances.couriers.filter(hasActivity).sort((a, b) => b.outstanding - a.outstanding || a.courier.localeCompare(b.courier));
  const idle = balances.couriers.filter((balance) => !hasActivity(balance));
  return (
    <>
      <ul aria-label="Couriers" className="space-y-3 md:hidden">
        {couriers.map((balance) => (
          <li key={balance.courier} className="space-y-4 rounded-2xl border border-linen bg-white p-4">
            <Link
              to={courierPath(balance.courier)}
              className="flex min-h-11 items-center justify-between gap-3 font-semibold text-ink hover:text-leaf-700 hover:underline"
            >
              <span className="min-w-0 break-words text-lg">{balance.courier}</span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
            </Link>
            <OutstandingFigure balance={balance} overdueDays={overdueDays} now={now} />
            <BalanceFigures balance={balance} />
          </li>
        ))}
        <li className="space-y-4 rounded-2xl border border-leaf-200 bg-leaf-50/60 p-4">
          <p className="text-lg font-semibold text-ink">Total</p>
          <OutstandingFigure balance={totals} overdueDays={overdueDays} now={now} />
          <BalanceFigures balance={totals} />
        </li>
      </ul>
      <WideTable columns={columns}>
        {couriers.map((balance) => (
          <tr key={balance.courier} className="align-top hover:bg-leaf-50/50">
            <td className="px-4 py-3">
              <Link to={courierPath(balance.courier)} className="inline-flex min-h-11 items-center font-semibold text-ink hover:text-leaf-700 hover:underline">
                <span className="break-words">{balance.courier}</span>
              </Link>
            </td>
            <BalanceCells balance={balance} overdueDays={overdueDays} now={now} />
          </tr>
        ))}
        <tr className="bg-leaf-50/60 align-top font-semibold">
          <th scope="row" className="px-4 py-3 text-left text-ink">
            Total
          </th>
          <BalanceCells balance={totals} overdueDays={overdueDays} now={now} />
        </tr>
      </WideTable>
      {idle.length > 0 ? (
        <p className="text-sm text-muted">
          Nothing in this period from{' '}
          {idle.map((balance, index) => (
            <span key={balance.courier}>
              {index > 0 ? ', ' : null}
              <Link to={courierPath(balance.courier)} className="font-medium text-ink underline hover:text-leaf-700">
                {balance.courier}
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}
    </>
  );
}
