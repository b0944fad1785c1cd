import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { inputClass, useFieldFrame } from '../../components/ui/form-field';

// The console's other field kinds, framed like the storefront's TextField. They live here, not in
// components/ui, so that the storefront's shared chunk carries none of their code (decision 014).
interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

/** A labelled multi-line input, framed like TextField. */
export function TextAreaField({ label, error, hint, ref, className, rows = 4, ...input }: TextAreaFieldProps) {
  const { inputProps, frame, borderClass } = useFieldFrame({ label, error, hint, className });
  return frame(<textarea {...input} {...inputProps} ref={ref} rows={rows} className={`${inputClass} ${borderClass} min-h-24 resize-y`} />);
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
  className?: string;
  children: ReactNode;
}

/** A labelled native select, framed like TextField: on a phone it opens the system's own picker. */
export function SelectField({ label, error, hint, ref, className, children, ...select }: SelectFieldProps) {
  const { inputProps, frame, borderClass } = useFieldFrame({ label, error, hint, className });
  return frame(
    <select {...select} {...inputProps} ref={ref} className={`${inputClass} ${borderClass} min-h-11 appearance-auto`}>
      {children}
    </select>,
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  label: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/** A checkbox with its label beside it; the whole row is the target, tall enough for a thumb. */
export function CheckboxField({ label, hint, ref, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
        <input {...input} ref={ref} id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} className="size-5 accent-leaf-700" />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
