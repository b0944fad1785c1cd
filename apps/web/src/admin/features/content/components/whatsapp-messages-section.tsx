import { useQueryClient } from '@tanstack/react-query';
import {
  renderWhatsappTemplate,
  WHATSAPP_TEMPLATE_MAX_LENGTH,
  whatsappMessageKindLabels,
  whatsappMessageKinds,
  whatsappPlaceholders,
  whatsappPlaceholdersOf,
  whatsappTemplateProblem,
  type WhatsappMessageKind,
  type WhatsappPlaceholder,
  type WhatsappTemplates,
  type WhatsappValues,
} from '@shop/core/messages/whatsapp-templates';
import { RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch, type Control, type UseFormRegisterReturn } from 'react-hook-form';
import { businessDefaults, useBusinessDetails } from '../../../../features/business/api/get-business-details';
import { inputClass } from '../../../../components/ui/form-field';
import { buttonClass } from '../../../components/buttons';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { LoadingRows, QueryView } from '../../../components/query-view';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useWhatsappTemplates, whatsappTemplatesQueryOptions, type WhatsappTemplatesAnswer } from '../api/get-whatsapp-templates';
import { usePutWhatsappTemplates } from '../api/put-whatsapp-templates';
import { Badge, ContentSection } from './content-parts';
import { sampleWhatsappValues, WhatsappBubble } from './whatsapp-preview';
import { UnsavedWork } from '../../../components/unsaved-work';

/** When the orders' WhatsApp button offers each message, so the owner knows what it is for. */
const whenOffered: Record<WhatsappMessageKind, string> = {
  confirmation: 'Offered while an order waits for the customer: it must keep {confirmLink}, the short link that confirms the order.',
  shipped: 'Offered once an order is shipped, with the courier and its tracking number.',
  deliveryAttempt: 'Offered when the courier could not deliver the parcel on a round.',
  statusUpdate: 'Offered at every other step (Confirmed, Packing, Delivered…): it must keep {status}.',
};

/**
 * What stops a text from being saved, as the server says it: empty, too long, a placeholder the message
 * cannot fill, or one it needs left out. Counted as typed, so the counter and the check agree.
 */
function problemOf(kind: WhatsappMessageKind, text: string): string | undefined {
  if (text.trim() === '') return 'Please write the message, or reset it to the shop’s text';
  if (text.length > WHATSAPP_TEMPLATE_MAX_LENGTH) return `A message must be at most ${WHATSAPP_TEMPLATE_MAX_LENGTH} characters`;
  return whatsappTemplateProblem(kind, text);
}

/** The form's texts against what the server holds: the kinds a save sends. */
function changedKinds(values: WhatsappTemplates, saved: WhatsappTemplates): WhatsappMessageKind[] {
  return whatsappMessageKinds.filter((kind) => values[kind].trim() !== saved[kind]);
}

interface MessageCardProps {
  kind: WhatsappMessageKind;
  control: Control<WhatsappTemplates>;
  field: UseFormRegisterReturn<WhatsappMessageKind>;
  /** The server's message for this field after a refused save, else the client's check. */
  serverError: string | undefined;
  saved: string;
  shopText: string;
  dirty: boolean;
  sample: WhatsappValues;
  /** What came of the last reset of this message: the server's words. */
  note: string | null;
  onInsert: (kind: WhatsappMessageKind, placeholder: WhatsappPlaceholder, textarea: HTMLTextAreaElement) => void;
  onReset: () => void;
}

