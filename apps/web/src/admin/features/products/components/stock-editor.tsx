import { Check } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/buttons';
import type { AdminProduct } from '../api/list-products';
import { StockMoveDialog } from './stock-move-dialog';

/**
 * A product's stock as the server counts it (it moves as orders come in), and 'Change stock', which
 * adds or removes units with a reason, or sets a new count, in a dialog.
 */
export function StockEditor({ product, hint }: { product: AdminProduct; hint?: string }) {
  const [changing, setChanging] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="min-w-0">
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex flex-col">
          <span className="text-xs font-medium text-muted">
            Stock<span className="sr-only"> of {product.name}</span>
          </span>
          <span className="text-xl font-semibold tabular-nums text-ink">{product.quantity}</span>
        </p>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => {
            setSaved(null);
            setChanging(true);
          }}
        >
          Change stock <span className="sr-only">for {product.name}</span>
        </button>
      </div>
      {hint ? <p className="mt-1.5 text-xs text-muted">{hint}</p> : null}
      <p role="status" className="mt-1 flex items-center gap-1 text-xs text-leaf-800 empty:hidden">
        {saved ? (
          <>
            <Check aria-hidden="true" className="size-3.5" />
            {saved}
          </>
        ) : null}
      </p>
      {changing ? (
        <StockMoveDialog product={product} onClose={() => setChanging(false)} onSaved={(changed) => setSaved(`Saved: ${changed.quantity} in stock.`)} />
      ) : null}
    </div>
  );
}
