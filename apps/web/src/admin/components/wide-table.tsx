import type { ReactNode } from 'react';

export interface TableColumn {
  label: string;
  /** Amounts and counts line up on the right. */
  align?: 'right';
  /** A narrow column with no visible heading (the arrow that opens a row), named for screen readers. */
  hideLabel?: boolean;
}

/** A list as a table from the md width up, its rows given as children; a phone shows the list's cards instead. */
export function WideTable({ columns, children }: { columns: readonly TableColumn[]; children: ReactNode }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-linen bg-white md:block">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-linen bg-sand/50 text-xs font-semibold uppercase tracking-[0.08em] text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.hideLabel ? 'w-10 px-2 py-3' : `px-4 py-3 ${column.align === 'right' ? 'text-right' : ''}`}>
                {column.hideLabel ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-linen">{children}</tbody>
      </table>
    </div>
  );
}
