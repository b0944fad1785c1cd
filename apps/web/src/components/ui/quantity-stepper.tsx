import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';

interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  /**
   * Called with what the shopper asked for: one step from a button, or the typed number when the
   * field is left or Enter is pressed (NaN when it is not a whole number). The owner applies its
   * own rules (reset, trim, toast) and passes the result back as `value`.
   */
  onChange: (requested: number) => void;
  /** The field's accessible name. */
  label?: string;
  disabled?: boolean;
}

function parseWhole(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

// The group clips its children to its rounded border, so focus rings are drawn inside them.
const buttonClass =
  'inline-flex size-11 items-center justify-center text-ink transition-colors focus-visible:outline-offset-[-3px] hover:bg-sand disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent';

/** − / number field / +, as one group. Typing is kept as a draft until committed, so it can be cleared and retyped. */
export function QuantityStepper({ value, min = 1, max, onChange, label = 'Quantity', disabled = false }: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    setDraft(null);
    onChange(parseWhole(draft));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'ArrowUp' && value < max) {
      event.preventDefault();
      onChange(value + 1);
    } else if (event.key === 'ArrowDown' && value > min) {
      event.preventDefault();
      onChange(value - 1);
    }
  }

  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex items-center overflow-hidden rounded-full border border-linen bg-white ${disabled ? 'opacity-60' : ''}`}
    >
      <button type="button" aria-label="Decrease quantity" className={buttonClass} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        className="h-11 w-12 border-x border-linen bg-transparent text-center text-sm font-semibold text-ink focus-visible:outline-offset-[-3px] disabled:cursor-not-allowed"
      />
      <button type="button" aria-label="Increase quantity" className={buttonClass} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
