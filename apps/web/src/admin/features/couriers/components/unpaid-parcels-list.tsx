import { formatRupees } from '@shop/core/shared/money';
import { AlertTriangle, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { WideTable, type TableColumn } from '../../../components/wide-table';
import { consolePath } from '../../../lib/console-paths';
import { formatShopDate } from '../../../lib/shop-time';
import type { UnpaidParcel } from '../api/list-unpaid-parcels';
import { daysText } from '../courier-format';

const columns: readonly TableColumn[] = [
  { label: 'Order' },
  { label: 'Customer' },
  { label: 'Tracking number' },
  { label: 'Amount', align: 'right' },
  { label: 'Delivered' },
  { label: 'Waiting', align: 'right' },
  { label: 'Open', hideLabel: true },
];

function OverdueMark() {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-inset ring-red-200">
      <AlertTriangle aria-hidden="true" className="size-3.5" />
      Overdue
    </span>
  );
}

/** Delivered parcels the courier has not paid for yet, oldest first; each opens its order. */
export function UnpaidParcelsList({ parcels }: { parcels: readonly UnpaidParcel[] }) {
  return (
    <>
      <ul aria-label="Unpaid parcels" className="space-y-3 md:hidden">
        {parcels.map((parcel) => (
          <li key={parcel.orderId}>
            <Link
              to={consolePath('orders', {}, parcel.orderId)}
              className="flex items-center gap-3 rounded-2xl border border-linen bg-white p-4 hover:border-leaf-600"
            >
              <span className="min-w-0 flex-1 space-y-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">Order #{parcel.orderNumber}</span>
                  {parcel.overdue ? <OverdueMark /> : null}
                </span>
                <span className="block break-words text-sm text-ink">
                  {parcel.customerName} · {parcel.city}
                </span>
                <span className="block break-all text-sm text-muted">{parcel.trackingNumber ?? 'No tracking number'}</span>
                <span className="block text-sm tabular-nums text-ink">
                  {formatRupees(parcel.amount)} · delivered {formatShopDate(parcel.deliveredAt)} · {daysText(parcel.daysUnpaid)}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
      <WideTable columns={columns}>
        {parcels.map((parcel) => (
          <tr key={parcel.orderId} className="hover:bg-leaf-50/50">
            <td className="whitespace-nowrap px-4 py-3">
              <Link
                to={consolePath('orders', {}, parcel.orderId)}
                className="inline-flex min-h-11 items-center font-semibold text-ink hover:text-leaf-700 hover:underline"
              >
                #{parcel.orderNumber}
              </Link>
            </td>
            <td className="px-4 py-3">
              <span className="block break-words">{parcel.customerName}</span>
              <span className="block text-xs text-muted">{parcel.city}</span>
            </td>
            <td className="break-all px-4 py-3 tabular-nums">{parcel.trackingNumber ?? '—'}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatRupees(parcel.amount)}</td>
            <td className="whitespace-nowrap px-4 py-3">{formatShopDate(parcel.deliveredAt)}</td>
            <td className="px-4 py-3 text-right">
              <span className="block whitespace-nowrap tabular-nums">{daysText(parcel.daysUnpaid)}</span>
              {parcel.overdue ? <OverdueMark /> : null}
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
