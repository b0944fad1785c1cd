import { formatRupees } from '@shop/core/shared/money';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { WideTable, type TableColumn } from '../../../components/wide-table';
import { consolePath } from '../../../lib/console-paths';
import type { AdminDiscountCode } from '../api/list-discount-codes';
import { discountCodeOffer, discountCodeUses, type DiscountCodeState } from '../discount-code-rules';
import { DiscountCodeStateBadge } from './discount-code-state-badge';

export interface DiscountCodeRow {
  discountCode: AdminDiscountCode;
  state: DiscountCodeState;
}

const editPath = (code: AdminDiscountCode) => consolePath('discountCodes', {}, code._id);

/** Codes are read aloud and typed from posters: large, and each character distinct. */
const codeClass = 'break-words font-mono text-lg font-bold tracking-wider';

function Results({ code }: { code: AdminDiscountCode }) {
  return (
    <>
      {formatRupees(code.sales)} in sales · {formatRupees(code.discountGiven)} off
    </>
  );
}

const columns: readonly TableColumn[] = [
  { label: 'Code' },
  { label: 'Gives' },
  { label: 'State' },
  { label: 'Uses', align: 'right' },
  { label: 'Sales', align: 'right' },
  { label: 'Discount given', align: 'right' },
  { label: 'Open', hideLabel: true },
];

/** Codes as cards on a phone and as a table on a wider screen; each opens its editor. */
export function DiscountCodesList({ rows }: { rows: readonly DiscountCodeRow[] }) {
  return (
    <>
      <ul aria-label="Discount codes" className="space-y-3 md:hidden">
        {rows.map((row) => {
          const code = row.discountCode;
          return (
            <li key={code._id}>
              <Link to={editPath(code)} className="flex items-center gap-3 rounded-2xl border border-linen bg-white p-4 hover:border-leaf-600">
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="flex flex-wrap items-start justify-between gap-2">
                    <span className={`min-w-0 text-ink ${codeClass}`}>{code.code}</span>
                    <DiscountCodeStateBadge code={code} state={row.state} />
                  </span>
                  <span className="block text-sm font-medium text-ink">{discountCodeOffer(code)}</span>
                  <span className="block text-xs text-muted">{discountCodeUses(code)}</span>
                  <span className="block text-xs text-muted tabular-nums">
                    <Results code={code} />
                  </span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
              </Link>
            </li>
          );
        })}
      </ul>
      <WideTable columns={columns}>
        {rows.map((row) => {
          const code = row.discountCode;
          return (
            <tr key={code._id} className="hover:bg-leaf-50/50">
              <td className="px-4 py-3">
                <Link to={editPath(code)} className={`inline-flex min-h-11 items-center text-ink hover:text-leaf-700 hover:underline ${codeClass}`}>
                  {code.code}
                </Link>
              </td>
              <td className="whitespace-nowrap px-4 py-3">{discountCodeOffer(code)}</td>
              <td className="px-4 py-3">
                <DiscountCodeStateBadge code={code} state={row.state} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{discountCodeUses(code)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatRupees(code.sales)}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatRupees(code.discountGiven)}</td>
              <td className="px-2 py-3">
                <ChevronRight aria-hidden="true" className="size-4 text-muted" />
              </td>
            </tr>
          );
        })}
      </WideTable>
    </>
  );
}
