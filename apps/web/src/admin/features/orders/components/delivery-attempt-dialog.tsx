import {
  DELIVERY_ATTEMPT_NOTE_MAX_LENGTH,
  deliveryAttemptReasonLabels,
  deliveryAttemptReasons,
  type DeliveryAttemptReason,
} from '@shop/core/delivery/parcel-story';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-fields';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import type { DeliveryAttemptBody } from '../api/record-delivery-attempt';
import { CharacterCount } from './character-count';
import { DialogActions } from './dialog-parts';

interface AttemptValues {
  reason: DeliveryAttemptReason | '';
  note: string;
}

const attemptFields = ['reason', 'note'] as const;

interface DeliveryAttemptDialogProps {
  orderNumber: string;
  /** Sends the attempt; rejects with a refusal the dialog shows (a 400, no answer). */
  onRecord: (body: DeliveryAttemptBody) => Promise<void>;
  onClose: () => void;
}

/**
 * The courier brought the parcel back: why (the customer reads it in My Orders and in an email asking them
 * to call or reply), and the owner's own note, which stays in the console. The order keeps its status.
 */
export function DeliveryAttemptDialog({ orderNumber, onRecord, onClose }: DeliveryAttemptDialogProps) {
  const reasonErrorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AttemptValues>({ defaultValues: { reason: '', note: '' } });
  const note = watch('note');

  const { onSubmit: submit, formError } = useSaveForm(
    handleSubmit,
    ({ reason, note }) => onRecord({ reason: reason as DeliveryAttemptReason, ...(note.trim() ? { note: note.trim() } : {}) }),
    (error) => showServerErrors(error, setError, attemptFields),
  );

  return (
    <ModalDialog title={`Failed delivery attempt: order #${orderNumber}`} size="sm" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-muted">The order stays with the courier. The customer sees the reason in My Orders and is emailed to call you or reply.</p>
        <fieldset aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-ink">Why did the delivery fail?</legend>
          <div className="grid grid-cols-1 gap-2">
            {deliveryAttemptReasons.map((reason) => (
              <label
                key={reason}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-linen bg-white px-3 text-sm text-ink has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-leaf-700"
              >
                <input
                  type="radio"
                  value={reason}
                  className="size-5 shrink-0 accent-leaf-700"
                  {...register('reason', { required: 'Choose why the parcel came back' })}
                />
                {deliveryAttemptReasonLabels[reason]}
              </label>
            ))}
          </div>
          {errors.reason ? (
            <p id={reasonErrorId} className="mt-1.5 text-sm text-red-700">
              {errors.reason.message}
            </p>
          ) : null}
        </fieldset>
        <div>
          <TextAreaField
            label="Note (optional)"
            rows={3}
            maxLength={DELIVERY_ATTEMPT_NOTE_MAX_LENGTH}
            hint="Only you see this note, for example: the courier will try again on Friday."
            error={errors.note?.message}
            {...register('note', {
              maxLength: { value: DELIVERY_ATTEMPT_NOTE_MAX_LENGTH, message: `At most ${DELIVERY_ATTEMPT_NOTE_MAX_LENGTH} characters` },
            })}
          />
          <CharacterCount length={note.length} max={DELIVERY_ATTEMPT_NOTE_MAX_LENGTH} />
        </div>
        <FormAlert message={formError} />
        <DialogActions onClose={onClose} closeLabel="Not now">
          <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
            {isSubmitting ? 'Recording…' : 'Record failed attempt'}
          </button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
