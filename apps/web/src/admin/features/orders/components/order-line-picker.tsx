import { formatRupees, type Rupees } from '@shop/core/shared/money';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useDeals } from '../../deals/api/list-deals';
import { useProductSearch } from '../../deals/api/search-products';

/** Typing pauses this long before the shop is asked, so each keystroke does not make a request. */
const SEARCH_PAUSE_MS = 300;

/** A line of the order being taken: a product or a deal, and how many. */
export interface ChosenLine {
  kind: 'product' | 'deal';
  id: string;
  name: string;
  /** The price the shop shows today; the server prices the order itself. */
  price: Rupees;
  /** How many the shop has: the most this line may take. */
  inStock: number;
  quantity: number;
}

export type LineChoice = Omit<ChosenLine, 'quantity'>;

function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** "Find a product or deal": the published products and deals named like what she types, to add to the order. */
export function OrderLinePicker({ chosen, onAdd }: { chosen: readonly ChosenLine[]; onAdd: (choice: LineChoice) => void }) {
  const inputId = useId();
  const [text, setText] = useState('');
  const term = useSettledText(text.trim());
  const products = useProductSearch(term);
  const deals = useDeals(term);
  const choices: LineChoice[] =
    term === ''
      ? []
      : [
          ...(products.data ?? [])
            .filter((product) => product.status === 'published')
            .map((product) => ({
              kind: 'product' as const,
              id: product._id,
              name: product.name,
              price: product.discountprice > 0 ? product.discountprice : product.price,
              inStock: product.quantity,
            })),
          ...(deals.data ?? [])
            .filter((deal) => deal.status === 'published')
            .map((deal) => ({ kind: 'deal' as const, id: deal._id, name: deal.dealName, price: deal.dealFinalPrice, inStock: deal.quantity })),
        ];
  const searching = term !== '' && (products.isPending || deals.isPending);
  const failed = products.error ?? deals.error;

  return (
    <div className="rounded-2xl border border-dashed border-linen bg-cream/60 p-3">
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        Find a product or deal
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type a name"
          className="min-h-11 w-full rounded-xl border border-linen bg-white py-2 pl-9 pr-3 text-base text-ink focus-visible:border-leaf-700 focus-visible:outline-2 focus-visible:outline-leaf-700 sm:text-sm"
        />
      </div>
      <div aria-live="polite" className="mt-2">
        {term === '' ? null : searching ? (
          <p className="text-sm text-muted">Searching…</p>
        ) : failed ? (
          <p role="alert" className="text-sm text-red-700">
            {failed.message}
          </p>
        ) : choices.length === 0 ? (
          <p className="text-sm text-muted">Nothing for sale is named like "{term}".</p>
        ) : (
          <ul className="divide-y divide-linen rounded-xl border border-linen bg-white">
            {choices.map((choice) => {
              const added = chosen.some((line) => line.kind === choice.kind && line.id === choice.id);
              const soldOut = choice.inStock <= 0;
              return (
                <li key={`${choice.kind}:${choice.id}`} className="flex items-center gap-3 p-2">
                  <span className="min-w-0 flex-1">
                    <span className="block break-words text-sm font-medium text-ink">
                      {choice.name}
                      {choice.kind === 'deal' ? <span className="ml-1 text-xs font-semibold text-leaf-700">Deal</span> : null}
                    </span>
                    <span className="block text-xs text-muted">
                      {formatRupees(choice.price)} · {soldOut ? 'Sold out' : `${choice.inStock} in stock`}
                    </span>
                  </span>
                  <button
                    type="button"
                    disabled={added || soldOut}
                    onClick={() => onAdd(choice)}
                    aria-label={added ? `${choice.name} is in the order` : `Add ${choice.name}`}
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
