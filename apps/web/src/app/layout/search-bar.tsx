import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { OpenSearchState } from './nav-links';

export const searchParam = 'search';

interface SearchBarProps {
  id: string;
  onClose: () => void;
}

function isListing(pathname: string) {
  return pathname.replace(/\/+$/, '') === '/collection';
}

/**
 * docs/product.md §2 Search bar. On /collection every keystroke replaces the `search` URL parameter, which the
 * listing reads; on a product page under /collection, Enter takes the query to the listing.
 */
export function SearchBar({ id, onClose }: SearchBarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const onListing = isListing(pathname);
  const [text, setText] = useState(() => (onListing ? (params.get(searchParam) ?? '') : ''));
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  function writeParam(value: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value.trim()) next.set(searchParam, value);
        else next.delete(searchParam);
        return next;
      },
      // Typing must not fill the history with one entry per letter.
      { replace: true },
    );
  }

  function handleChange(value: string) {
    setText(value);
    if (onListing) writeParam(value);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onListing) return;
    const query = text.trim();
    const state: OpenSearchState = { openSearch: true };
    void navigate(query ? `/collection?${new URLSearchParams({ [searchParam]: query }).toString()}` : '/collection', {
      state,
    });
  }

  // The listing filters only while the bar is open, so closing it also drops the query from the URL.
  function handleClose() {
    if (onListing && params.has(searchParam)) writeParam('');
    onClose();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') handleClose();
  }

  return (
    <div id={id} className="border-b border-linen bg-sand/70">
      <form role="search" onSubmit={handleSubmit} className="shop-container flex items-center justify-center gap-2 py-4 sm:gap-3 sm:py-5">
        <div className="flex w-full max-w-xl items-center gap-2 rounded-full border border-linen bg-white px-4 py-2 shadow-sm focus-within:border-leaf-500 focus-within:ring-2 focus-within:ring-leaf-700/30">
          <Search aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <input
            ref={inputRef}
            type="search"
            name={searchParam}
            value={text}
            onChange={(event) => handleChange(event.target.value)}
            onKeyDown={handleKeyDown}
            title="Search"
            aria-label="Search"
            placeholder="Search soaps, creams, oils..."
            autoComplete="off"
            enterKeyHint="search"
            className="min-w-0 flex-1 bg-transparent py-1 text-sm text-ink outline-none placeholder:text-muted/70 focus-visible:outline-none [&::-webkit-search-cancel-button]:appearance-none"
          />
        </div>
        <button
          type="button"
          onClick={handleClose}
          aria-label="Close search"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-white hover:text-ink"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </form>
    </div>
  );
}
