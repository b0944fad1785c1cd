import { formatRupees } from '@shop/core/shared/money';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { WideTable, type TableColumn } from '../../../components/wide-table';
import { formatShopDateTime } from '../../../lib/shop-time';
import type { CustomerSummary } from '../api/list-customers';
import { customerPath } from '../customer-paths';

const columns: readonly TableColumn[] = [
  { label: 'Customer' },
  { label: 'Phone' },
  { label: 'Orders', align: 'right' },
  { label: 'Delivered', align: 'right' },
  { label: 'Returned', align: 'right' },
  { label: 'Spent', align: 'right' },
  { label: 'Last order' },
  { label: 'Open', hideLabel: true },
];

/** A customer with no name on any order or account still needs something to click. */
const nameOf = (customer: CustomerSummary) => customer.name || customer.phone || customer.email || 'No name given';

const lastOrderOf = (customer: CustomerSummary) => (customer.lastOrderAt ? formatShopDateTime(customer.lastOrderAt) : 'No orders yet');

const accountsNote = (customer: CustomerSummary) => (customer.accounts > 1 ? `${customer.accounts} accounts` : null);

/** Customers as cards on a phone and as a table on a wider screen; each opens the customer's page. */
export function CustomersList({ customers }: { customers: readonly CustomerSummary[] }) {
  return (
    <>
      <ul aria-label="Customers" className="space-y-3 md:hidden">
        {customers.map((customer) => (
          <li key={customer._id}>
            <Link to={customerPath(customer._id)} className="flex items-center gap-3 rounded-2xl border border-linen bg-white p-4 hover:border-leaf-600">
              <span className="min-w-0 flex-1 space-y-1">
                <span className="block break-words font-semibold text-ink">{nameOf(customer)}</span>
                <span className="block break-words text-sm text-muted">
                  {[customer.phone, customer.email, accountsNote(customer)].filter(Boolean).join(' · ')}
                </span>
                <span className="block text-sm tabular-nums text-ink">
                  {customer.orders} orders · {customer.delivered} delivered · {customer.returned} returned · {formatRupees(customer.spent)}
                </span>
                <span className="block text-xs text-muted">Last order: {lastOrderOf(customer)}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
      <WideTable columns={columns}>
        {customers.map((customer) => (
          <tr key={customer._id} className="hover:bg-leaf-50/50">
            <td className="px-4 py-3">
              <Link
                to={customerPath(customer._id)}
                className="inline-flex min-h-11 flex-col justify-center font-semibold text-ink hover:text-leaf-700 hover:underline"
              >
                <span className="break-words">{nameOf(customer)}</span>
                {customer.email ? <span className="break-all text-xs font-normal text-muted">{customer.email}</span> : null}
              </Link>
            </td>
            <td className="whitespace-nowrap px-4 py-3 tabular-nums">{customer.phone ?? '—'}</td>
            <td className="px-4 py-3 text-right tabular-nums">{customer.orders}</td>
            <td className="px-4 py-3 text-right tabular-nums">{customer.delivered}</td>
            <td className="px-4 py-3 text-right tabular-nums">{customer.returned}</td>
            <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatRupees(customer.spent)}</td>
            <td className="whitespace-nowrap px-4 py-3 text-muted">{lastOrderOf(customer)}</td>
            <td className="px-2 py-3">
              <ChevronRight aria-hidden="true" className="size-4 text-muted" />
            </td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}
