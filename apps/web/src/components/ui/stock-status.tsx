import type { StockDisplay, StockLevel } from '@shop/core/catalog/stock';

interface StockStatusProps {
  display: StockDisplay;
  className?: string;
}

const tones: Record<StockLevel, { dot: string; label: string }> = {
  out: { dot: 'bg-red-600', label: 'text-red-700' },
  low: { dot: 'bg-clay', label: 'text-clay' },
  few: { dot: 'bg-amber-500', label: 'text-amber-800' },
  limited: { dot: 'bg-amber-500', label: 'text-amber-800' },
  in: { dot: 'bg-leaf-500', label: 'text-leaf-700' },
};

/** A stock label from `productStockDisplay` / `dealStockDisplay`, coloured by how much is left. */
export function StockStatus({ display, className = '' }: StockStatusProps) {
  const tone = tones[display.level];
  return (
    <div className={`text-sm ${className}`} data-level={display.level}>
      <p className={`inline-flex items-center gap-2 font-semibold ${tone.label}`}>
        <span aria-hidden="true" className={`size-2 rounded-full ${tone.dot}`} />
        {display.label}
      </p>
      {display.note ? <p className="mt-0.5 pl-4 text-muted">{display.note}</p> : null}
    </div>
  );
}
