import { orderStatuses, type OrderStatus } from '@shop/core/orders/cancellation';
import type { OrderStatusCounts } from '@shop/core/orders/admin-dtos';
import { useId } from 'react';
import { TabLinks } from '../../../components/tab-links';

interface StatusTabsProps {
  /** The status shown, undefined for all orders. */
  current: OrderStatus | undefined;
  /** Orders at each status under the current search; undefined until the first answer. */
  counts: OrderStatusCounts | undefined;
  /** The list's address for a status (undefined: all), keeping the search. */
  searchFor: (status: OrderStatus | undefined) => string;
  onSelect: (status: OrderStatus | undefined) => void;
}

const ALL = '';

/**
 * The status tabs, in the order an order moves through them, each with its count. A phone gets one
 * select (nine tabs would wrap over half its screen); a wider screen gets the row of tabs.
 */
export function StatusTabs({ current, counts, searchFor, onSelect }: StatusTabsProps) {
  const selectId = useId();
  const total = counts ? orderStatuses.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const tabs: { status: OrderStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: 'All', count: total },
    ...orderStatuses.map((status) => ({ status, label: status, count: counts?.[status] })),
  ];

  return (
    <>
      <div className="md:hidden">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
          Status
        </label>
        <select
          id={selectId}
          value={current ?? ALL}
          onChange={(event) => onSelect(event.target.value === ALL ? undefined : (event.target.value as OrderStatus))}
          className="min-h-11 w-full rounded-xl border border-linen bg-white px-4 py-3 text-base text-ink focus-visible:outline-2 focus-visible:outline-leaf-700"
        >
          {tabs.map((tab) => (
            <option key={tab.label} value={tab.status ?? ALL}>
              {tab.count === undefined ? tab.label : `${tab.label} (${tab.count})`}
            </option>
          ))}
        </select>
      </div>
      <TabLinks
        label="Order status"
        tabs={tabs.map((tab) => ({ label: tab.label, to: searchFor(tab.status), current: tab.status === current, count: tab.count }))}
        className="hidden md:block"
      />
    </>
  );
}
