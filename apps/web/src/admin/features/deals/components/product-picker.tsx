import { formatRupees } from '@shop/core/shared/money';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SquareImage } from '../../../../components/ui/square-image';
import { useProductSearch, type ProductChoice } from '../api/search-products';

/** Typing pauses this long before the shop is asked, so each keystroke does not make a request. */
const SEARCH_PAUSE_MS = 300;

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

interface ProductPickerProps {
  /** Ids already in the deal: offered as added, not again. */
  chosen: readonly string[];
  /** False once the deal holds as many products as it may. */
  canAdd: boolean;
  onAdd: (product: ProductChoice) => void;
}

/** "Find a product": search the shop's products by name (drafts too) and add one to the deal. */
export function ProductPicker({ chosen, canAdd, onAdd }: ProductPickerProps) {
  const inputId = useId();
  const [text, setText] = useState('');
  const term = useSettledText(text.trim());
  const results = useProductSearch(term);

  return (
    <div className="rounded-2xl border border-dashed border-linen bg-cream/60 p-3">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        Find a product
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type a product's name"
          className="min-h-11 w-full rounded-xl border border-linen bg-white py-2 pl-9 pr-3 text-base text-ink focus-visible:border-leaf-700 focus-visible:outline-2 focus-visible:outline-leaf-700 sm:text-sm"
        />
      </div>
      <div aria-live="polite" className="mt-2">
        {term === '' ? null : results.isPending ? (
          <p className="text-sm text-muted">Searching…</p>
        ) : results.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {results.error.message}
          </p>
        ) : results.data.length === 0 ? (
          <p className="text-sm text-muted">No product is named like "{term}".</p>
        ) : (
          <ul className="divide-y divide-linen rounded-xl border border-linen bg-white">
            {results.data.map((product) => {
              const added = chosen.includes(product._id);
              return (
                <li key={product._id} className="flex items-center gap-3 p-2">
                  <SquareImage src={product.image[0]} alt="" sizes="40px" className="size-10 shrink-0 rounded-lg object-cover" />
                  <span className="min-w-0 flex-1">
                    <span className="block break-words text-sm font-medium text-ink">{product.name}</span>
                    <span className="block text-xs text-muted">
                      {formatRupees(product.price)} · {product.quantity} in stock{product.status === 'draft' ? ' · Draft' : ''}
                    </span>
                  </span>
                  <button
                    type="button"
                    disabled={added || !canAdd}
                    onClick={() => onAdd(product)}
                    aria-label={added ? `${product.name} is in the deal` : `Add ${product.name}`}
                    className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-leaf-700 hover:bg-leaf-50 disabled:cursor-not-allowed disabled:text-muted"
                  >
                    {added ? (
                      'Added'
                    ) : (
                      <>
                        <Plus aria-hidden="true" className="size-4" />
                        Add
                      </>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
