import { dealTypeLabel, type DealPhase } from '@shop/core/deals/deal-visibility';
import { dealSavings } from '@shop/core/catalog/prices';
import { formatMoney, formatRupees, rupeesToPaisa } from '@shop/core/shared/money';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { SquareImage } from '../../../../components/ui/square-image';
import { WideTable, type TableColumn } from '../../../components/wide-table';
import { consolePath } from '../../../lib/console-paths';
import type { AdminDeal } from '../api/list-deals';
import { DealStateBadge } from './deal-state-badge';
import { dealWindowText } from './deal-window';

export interface DealRow {
  deal: AdminDeal;
  state: DealPhase;
}

function Prices({ deal }: { deal: AdminDeal }) {
  const totalPaisa = rupeesToPaisa(deal.dealTotal);
  const savings = dealSavings({ total: totalPaisa, finalPrice: rupeesToPaisa(deal.dealFinalPrice) });
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="font-semibold text-ink">{formatRupees(deal.dealFinalPrice)}</span>
      <span className="sr-only">instead of</span>
      <span className="text-xs text-muted line-through">{formatMoney(totalPaisa)}</span>
      {savings.amount > 0 ? (
        <span className="text-xs font-medium text-leaf-700">
          save {formatMoney(savings.amount)} ({savings.percent}%)
        </span>
      ) : (
        <span className="text-xs font-medium text-red-700">saves nothing</span>
      )}
    </span>
  );
}

const editPath = (deal: AdminDeal) => consolePath('deals', {}, deal._id);

const columns: readonly TableColumn[] = [
  { label: 'Deal' },
  { label: 'Price' },
  { label: 'Runs' },
  { label: 'Stock', align: 'right' },
  { label: 'State' },
  { label: 'Open', hideLabel: true },
];

/** Deals as cards on a phone and as a table on a wider screen; each opens its editor. */
export function DealsList({ rows }: { rows: readonly DealRow[] }) {
  return (
    <>
      <ul aria-label="Deals" className="space-y-3 md:hidden">
        {rows.map(({ deal, state }) => (
          <li key={deal._id}>
            <Link to={editPath(deal)} className="flex gap-3 rounded-2xl border border-linen bg-white p-3 hover:border-leaf-600">
              <SquareImage src={deal.dealImages[0]} alt="" sizes="64px" className="size-16 shrink-0 rounded-xl object-cover" />
              <span className="min-w-0 flex-1 space-y-1">
                <span className="flex items-start justify-between gap-2">
                  <span className="min-w-0 break-words font-semibold text-ink">{deal.dealName}</span>
                  <DealStateBadge state={state} />
                </span>
                <span className="block text-xs text-muted">
                  {dealTypeLabel(deal.dealType)} · {deal.quantity} in stock
                </span>
                <span className="block text-sm">
                  <Prices deal={deal} />
                </span>
                <span className="block break-words text-xs text-muted">{dealWindowText(deal.dealStartDate, deal.dealEndDate)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <WideTable columns={columns}>
        {rows.map(({ deal, state }) => (
          <tr key={deal._id} className="hover:bg-leaf-50/50">
            <td className="px-4 py-3">
              <span className="flex items-center gap-3">
                <SquareImage src={deal.dealImages[0]} alt="" sizes="48px" className="size-12 shrink-0 rounded-lg object-cover" />
                <span className="min-w-0">
                  <Link to={editPath(deal)} className="break-words font-semibold text-ink hover:text-leaf-700 hover:underline">
                    {deal.dealName}
                  </Link>
                  <span className="block text-xs text-muted">{dealTypeLabel(deal.dealType)}</span>
                </span>
              </span>
            </td>
            <td className="px-4 py-3">
              <Prices deal={deal} />
            </td>
            <td className="px-4 py-3 text-xs text-muted">{dealWindowText(deal.dealStartDate, deal.dealEndDate)}</td>
            <td className="px-4 py-3 text-right tabular-nums">{deal.quantity}</td>
            <td className="px-4 py-3">
              <DealStateBadge state={state} />
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
