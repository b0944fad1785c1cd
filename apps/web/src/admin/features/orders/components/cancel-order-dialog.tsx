import { FAKE_ORDER_REASON, ownerCancellationReasons, RISK_WINDOW_DAYS } from '@shop/core/trust/customer-trust';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField } from '../../../components/form-fields';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { buttonClass } from '../../../components/buttons';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { FormAlert } from '../../../components/form-alert';
import { DialogActions, type MoveDialogProps } from './dialog-parts';

const cancelFields = ['reason'] as const;

/** Cancelling asks why: the customer is emailed the reason, and the units go back in stock. */
export function CancelOrderDialog({ orderNumber, onMove, onClose }: MoveDialogProps & { orderNumber: string }) {
  const choiceName = useId();
  const fakeNoteId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  // A quick reason is chosen while the text is exactly it; editing the text makes it the owner's own.
  const reason = watch('reason').trim();

  const { onSubmit: submit, formError } = useSaveForm(
    handleSubmit,
    ({ reason }) => onMove({ status: 'Cancelled', reason: reason.trim() }),
    (error) => showServerErrors(error, setError, cancelFields),
  );

  return (
    <ModalDialog title={`Cancel order #${orderNumber}?`} size="sm" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-muted">The order's items go back in stock and the customer is emailed the reason. This cannot be undone.</p>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">Quick reasons</legend>
          <div className="grid grid-cols-1 gap-2">
            {ownerCancellationReasons.map((choice) => (
              <div key={choice} className="rounded-xl border border-linen bg-white has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 text-sm text-ink">
                  <input
                    type="radio"
                    name={choiceName}
                    value={choice}
                    checked={reason === choice}
                    onChange={() => setValue('reason', choice, { shouldValidate: isSubmitted })}
                    aria-describedby={choice === FAKE_ORDER_REASON ? fakeNoteId : undefined}
                    className="size-5 shrink-0 accent-leaf-700"
                  />
                  {choice}
                </label>
                {choice === FAKE_ORDER_REASON ? (
                  <p id={fakeNoteId} className="-mt-1 pb-2.5 pl-11 pr-3 text-xs text-muted">
                    Counts against this customer's phone number and account: their orders are marked risky for {RISK_WINDOW_DAYS} days.
                  </p>
                ) : null}
              </div>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={500}
          hint="Choose one above or write your own, for example: the customer asked to cancel on the phone."
          error={errors.reason?.message}
          {...register('reason', { validate: (value) => value.trim() !== '' || 'Say why the order is cancelled' })}
        />
        <FormAlert message={formError} />
        <DialogActions onClose={onClose} closeLabel="Keep the order">
          <button type="submit" disabled={isSubmitting} className={buttonClass.danger}>
            Cancel order
          </button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
