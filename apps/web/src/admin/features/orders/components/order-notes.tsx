import {
  ORDER_NOTE_MAX_LENGTH,
  orderCallOutcomeLabels,
  orderCallOutcomes,
  unansweredCallStreak,
  type OrderCallOutcome,
} from '@shop/core/delivery/parcel-story';
import { EyeOff, PhoneMissed } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-fields';
import { useAddOrderNote, type OrderNoteBody } from '../api/add-order-note';
import type { AdminOrderDetail } from '../api/get-order';
import { CharacterCount } from './character-count';

/** What is being saved: a plain note, or a call with its outcome. */
type Saving = 'note' | OrderCallOutcome;

const savingText: Record<Saving, string> = {
  note: 'Saving the note…',
  answered: 'Logging the call…',
  'no-answer': 'Logging the call…',
  'wrong-number': 'Logging the call…',
};

// While a save runs the buttons say so without the disabled attribute, which would drop the keyboard's focus.
const waitClass = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * docs/product.md §4 The parcel's story: the owner logs each call (answered, no answer, wrong number), with
 * what was said if anything, and keeps notes on the order. Only the console shows them, in the order's
 * History; the customer, their emails and the webhook never do.
 */
export function OrderNotes({ order }: { order: AdminOrderDetail }) {
  const save = useAddOrderNote(order._id);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState<Saving | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const streak = unansweredCallStreak(order.notes);
  const busy = saving !== null;

  const send = async (what: Saving) => {
    if (busy) return;
    const trimmed = text.trim();
    setFieldError(null);
    setFormError(null);
    if (what === 'note' && trimmed === '') {
      setFieldError('Write the note first, or log a call below');
      return;
    }
    const body: OrderNoteBody = what === 'note' ? { text: trimmed } : { text: trimmed, call: what };
    setSaving(what);
    try {
      const answer = await save.mutateAsync(body);
      setText('');
      toast.success(answer.message);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The note could not be saved.';
      if (isApiError(error) && error.status === 400 && error.fields.includes('text')) setFieldError(message);
      else setFormError(message);
    } finally {
      setSaving(null);
    }
  };

  const addNote = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send('note');
  };

  return (
    <form noValidate onSubmit={addNote} aria-busy={busy} className="space-y-4">
      <p className="flex items-start gap-2 rounded-xl bg-sand/70 px-3 py-2 text-sm text-ink">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
        <span>Only you see these notes: never the customer, their emails or WhatsApp.</span>
      </p>
      {streak > 0 ? (
        <p className="flex items-center gap-2 text-sm font-medium text-clay-deep">
          <PhoneMissed aria-hidden="true" className="size-4 shrink-0" />
          {streak === 1 ? 'The last call was not answered.' : `The last ${streak} calls were not answered.`}
        </p>
      ) : null}
      <div>
        <TextAreaField
          label="Note or what was said"
          rows={3}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          value={text}
          readOnly={busy}
          onChange={(event) => {
            setText(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          hint="For example: asked to deliver after 5 pm. Optional when you log a call."
          error={fieldError ?? undefined}
        />
        <CharacterCount length={text.length} max={ORDER_NOTE_MAX_LENGTH} />
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-sm font-medium text-ink">Log a call</legend>
        {/* Side by side while they fit, each at least its words wide; a narrow column wraps them. */}
        <div className="flex flex-wrap gap-2">
          {orderCallOutcomes.map((outcome) => (
            <button
              key={outcome}
              type="button"
              aria-disabled={busy || undefined}
              onClick={() => void send(outcome)}
              className={`${buttonClass.secondary} ${waitClass} grow whitespace-nowrap`}
            >
              {orderCallOutcomeLabels[outcome]}
            </button>
          ))}
        </div>
      </fieldset>
      <FormAlert message={formError} />
      <div className="flex flex-col gap-2 border-t border-linen pt-4 sm:flex-row sm:items-center">
        <button type="submit" aria-disabled={busy || undefined} className={`${buttonClass.primary} ${waitClass} w-full sm:w-auto`}>
          Add note
        </button>
        <p role="status" className="text-sm text-muted">
          {saving ? savingText[saving] : ''}
        </p>
      </div>
    </form>
  );
}
