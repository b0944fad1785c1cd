import type { ProductDto } from '@shop/core/catalog/dtos';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Price } from '../../components/ui/price';
import { SquareImage } from '../../components/ui/square-image';
import { searchProductsQueryOptions, type CategoryFacet } from '../../features/catalog/api/search-products';
import { searchOf, searchParam, type OpenSearchState } from './nav-links';
import { SearchBarFrame } from './search-bar-frame';

/** docs/product.md §2 Search bar: suggestions from the second character, once typing pauses. */
export const suggestFromLength = 2;
export const suggestDelayMs = 200;
const productSuggestions = 5;
const categorySuggestions = 3;

/** The collection's page parameter: a new search starts at page 1. */
const pageParam = 'page';

type Suggestion = { kind: 'product'; product: ProductDto } | { kind: 'category'; category: CategoryFacet };

interface SearchBarProps {
  id: string;
  onClose: () => void;
  /** True when the shopper opened the bar; a shared link that opens it leaves the focus (and a phone's keyboard) alone. */
  focusOnOpen: boolean;
}

function isListing(pathname: string) {
  return pathname.replace(/\/+$/, '') === '/collection';
}

/** `value` once it has stopped changing for `delayMs`: one request per pause in typing, not one per letter. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function collectionPath(search: string, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ ...extra, ...(search ? { [searchParam]: search } : {}) }).toString();
  return query ? `/collection?${query}` : '/collection';
}

/**
 * docs/product.md §2 Search bar, a WAI-ARIA combobox: typing suggests products and categories from
 * `GET /api/products`; Enter (or the keyboard's search key) shows the collection for the text, and on
 * the collection writes it to the `search` URL parameter, which the listing reads.
 */
