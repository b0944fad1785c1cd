import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { whileSaving } from './unsaved-forms';

interface SaveForm {
  /** The form's onSubmit: react-hook-form's checks first, then the save. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The refusal's message for above the buttons, when it names none of the form's fields; null otherwise. */
  formError: string | null;
  /** Whether the last submit saved, until the next one starts: for a "Saved" note beside the button. */
  saved: boolean;
}

/**
 * A console form's submit. `save` gets the checked values; when it fails, what the owner typed stays,
 * and `explain` (showServerErrors, as a rule) puts the server's message next to the fields it names,
 * or returns it to show above the buttons.
 */
export function useSaveForm<Values extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<Values>,
  save: (values: Values) => Promise<unknown>,
  explain: (error: unknown, values: Values) => string | null,
): SaveForm {
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      await whileSaving(() => save(values));
      setSaved(true);
    } catch (error) {
      setFormError(explain(error, values));
    }
  });
  return { onSubmit, formError, saved };
}
