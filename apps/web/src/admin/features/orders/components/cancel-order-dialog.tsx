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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });

  const { onSubmit: submit, formError } = useSaveForm(
    handleSubmit,
    ({ reason }) => onMove({ status: 'Cancelled', reason: reason.trim() }),
    (error) => showServerErrors(error, setError, cancelFields),
  );

  return (
    <ModalDialog title={`Cancel order #${orderNumber}?`} size="sm" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-muted">The order's items go back in stock and the customer is emailed the reason. This cannot be undone.</p>
        <TextAreaField
          label="Reason"
          rows={3}
          maxLength={500}
          hint="For example: the customer asked to cancel on the phone."
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
