import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/buttons';
import type { AdminProduct } from '../api/list-products';
import { useSetProductStock } from '../api/set-product-stock';

/** The stock of one product, changed where it is listed: type the count, Save (or Enter). */
export function StockEditor({ product }: { product: AdminProduct }) {
  const inputId = useId();
  const noteId = `${inputId}-note`;
  const setStock = useSetProductStock();
  // null: show the server's count, which moves as orders come in; text: what the owner is typing.
  const [typed, setTyped] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typed ?? String(product.quantity);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(null);
    setProblem(null);
    const quantity = Number(value.trim());
    if (value.trim() === '' || !Number.isInteger(quantity) || quantity < 0) {
      setProblem('Enter a whole number, 0 or more.');
      return;
    }
    setStock.mutate(
      { id: product._id, quantity },
      {
        onSuccess: (changed) => {
          setTyped(null);
          setSaved(`Saved: ${changed.quantity} in stock.`);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form noValidate onSubmit={save} className="min-w-0">
      <div className="flex items-end gap-2">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-xs font-medium text-muted">
            Stock<span className="sr-only"> for {product.name}</span>
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value}
            onChange={(event) => {
              setTyped(event.target.value);
              setSaved(null);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={noteId}
            className={`min-h-11 w-24 rounded-xl border bg-white px-3 text-base tabular-nums text-ink focus-visible:outline-2 focus-visible:outline-leaf-700 sm:text-sm ${problem ? 'border-red-700' : 'border-linen'}`}
          />
        </div>
        <button type="submit" disabled={setStock.isPending} aria-label={`Save stock for ${product.name}`} className={buttonClass.secondary}>
          Save
        </button>
      </div>
      <div id={noteId} className="mt-1 text-xs">
        {problem ? (
          <p role="alert" className="break-words text-red-700">
            {problem}
          </p>
        ) : null}
        <p role="status" className="flex items-center gap-1 text-leaf-800 empty:hidden">
          {saved ? (
            <>
              <Check aria-hidden="true" className="size-3.5" />
              {saved}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}
