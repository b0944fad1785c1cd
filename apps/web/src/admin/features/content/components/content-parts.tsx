import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';

/** A section of the screen: its heading (the page's h1 is "Content"), what it is for, its main button, then its content. */
export function ContentSection({ title, description, action, children }: { title: string; description: ReactNode; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="break-words text-xl text-ink sm:text-2xl">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{description}</p>
        </div>
        {action ? <div className="flex flex-wrap gap-2 sm:shrink-0">{action}</div> : null}
      </div>
      {children}
    </section>
  );
}

interface SettingsFormProps {
  title: string;
  /** Under the title: what the part is for. */
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  /** Beside the button after a save ("Delivery settings saved."), read out as it appears; null before. */
  savedText: string | null;
  /** The server's message when it names none of the form's fields. */
  error: string | null;
  /** The button's words; a plain "Save" gets `saveName` ("Save social links") for screen readers. */
  saveLabel?: string;
  saveName?: string;
  className?: string;
  /** Above the buttons, before the refusal: the EditConflictNotice of a save someone else's overtook (decision 025). */
  notice?: ReactNode;
  children: ReactNode;
}

/** A card of settings that saves in place: its title, fields, the server's refusal, "Saved" and the button. */
export function SettingsForm({
  title,
  description,
  onSubmit,
  saving,
  savedText,
  error,
  saveLabel = 'Save',
  saveName,
  className = '',
  notice,
  children,
}: SettingsFormProps) {
  const titleId = useId();
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={onSubmit} className={`space-y-4 rounded-2xl border border-linen bg-white p-4 sm:p-5 ${className}`}>
      <div>
        <h3 id={titleId} className="font-sans text-base font-semibold text-ink">
          {title}
        </h3>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {children}
      {notice}
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" aria-live="polite" className="text-sm font-medium text-leaf-700">
          {savedText}
        </p>
        <button type="submit" disabled={saving} className={buttonClass.primary} aria-label={saveName}>
          {saving ? 'Saving…' : saveLabel}
        </button>
      </div>
    </form>
  );
}

/** An on/off control that saves at once (a banner's Active), as tall as a thumb needs. */
export function Switch({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-2 text-sm font-medium text-ink hover:bg-leaf-50 disabled:cursor-wait disabled:opacity-60"
    >
      <span aria-hidden="true" className={`relative inline-block h-6 w-10 shrink-0 rounded-full transition-colors ${checked ? 'bg-leaf-700' : 'bg-linen'}`}>
        <span className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-[18px]' : 'translate-x-0.5'}`} />
      </span>
      {label}
    </button>
  );
}

/** A small coloured label: a testimonial's state, a store's status. */
export function Badge({ tone, children }: { tone: 'green' | 'amber' | 'grey'; children: ReactNode }) {
  const tones = {
    green: 'bg-leaf-50 text-leaf-800 ring-leaf-200',
    amber: 'bg-amber-50 text-amber-800 ring-amber-200',
    grey: 'bg-sand text-muted ring-linen',
  } as const;
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}>{children}</span>;
}

/** A form's Save and Cancel: stacked on a phone with Save on top, side by side on a wide screen with Save on the right. */
export function FormButtons({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={buttonClass.secondary}>
        Cancel
      </button>
      <button type="submit" disabled={saving} className={buttonClass.primary}>
        {saving ? 'Saving…' : 'Save'}
      </button>
    </div>
  );
}

/**
 * The server names nested fields by their dotted path (`contact.customerSupport.email`); forms shaped
 * like the request use the same paths, so each one maps to itself.
 */
export function sameFieldNames<Values extends FieldValues>(fields: readonly Path<Values>[]): Record<string, Path<Values>> {
  return Object.fromEntries(fields.map((field) => [field, field]));
}
