import { X } from 'lucide-react';

export interface FilterChip {
  /** What the filter keeps, as the owner reads it: 'Delivered 28 Nov 2026', 'Status: Packing'. */
  label: string;
  onRemove: () => void;
}

/**
 * docs/product.md §10: every filter the list applies, each a chip with a button that removes it (the
 * address changes, so back brings it again). Nothing is shown when no filter is on.
 */
export function FilterChips({ chips, label = 'Filters' }: { chips: readonly FilterChip[]; label?: string }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li
          key={chip.label}
          className="inline-flex max-w-full items-center rounded-full border border-leaf-200 bg-leaf-50 pl-4 text-sm font-medium text-leaf-800"
        >
          <span className="min-w-0 truncate">{chip.label}</span>
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={`Remove filter: ${chip.label}`}
            title="Remove this filter"
            className="ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-leaf-700 hover:bg-leaf-100 focus-visible:outline-2 focus-visible:outline-leaf-700"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