/** One message: its text, the placeholders it may hold, the preview, and its way back to the shop's text. */
function MessageCard({ kind, control, field, serverError, saved, shopText, dirty, sample, note, onInsert, onReset }: MessageCardProps) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const text = useWatch({ control, name: kind });
  const label = whatsappMessageKindLabels[kind];
  const problem = serverError ?? problemOf(kind, text);
  const resettable = saved !== shopText || dirty;
  const { ref, ...registered } = field;
  const overLimit = text.length > WHATSAPP_TEMPLATE_MAX_LENGTH;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl border border-linen bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-sans text-base font-semibold text-ink">
            {label}
          </h3>
          <p className="text-sm text-muted">{whenOffered[kind]}</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          {saved === shopText ? <Badge tone="grey">The shop’s text</Badge> : <Badge tone="green">Your wording</Badge>}
          {dirty ? <Badge tone="amber">Not saved yet</Badge> : null}
        </div>
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-3">
          <div>
            <label id={`${id}-label`} htmlFor={`${id}-text`} className="mb-1.5 block text-sm font-medium text-ink">
              Message text
            </label>
            <textarea
              {...registered}
              ref={(element) => {
                ref(element);
                textarea.current = element;
              }}
              id={`${id}-text`}
              // Chromium grows the box with the text (field-sizing); other browsers keep the rows and scroll.
              rows={7}
              aria-labelledby={`${id}-title ${id}-label`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={`${problem ? `${id}-problem ` : ''}${id}-count`}
              className={`${inputClass} ${problem ? 'border-red-700' : 'border-linen'} min-h-40 resize-y font-sans [field-sizing:content]`}
            />
            <div className="mt-1.5 flex items-start justify-between gap-3">
              <p id={`${id}-problem`} className="min-w-0 break-words text-sm text-red-700">
                {problem}
              </p>
              <p id={`${id}-count`} className={`shrink-0 text-xs tabular-nums ${overLimit ? 'font-semibold text-red-700' : 'text-muted'}`}>
                {text.length} / {WHATSAPP_TEMPLATE_MAX_LENGTH} characters
              </p>
            </div>
          </div>

          <div role="group" aria-labelledby={`${id}-chips`}>
            <p id={`${id}-chips`} className="text-sm font-medium text-ink">
              Insert a placeholder
            </p>
            <p className="text-xs text-muted">It goes where the cursor is; the preview shows what it becomes.</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {whatsappPlaceholdersOf[kind].map((placeholder) => (
                <li key={placeholder}>
                  <button
                    type="button"
                    title={whatsappPlaceholders[placeholder]}
                    aria-label={`Insert {${placeholder}}: ${whatsappPlaceholders[placeholder]}`}
                    onClick={() => textarea.current && onInsert(kind, placeholder, textarea.current)}
                    className="inline-flex min-h-11 items-center rounded-full border border-leaf-200 bg-leaf-50 px-3 font-mono text-xs font-semibold text-leaf-800 hover:border-leaf-600 hover:bg-leaf-100"
                  >
                    {`{${placeholder}}`}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <WhatsappBubble text={renderWhatsappTemplate(text, sample)} label={`Preview of ${label}`} />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-linen pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" aria-live="polite" className="text-sm font-medium text-leaf-700">
          {note}
        </p>
        <button
          type="button"
          onClick={() => resettable && onReset()}
          // Not disabled: after a reset the focus comes back here, and a disabled button cannot hold it.
          aria-disabled={resettable ? undefined : true}
          className={`${buttonClass.secondary} ${resettable ? '' : 'cursor-not-allowed opacity-60 hover:border-linen hover:text-ink'}`}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset to the shop’s text
          <span className="sr-only">: {label}</span>
        </button>
      </div>
    </section>
  );
}

function WhatsappMessagesForm({ answer, shopName }: { answer: WhatsappTemplatesAnswer; shopName: string }) {
  const { templates: saved, defaults } = answer;
  const save = usePutWhatsappTemplates();
  const form = useForm<WhatsappTemplates>({ defaultValues: saved, mode: 'onChange' });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    resetField,
    reset,
    formState: { errors, dirtyFields, isSubmitting },
  } = form;
  // The version the screen was opened on, moved on by its own saves (decision 025).
  const [version, setVersion] = useState(answer.version);
  const queryClient = useQueryClient();
  const [saveNote, setSaveNote] = useState<string | null>(null);
  const [cardNotes, setCardNotes] = useState<Partial<Record<WhatsappMessageKind, string>>>({});
  const [resetting, setResetting] = useState<WhatsappMessageKind | null>(null);
  const sample = sampleWhatsappValues(shopName, window.location.origin);
  const unsaved = whatsappMessageKinds.filter((kind) => dirtyFields[kind]).length;

  const {
    onSubmit,
    formError,
    saved: justSaved,
    conflict,
    clearConflict,
  } = useSaveForm(
    handleSubmit,
    async (values) => {
      setSaveNote(null);
      setCardNotes({});
      const changed = changedKinds(values, saved);
      if (changed.length === 0) {
        setSaveNote('Nothing to save: no message was changed.');
        return;
      }
      const answered = await save.mutateAsync({ ...Object.fromEntries(changed.map((kind) => [kind, values[kind]])), version });
      setVersion(answered.version);
      // The server's copy of each text it took (trimmed), the form clean again for those.
      for (const kind of changed) resetField(kind, { defaultValue: answered.templates[kind] });
      setSaveNote(answered.message);
    },
    (error) => showServerErrors(error, setError, whatsappMessageKinds),
  );

  const loadTheirVersion = async () => {
    const fresh = await queryClient.fetchQuery({ ...whatsappTemplatesQueryOptions(), staleTime: 0 });
    reset(fresh.templates);
    setVersion(fresh.version);
    setSaveNote(null);
    clearConflict();
  };

  const insert = (kind: WhatsappMessageKind, placeholder: WhatsappPlaceholder, textarea: HTMLTextAreaElement) => {
    const token = `{${placeholder}}`;
    const { value, selectionStart, selectionEnd } = textarea;
    setValue(kind, `${value.slice(0, selectionStart)}${token}${value.slice(selectionEnd)}`, { shouldDirty: true, shouldValidate: true });
    // Back to the text, the cursor after what went in, so the owner types on.
    textarea.focus();
    textarea.setSelectionRange(selectionStart + token.length, selectionStart + token.length);
  };

  /** The shop's text again: from the server when the owner's wording is saved there, else only the typing goes. */
  const resetMessage = async (kind: WhatsappMessageKind) => {
    setSaveNote(null);
    if (saved[kind] === defaults[kind]) {
      resetField(kind, { defaultValue: defaults[kind] });
      setCardNotes((notes) => ({ ...notes, [kind]: 'Back to the shop’s text.' }));
      return;
    }
    const answered = await save.mutateAsync({ [kind]: null, version });
    setVersion(answered.version);
    resetField(kind, { defaultValue: answered.templates[kind] });
    setCardNotes((notes) => ({ ...notes, [kind]: answered.message }));
  };

  return (
    <form noValidate aria-label="WhatsApp messages" onSubmit={onSubmit} className="space-y-4">
      <UnsavedWork form={form} draftName="whatsapp-messages" saved={justSaved} />
      {whatsappMessageKinds.map((kind) => (
        <MessageCard
          key={kind}
          kind={kind}
          control={control}
          field={register(kind, { validate: (text) => problemOf(kind, text) ?? true })}
          serverError={errors[kind]?.type === 'server' ? errors[kind].message : undefined}
          saved={saved[kind]}
          shopText={defaults[kind]}
          dirty={Boolean(dirtyFields[kind])}
          sample={sample}
          note={cardNotes[kind] ?? null}
          onInsert={insert}
          onReset={() => setResetting(kind)}
        />
      ))}

      <EditConflictNotice conflict={conflict} subject="the WhatsApp messages" onReload={loadTheirVersion} />
      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-3 rounded-2xl border border-linen bg-white p-4 sm:flex-row sm:items-center sm:justify-end sm:p-5">
        <p role="status" aria-live="polite" className="text-sm font-medium text-leaf-700">
          {saveNote ??
            (unsaved > 0 ? (
              <span className="text-clay-deep">{unsaved === 1 ? '1 message changed, not saved yet.' : `${unsaved} messages changed, not saved yet.`}</span>
            ) : null)}
        </p>
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? 'Saving…' : 'Save WhatsApp messages'}
        </button>
      </div>

      {resetting ? (
        <ConfirmDeleteDialog
          title={`Reset “${whatsappMessageKindLabels[resetting]}”?`}
          confirmLabel="Reset to the shop’s text"
          pendingLabel="Resetting…"
          onConfirm={() => resetMessage(resetting)}
          onClose={() => setResetting(null)}
        >
          <p>Your wording of this message goes, and the shop’s text comes back:</p>
          <p className="mt-3 whitespace-pre-wrap rounded-xl bg-white p-3 font-mono text-xs text-ink">{defaults[resetting]}</p>
        </ConfirmDeleteDialog>
      ) : null}
    </form>
  );
}

/**
 * docs/product.md §4 WhatsApp messages: the owner's wording of each message the orders' WhatsApp button
 * fills in, with the placeholders each may hold and a preview rendered by the server's own function
 * (core/messages/whatsapp-templates.ts) from a sample order.
 */
export function WhatsappMessagesSection() {
  const templates = useWhatsappTemplates();
  const business = useBusinessDetails();
  const shopName = business.data?.company.name || businessDefaults.companyName;
  return (
    <ContentSection
      title="WhatsApp messages"
      description="The messages your orders’ WhatsApp button writes for you. Words in braces, like {name}, become the order’s details; a line whose detail is missing (a courier without a tracking link) is left out."
    >
      <QueryView query={templates} loading={<LoadingRows rows={4} label="Loading the WhatsApp messages…" />}>
        {(answer) => <WhatsappMessagesForm answer={answer} shopName={shopName} />}
      </QueryView>
    </ContentSection>
  );
}
