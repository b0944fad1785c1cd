import { useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { whileSaving } from './unsaved-forms';
import { editConflictOf, type EditConflict } from './edit-conflict';

interface SaveForm {
  /** The form's onSubmit: react-hook-form's checks first, then the save. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The refusal's message for above the buttons, when it names none of the form's fields; null otherwise. */
  formError: string | null;
  /** Whether the last submit saved, until the next one starts: for a "Saved" note beside the button. */
  saved: boolean;
  /**
   * Who saved the object since the form was opened, and when, when the last save was refused for it
   * (409 EDIT_CONFLICT, decision 025); null otherwise. The fields keep what was typed: show it with
   * EditConflictNotice, whose reload loads their version.
   */
  conflict: EditConflict | null;
  /** Forgets the conflict: once their version is loaded. */
  clearConflict: () => void;
}

/**
 * A console form's submit. `save` gets the checked values; when it fails, what the owner typed stays,
 * and `explain` (showServerErrors, as a rule) puts the server's message next to the fields it names,
 * or returns it to show above the buttons. A save refused because someone else saved meanwhile is
 * not explained but kept as `conflict`.
 */
export function useSaveForm<Values extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<Values>,
  save: (values: Values) => Promise<unknown>,
  explain: (error: unknown, values: Values) => string | null,
): SaveForm {
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    setConflict(null);
    try {
      await whileSaving(() => save(values));
      setSaved(true);
    } catch (error) {
      const refused = editConflictOf(error);
      if (refused) setConflict(refused);
      else setFormError(explain(error, values));
    }
  });
  return { onSubmit, formError, saved, conflict, clearConflict: () => setConflict(null) };
}
