import { dealTypeLabel, isFlashSale } from '@shop/core/deals/deal-visibility';
import { Zap } from 'lucide-react';

/** docs/product.md §9 deal type badge; flash sales stand out in the clay accent. */
export function DealTypeBadge({ dealType, className = '' }: { dealType: string; className?: string }) {
  const label = dealTypeLabel(dealType);
  if (!label) return null;
  const flash = isFlashSale(dealType);
  return (
    <span
      data-floating-clear
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold uppercase tracking-wide ${
        flash ? 'bg-clay text-white' : 'bg-leaf-700 text-white'
      } ${className}`}
    >
      {flash ? <Zap aria-hidden="true" className="size-3.5" /> : null}
      {label}
    </span>
  );
}
