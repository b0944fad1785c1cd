import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface AddressFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** SPEC §5's text for this field, shown under it. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

/** A labelled delivery-form input with its error tied to it; takes react-hook-form's register props. */
export function AddressField({ label, error, ref, wide = false, ...input }: AddressFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full rounded-xl border bg-white px-4 py-3 text-base text-ink transition-colors placeholder:text-muted/70 focus-visible:border-leaf-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-leaf-700 sm:text-sm ${
          error ? 'border-red-700' : 'border-linen'
        }`}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