export function SearchBar({ id, onClose, focusOnOpen }: SearchBarProps) {
  const { pathname, search: locationSearch } = useLocation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const onListing = isListing(pathname);
  const urlSearch = onListing ? searchOf(locationSearch) : '';
  const [text, setText] = useState(urlSearch);
  const [suggesting, setSuggesting] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();

  // The URL's search can change under the bar (the chip that clears it, the back button): the field follows.
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  if (shownUrlSearch !== urlSearch) {
    setShownUrlSearch(urlSearch);
    setText(urlSearch);
    setSuggesting(false);
  }

  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  const typed = text.trim();
  const settled = useSettledValue(typed, suggestDelayMs);
  const wanted = suggesting && settled.length >= suggestFromLength;
  // Each text is its own query: the request for the text before is aborted when the text changes, and an
  // answer is only ever shown for the text it was asked for. The last answer stays, dimmed, until the next arrives.
  const suggestions = useQuery({
    ...searchProductsQueryOptions({ q: settled, limit: productSuggestions }),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  const answer = wanted && typed.length >= suggestFromLength ? suggestions.data : undefined;
  const productChoices = answer?.products.slice(0, productSuggestions) ?? [];
  const categoryChoices = answer?.facets.categories.filter((category) => category.count > 0).slice(0, categorySuggestions) ?? [];
  const options: Suggestion[] = [
    ...productChoices.map((product): Suggestion => ({ kind: 'product', product })),
    ...categoryChoices.map((category): Suggestion => ({ kind: 'category', category })),
  ];
  const expanded = options.length > 0;
  const busy = expanded && (suggestions.isPlaceholderData || typed !== settled);

  // A new list of suggestions starts with none highlighted.
  const [optionsFor, setOptionsFor] = useState(answer);
  if (optionsFor !== answer) {
    setOptionsFor(answer);
    setActiveIndex(-1);
  }

  const optionId = (index: number) => `${listboxId}-option-${index}`;

  function handleChange(value: string) {
    setText(value);
    setSuggesting(true);
    setActiveIndex(-1);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuggesting(false);
    if (onListing) {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (typed) next.set(searchParam, typed);
        else next.delete(searchParam);
        next.delete(pageParam);
        return next;
      });
      return;
    }
    const state: OpenSearchState = { openSearch: true };
    void navigate(collectionPath(typed), { state });
  }

  function choose(suggestion: Suggestion) {
    setSuggesting(false);
    if (suggestion.kind === 'product') void navigate(`/product/${suggestion.product._id}`);
    // The count beside the category was counted under the search, so the search goes along.
    else void navigate(collectionPath(settled, { category: suggestion.category.name }));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!suggesting) {
          setSuggesting(true);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the highlight returns to the text, as the field's own value is one of the choices.
        setActiveIndex((index) => {
          const next = index + step;
          if (next < -1) return options.length - 1;
          return next >= options.length ? -1 : next;
        });
        return;
      }
      case 'Enter': {
        const active = expanded ? options[activeIndex] : undefined;
        if (!active) return;
        event.preventDefault();
        choose(active);
        return;
      }
      case 'Escape':
        // A search field clears itself on Escape; here Escape closes, first the suggestions, then the bar.
        event.preventDefault();
        if (expanded) setSuggesting(false);
        else onClose();
        return;
      default:
    }
  }

  const optionProps = (suggestion: Suggestion, index: number) => ({
    id: optionId(index),
    role: 'option',
    'aria-selected': index === activeIndex,
    // Keeps the focus in the field, which a press would otherwise take before the click lands.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => choose(suggestion),
    className: `flex cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5 text-sm ${index === activeIndex ? 'bg-leaf-50 text-leaf-800' : 'text-ink hover:bg-sand'}`,
  });
  const groupLabelClass = 'px-2 pb-1 text-[11px] font-semibold tracking-[0.14em] text-muted';

  let announcement = '';
  if (expanded) announcement = `${options.length} ${options.length === 1 ? 'suggestion' : 'suggestions'}`;
  else if (answer) announcement = `No suggestions for “${settled}”`;

  return (
    <SearchBarFrame id={id}>
      <form role="search" onSubmit={handleSubmit} className="flex w-full items-center justify-center gap-2 sm:gap-3">
        <div className="relative w-full max-w-xl">
          <div className="flex items-center gap-2 rounded-full border border-linen bg-white px-4 py-2 shadow-sm focus-within:border-leaf-500 focus-within:ring-2 focus-within:ring-leaf-700/30">
            <Search aria-hidden="true" className="size-4 shrink-0 text-muted" />
            <input
              ref={inputRef}
              type="search"
              name={searchParam}
              value={text}
              onChange={(event) => handleChange(event.target.value)}
              onKeyDown={handleKeyDown}
              onBlur={() => setSuggesting(false)}
              role="combobox"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-autocomplete="list"
              aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
              title="Search"
              aria-label="Search"
              placeholder="Search soaps, creams, oils..."
              autoComplete="off"
              enterKeyHint="search"
              className="min-w-0 flex-1 bg-transparent py-1 text-sm text-ink outline-none placeholder:text-muted/70 focus-visible:outline-none [&::-webkit-search-cancel-button]:appearance-none"
            />
          </div>
          <div
            id={listboxId}
            role="listbox"
            aria-label="Suggestions"
            aria-busy={busy}
            hidden={!expanded}
            className={`absolute inset-x-0 top-full z-40 mt-2 space-y-2 rounded-2xl border border-linen bg-white p-2 shadow-lg transition-opacity ${busy ? 'opacity-70' : ''}`}
          >
            {productChoices.length > 0 ? (
              <div role="group" aria-labelledby={`${listboxId}-products`}>
                <div id={`${listboxId}-products`} role="presentation" className={groupLabelClass}>
                  PRODUCTS
                </div>
                {productChoices.map((product, index) => (
                  <div key={product._id} {...optionProps({ kind: 'product', product }, index)}>
                    <SquareImage src={product.image[0]} alt="" sizes="48px" className="size-12 shrink-0 rounded-lg" />
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 font-medium">{product.name}</span>
                      <Price price={product.price} finalPrice={product.discountprice} size="sm" showPercentOff={false} />
                    </span>
                  </div>
                ))}
              </div>
            ) : null}
            {categoryChoices.length > 0 ? (
              <div role="group" aria-labelledby={`${listboxId}-categories`}>
                <div id={`${listboxId}-categories`} role="presentation" className={groupLabelClass}>
                  CATEGORIES
                </div>
                {categoryChoices.map((category, index) => (
                  <div key={category.name} {...optionProps({ kind: 'category', category }, productChoices.length + index)}>
                    <span className="min-w-0 flex-1">{category.name}</span> <span className="text-xs text-muted">({category.count})</span>
                  </div>
                ))}
              </div>
            ) : null}
          </div>
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close search"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </form>
    </SearchBarFrame>
  );
}
