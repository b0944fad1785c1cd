import { History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { readConsoleDraft, writeConsoleDraft, type ConsoleDraft } from '../../lib/storage';
import { formatShopDateTime } from '../lib/shop-time';
import { isSaving, markUnsaved } from '../lib/unsaved-forms';
import { buttonClass } from './buttons';

interface UnsavedWorkProps<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** One per form and object: 'product:abc', 'product:new', 'delivery-settings'. */
  draftName: string;
  /** useSaveForm's `saved`: what the form shows now is what the server holds. */
  saved?: boolean;
  /** For a form saved in parts: what the server holds, when that is not simply all the form shows. */
  savedValues?: Values;
  className?: string;
}

const valuesText = (values: unknown) => JSON.stringify(values);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What restoring a draft puts in the form: only the fields the owner changed when she typed it (those
 * that differ from what was saved then), over what the server holds now. A field someone else saved
 * since, and she did not touch, keeps their value; the version the form sends still guards the rest.
 */
export function restoredValues(draft: Pick<ConsoleDraft, 'values' | 'base'>, now: unknown): unknown {
  if (!isRecord(draft.values) || !isRecord(draft.base) || !isRecord(now)) return draft.values;
  const restored: Record<string, unknown> = { ...now };
  for (const [field, typed] of Object.entries(draft.values)) {
    if (valuesText(typed) !== valuesText(draft.base[field])) restored[field] = typed;
  }
  return restored;
}

/**
 * docs/product.md §10 Drafts: keeps what the owner types in a console form as a draft in the
 * browser while it differs from what was loaded or last saved, tells the leave guard the form holds
 * unsaved changes, and offers an earlier visit's draft back (after a refresh, a crash or a closed tab).
 */
export function UnsavedWork<Values extends FieldValues>({ form, draftName, saved = false, savedValues, className = '' }: UnsavedWorkProps<Values>) {
  const values = useWatch({ control: form.control });
  const current = valuesText(values);
  // What the server holds as far as this form knows: what it opened with, then each save's values.
  const [savedText, setSavedText] = useState(() => valuesText(savedValues ?? form.getValues()));
  const [offer, setOffer] = useState<ConsoleDraft | null>(() => {
    const draft = readConsoleDraft(draftName);
    return draft && valuesText(restoredValues(draft, form.getValues())) !== valuesText(form.getValues()) ? draft : null;
  });
  // A save that succeeded makes what the form shows the saved state (adjusted during render, as React
  // advises for state that follows a prop).
  const [savedBefore, setSavedBefore] = useState(saved);
  if (saved !== savedBefore) {
    setSavedBefore(saved);
    if (saved) setSavedText(current);
  }
  const [knownSavedValues, setKnownSavedValues] = useState(savedValues);
  if (savedValues !== knownSavedValues) {
    setKnownSavedValues(savedValues);
    if (savedValues) setSavedText(valuesText(savedValues));
  }
  // A form put back to what the server holds (a save's answer, 'Load their version') starts over from it.
  const defaultsText = valuesText(form.formState.defaultValues);
  const [knownDefaults, setKnownDefaults] = useState(defaultsText);
  if (defaultsText !== knownDefaults) {
    setKnownDefaults(defaultsText);
    setSavedText(defaultsText);
  }
  const changed = current !== savedText;
  // Typing over an offered draft replaces it.
  if (offer && changed) setOffer(null);

  useEffect(() => {
    // Until the owner answers the offer, the earlier draft is what the store keeps.
    if (offer) return;
    writeConsoleDraft(draftName, changed ? { values: JSON.parse(current) as unknown, base: JSON.parse(savedText) as unknown, at: Date.now() } : null);
    markUnsaved(draftName, changed);
  }, [draftName, current, savedText, changed, offer]);

  // Leaving the screen keeps the draft for next time, unless the form left because its save succeeded.
  const nameRef = useRef(draftName);
  useEffect(() => {
    nameRef.current = draftName;
  });
  useEffect(
    () => () => {
      if (isSaving()) writeConsoleDraft(nameRef.current, null);
      markUnsaved(nameRef.current, false);
    },
    [],
  );

  if (!offer) return null;
  const savedSince = offer.base !== undefined && valuesText(offer.base) !== savedText;
  const restore = () => {
    form.reset(restoredValues(offer, form.getValues()) as Values, { keepDefaultValues: true });
    setOffer(null);
  };
  const discard = () => {
    writeConsoleDraft(draftName, null);
    setOffer(null);
  };
  return (
    <div
      role="status"
      className={`flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-center ${className}`}
    >
      <History aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">You have changes here that were not saved</span> (typed {formatShopDateTime(new Date(offer.at))}).
        {savedSince ? ' It was saved again since: only the fields you changed are put back.' : null}
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={restore} className={buttonClass.primary}>
          Restore them
        </button>
        <button type="button" onClick={discard} className={buttonClass.secondary}>
          Discard
        </button>
      </div>
    </div>
  );
}
