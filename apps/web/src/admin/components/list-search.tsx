import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from './buttons';

interface ListSearchProps {
  /** The search box's name for screen readers: "Search orders". */
  label: string;
  placeholder: string;
  /** The search in the address; the box starts from it (mount with key={value} to follow it). */
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}

/** A list's search box: sent on Enter or with the button, trimmed; an empty search shows the whole list. */
export function ListSearch({ label, placeholder, value, onSearch, className = '' }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className={`flex min-w-0 gap-2 ${className}`}>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={placeholder}
            enterKeyHint="search"
            maxLength={100}
            className="min-h-11 w-full rounded-xl border border-linen bg-white py-2.5 pl-10 pr-3 text-base text-ink placeholder:text-muted/70 focus-visible:border-leaf-700 focus-visible:outline-2 focus-visible:outline-leaf-700 sm:text-sm"
          />
        </div>
      </div>
      <button type="submit" className={buttonClass.secondary}>
        Search
      </button>
    </form>
  );
}
