import { Eye, EyeOff, Lock } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { inputClass } from './input-class';

// The address fields and the console's forms import it from here.
export { inputClass };

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** docs/product.md §5's text for this field, shown under it. */
  error?: string;
  /** A quiet line under the field that helps fill it in; the error takes its place when there is one. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** Layout classes for the field as a whole (a grid span), not for the input. */
  className?: string;
}

/** The label, the hint or error under the input, and the attributes that tie them to it; the console's own fields use it too. */
export function useFieldFrame({ label, error, hint, className }: Pick<TextFieldProps, 'label' | 'error' | 'hint' | 'className'>) {
  const id = useId();
  const note = error
    ? { id: `${id}-error`, text: error, className: 'text-sm text-red-700' }
    : hint
      ? { id: `${id}-hint`, text: hint, className: 'text-xs text-muted' }
      : null;
  const inputProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': note?.id,
  };
  const frame = (input: ReactNode) => (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">{input}</div>
      {note ? (
        <p id={note.id} className={`mt-1.5 ${note.className}`}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
  return { inputProps, frame, borderClass: error ? 'border-red-700' : 'border-linen' };
}

/**
 * A labelled input with its hint or error under it, tied to it for screen readers. Takes
 * react-hook-form's `register(...)` props as they are (React 19 passes `ref` as a prop).
 */
export function TextField({ label, error, hint, ref, readOnly, className, ...input }: TextFieldProps) {
  const { inputProps, frame, borderClass } = useFieldFrame({ label, error, hint, className });
  return frame(
    <>
      <input
        {...input}
        {...inputProps}
        ref={ref}
        readOnly={readOnly}
        className={`${inputClass} ${borderClass} ${readOnly ? 'cursor-default bg-sand/70 pr-11 text-muted' : ''}`}
      />
      {readOnly ? <Lock aria-hidden="true" className="pointer-events-none absolute right-4 top-1/2 size-4 -translate-y-1/2 text-muted" /> : null}
    </>,
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'readOnly'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a Show/Hide control, so a long passphrase can be checked before sending. */
export function PasswordField({ label, error, hint, ref, className, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { inputProps, frame, borderClass } = useFieldFrame({ label, error, hint, className });
  return frame(
    <>
      <input
        {...input}
        {...inputProps}
        ref={ref}
        type={visible ? 'text' : 'password'}
        // Browsers must not "correct" a password while it is shown as text.
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={`${inputClass} ${borderClass} pr-12`}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        // A toggle: the name stays, the pressed state says whether the password shows.
        aria-label={`Show ${label.toLowerCase()}`}
        aria-pressed={visible}
        className="absolute right-1 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-muted hover:bg-leaf-50 hover:text-leaf-700"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </>,
  );
}
