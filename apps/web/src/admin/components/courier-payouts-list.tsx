import type { PayoutDto } from '@shop/core/couriers/admin-dtos';
import { formatRupees } from '@shop/core/shared/money';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { courierPayoutPath } from '../lib/console-paths';
import { formatShopDateTime } from '../lib/shop-time';
import { WideTable, type TableColumn } from './wide-table';

const sourceOf = (payout: PayoutDto) => payout.fileName ?? 'Typed in';
const linesOf = (payout: PayoutDto) => (payout.totals.lines === 1 ? '1 line' : `${payout.totals.lines} lines`);
const shortfallOf = (payout: PayoutDto) => (payout.totals.shortfall > 0 ? formatRupees(payout.totals.shortfall) : '—');

/**
 * Payouts received, as cards on a phone and a table on a wider screen, each opening the payout. Shared
 * by the Payouts screen and a courier's page, which leaves out the courier it is about.
 */
export function CourierPayoutsList({ payouts, showCourier = true }: { payouts: readonly PayoutDto[]; showCourier?: boolean }) {
  const columns: TableColumn[] = [
    ...(showCourier ? [{ label: 'Courier' }] : []),
    { label: 'Applied' },
    { label: 'Report' },
    { label: 'Lines', align: 'right' },
    { label: 'Cash', align: 'right' },
    { label: 'Net', align: 'right' },
    { label: 'Shortfall', align: 'right' },
    { label: 'Open', hideLabel: true },
  ];
  return (
    <>
      <ul aria-label="Payouts" className="space-y-3 md:hidden">
        {payouts.map((payout) => (
          <li key={payout._id}>
            <Link to={courierPayoutPath(payout._id)} className="flex items-center gap-3 rounded-2xl border border-linen bg-white p-4 hover:border-leaf-600">
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block break-words font-semibold text-ink">
                  {showCourier ? `${payout.courier} · ` : ''}
                  {formatShopDateTime(payout.appliedAt)}
                </span>
                <span className="block break-all text-sm text-muted">
                  {sourceOf(payout)} · {linesOf(payout)}
                </span>
                <span className="block text-sm tabular-nums text-ink">
                  Cash {formatRupees(payout.totals.cash)} · net {formatRupees(payout.totals.net)}
                </span>
                {payout.totals.shortfall > 0 ? (
                  <span className="block text-sm font-medium tabular-nums text-red-800">{formatRupees(payout.totals.shortfall)} short</span>
                ) : null}
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
      <WideTable columns={columns}>
        {payouts.map((payout) => (
          <tr key={payout._id} className="hover:bg-leaf-50/50">
            {showCourier ? <td className="px-4 py-3 font-semibold text-ink">{payout.courier}</td> : null}
            <td className="whitespace-nowrap px-4 py-3">
              <Link to={courierPayoutPath(payout._id)} className="inline-flex min-h-11 items-center font-semibold text-ink hover:text-leaf-700 hover:underline">
                {formatShopDateTime(payout.appliedAt)}
              </Link>
            </td>
            <td className="break-all px-4 py-3 text-muted">{sourceOf(payout)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{payout.totals.lines}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatRupees(payout.totals.cash)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatRupees(payout.totals.net)}</td>
            <td className={`whitespace-nowrap px-4 py-3 text-right tabular-nums ${payout.totals.shortfall > 0 ? 'font-medium text-red-800' : 'text-muted'}`}>
              {shortfallOf(payout)}
            </td>
            <td className="px-2 py-3">
              <ChevronRight aria-hidden="true" className="size-4 text-muted" />
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
