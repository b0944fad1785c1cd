import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';

/** docs/product.md §5: each product 1 to 100 units per deal. */
const UNITS_MIN = 1;
const UNITS_MAX = 100;

const stepButton =
  'inline-flex size-11 items-center justify-center text-ink hover:bg-sand disabled:cursor-not-allowed disabled:text-muted/50 disabled:hover:bg-transparent focus-visible:outline-offset-[-3px]';

/**
 * How many units of one product a deal holds: − / typed number / +, each a thumb-sized target. Each
 * control names its product, since the editor shows one stepper per product.
 */
export function UnitsStepper({ name, value, onChange }: { name: string; value: number; onChange: (units: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft.trim());
    if (Number.isInteger(typed)) onChange(Math.min(UNITS_MAX, Math.max(UNITS_MIN, typed)));
  };
  return (
    <div role="group" aria-label={`Units of ${name}`} className="inline-flex items-center overflow-hidden rounded-full border border-linen bg-white">
      <button type="button" aria-label={`One unit fewer of ${name}`} className={stepButton} disabled={value <= UNITS_MIN} onClick={() => onChange(value - 1)}>
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={`Units of ${name} per deal`}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
        className="h-11 w-12 border-x border-linen bg-transparent text-center text-base font-semibold text-ink focus-visible:outline-offset-[-3px] sm:text-sm"
      />
      <button type="button" aria-label={`One unit more of ${name}`} className={stepButton} disabled={value >= UNITS_MAX} onClick={() => onChange(value + 1)}>
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
