import { formatRupees } from '@shop/core/shared/money';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Plus, Search, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useProductSearch, type ProductChoice } from '../../deals/api/search-products';
import { useDeals } from '../../deals/api/list-deals';
import { useCategories } from '../../products/api/list-categories';
import { productQueryOptions } from '../../products/api/get-product';

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

interface RestrictionProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

function Group({ legend, error, children }: { legend: string; error?: string | undefined; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {children}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const without = (list: readonly string[], item: string) => list.filter((entry) => entry !== item);

/**
 * The products a code is only for: those chosen, each removable, and a search to add more. A chosen
 * product's name comes from the shop (the code keeps only ids), and one that is gone says so.
 */
export function ProductRestriction({ value, onChange, error }: RestrictionProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const term = useSettledText(text.trim());
  const results = useProductSearch(term);
  const chosen = useQueries({ queries: value.map((id) => productQueryOptions(id)) });

  const add = (product: ProductChoice) => {
    // The search already holds what the product's own call answers: no second request for its name.
    queryClient.setQueryData(productQueryOptions(product._id).queryKey, product);
    onChange([...value, product._id]);
  };

  return (
    <Group legend="Products" error={error}>
      {value.length > 0 ? (
        <ul aria-label="Chosen products" className="flex flex-wrap gap-2">
          {value.map((id, index) => {
            const product = chosen[index];
            const name = product?.data?.name ?? (product?.isError ? 'A product no longer in the shop' : 'Loading…');
            return (
              <li key={id} className="inline-flex max-w-full items-center gap-1 rounded-full border border-linen bg-white pl-3 text-sm text-ink">
                <span className="min-w-0 break-words">{name}</span>
                <button
                  type="button"
                  onClick={() => onChange(without(value, id))}
                  aria-label={`Remove ${product?.data?.name ?? 'this product'}`}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-red-50 hover:text-red-700"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label htmlFor={inputId} className="block text-sm text-muted">
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
      <div aria-live="polite">
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
              const added = value.includes(product._id);
              return (
                <li key={product._id} className="flex items-center gap-3 p-2 pl-3">
                  <span className="min-w-0 flex-1">
                    <span className="block break-words text-sm font-medium text-ink">{product.name}</span>
                    <span className="block text-xs text-muted">
                      {formatRupees(product.price)} · {product.category}
                    </span>
                  </span>
                  <button
                    type="button"
                    disabled={added}
                    onClick={() => add(product)}
                    aria-label={added ? `${product.name} is chosen` : `Add ${product.name}`}
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
    </Group>
  );
}

interface Choice {
  value: string;
  label: string;
  note?: string;
}

/** A list to tick from, tall targets, scrolling inside itself when the shop has many. */
function ChoiceList({ choices, value, onChange }: { choices: readonly Choice[]; value: string[]; onChange: (value: string[]) => void }) {
  return (
    <ul className="max-h-72 divide-y divide-linen overflow-y-auto rounded-xl border border-linen bg-white">
      {choices.map((choice) => {
        const checked = value.includes(choice.value);
        return (
          <li key={choice.value}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm text-ink hover:bg-leaf-50/50">
              <input
                type="checkbox"
                checked={checked}
                onChange={() => onChange(checked ? without(value, choice.value) : [...value, choice.value])}
                className="size-5 shrink-0 accent-leaf-700"
              />
              <span className="min-w-0 flex-1 break-words">{choice.label}</span>
              {choice.note ? <span className="shrink-0 text-xs text-muted">{choice.note}</span> : null}
            </label>
          </li>
        );
      })}
    </ul>
  );
}

function ListStatus({ pending, error, onRetry }: { pending: boolean; error: Error | null; onRetry: () => void }) {
  if (pending) return <p className="text-sm text-muted">Loading…</p>;
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {error.message}{' '}
      <button type="button" onClick={onRetry} className="min-h-11 font-semibold underline">
        Try again
      </button>
    </p>
  );
}

/** Names the code keeps that the shop's list no longer has (a category renamed since): still shown, so they can be unticked. */
function withKept(choices: Choice[], value: readonly string[], keptLabel: (value: string) => string): Choice[] {
  const known = new Set(choices.map((choice) => choice.value));
  return [...choices, ...value.filter((item) => !known.has(item)).map((item) => ({ value: item, label: keptLabel(item), note: 'Not in the shop now' }))];
}

/** The categories a code is only for, from the shop's categories; a product counts by its category. */
export function CategoryRestriction({ value, onChange, error }: RestrictionProps) {
  const categories = useCategories();
  const choices = withKept(
    (categories.data ?? []).map((category) => ({ value: category.name, label: category.name, note: `${category.productCount} products` })),
    categories.data ? value : [],
    (name) => name,
  );
  return (
    <Group legend="Categories" error={error}>
      <ListStatus pending={categories.isPending} error={categories.error} onRetry={() => void categories.refetch()} />
      {categories.data && choices.length === 0 ? <p className="text-sm text-muted">The shop has no categories yet.</p> : null}
      {choices.length > 0 ? <ChoiceList choices={choices} value={value} onChange={onChange} /> : null}
    </Group>
  );
}

/** The deals a code is only for, from every deal the shop has (drafts and ended ones too). */
export function DealRestriction({ value, onChange, error }: RestrictionProps) {
  const deals = useDeals('');
  const choices = withKept(
    (deals.data ?? []).map((deal) => ({ value: deal._id, label: deal.dealName, note: deal.status === 'draft' ? 'Draft' : undefined })),
    deals.data ? value : [],
    () => 'A deal no longer in the shop',
  );
  return (
    <Group legend="Deals" error={error}>
      <ListStatus pending={deals.isPending} error={deals.error} onRetry={() => void deals.refetch()} />
      {deals.data && choices.length === 0 ? <p className="text-sm text-muted">The shop has no deals yet.</p> : null}
      {choices.length > 0 ? <ChoiceList choices={choices} value={value} onChange={onChange} /> : null}
    </Group>
  );
}
