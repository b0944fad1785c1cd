import { formatMoney, rupees, type Paisa, type Rupees } from '@shop/core/shared/money';
import { returnReasons } from '@shop/core/orders/order-lifecycle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../components/form-fields';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { buttonClass } from '../../../components/buttons';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { FormAlert } from '../../../components/form-alert';
import { DialogActions, type MoveDialogProps } from './dialog-parts';

interface ReturnValues {
  reason: string;
  otherReason: string;
  restock: '' | 'yes' | 'no';
  refund: string;
  /** Empty when the courier charged nothing, or the owner does not know yet. */
  returnCharge: string;
}

const OTHER = 'Other';
const returnFields = ['reason', 'otherReason', 'restock', 'refund', 'returnCharge'] as const;

interface ReturnDialogProps extends MoveDialogProps {
  orderNumber: string;
  /** A delivered order's cash was collected: its return records how much went back (at most the total). */
  wasDelivered: boolean;
  amountPaisa: Paisa;
}

/** A rupee amount as typed ('1,500' or '1500.50'), or null when it is not one. */
function parseRupees(text: string): Rupees | null {
  const cleaned = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return rupees(Number(cleaned));
}

/** A parcel that came back: why, whether its units can be sold again, after delivery the cash given back, and the courier's charge for it. */
export function ReturnDialog({ orderNumber, wasDelivered, amountPaisa, onMove, onClose }: ReturnDialogProps) {
  const restockId = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ReturnValues>({ defaultValues: { reason: '', otherReason: '', restock: '', refund: '', returnCharge: '' } });
  const reasonChoice = watch('reason');

  const { onSubmit: submit, formError } = useSaveForm(
    handleSubmit,
    (values) =>
      onMove({
        status: 'Returned',
        reason: values.reason === OTHER ? values.otherReason.trim() : values.reason,
        restock: values.restock === 'yes',
        ...(wasDelivered ? { refund: parseRupees(values.refund) ?? 0 } : {}),
        ...(values.returnCharge.trim() ? { returnCharge: parseRupees(values.returnCharge) ?? 0 } : {}),
      }),
    // The reason typed under Other is the field the server's `reason` names.
    (error, values) => showServerErrors(error, setError, returnFields, values.reason === OTHER ? { reason: 'otherReason' } : {}),
  );

  return (
    <ModalDialog title={`Record the return of order #${orderNumber}`} size="sm" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <SelectField label="Reason" error={errors.reason?.message} {...register('reason', { required: 'Choose why the parcel came back' })}>
          <option value="">Choose a reason</option>
          {returnReasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </SelectField>
        {reasonChoice === OTHER ? (
          <TextField
            label="What happened"
            maxLength={500}
            error={errors.otherReason?.message}
            {...register('otherReason', { validate: (value) => value.trim() !== '' || 'Say why the parcel came back' })}
          />
        ) : null}
        <fieldset aria-describedby={errors.restock ? `${restockId}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-ink">Back in stock?</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-linen bg-white px-3 text-sm text-ink has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50">
              <input
                type="radio"
                value="yes"
                className="size-5 accent-leaf-700"
                {...register('restock', { required: 'Choose whether the units go back in stock' })}
              />
              Yes, the items can be sold again
            </label>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-linen bg-white px-3 text-sm text-ink has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50">
              <input
                type="radio"
                value="no"
                className="size-5 accent-leaf-700"
                {...register('restock', { required: 'Choose whether the units go back in stock' })}
              />
              No, keep them out (damaged)
            </label>
          </div>
          {errors.restock ? (
            <p id={`${restockId}-error`} className="mt-1.5 text-sm text-red-700">
              {errors.restock.message}
            </p>
          ) : null}
        </fieldset>
        {wasDelivered ? (
          <TextField
            label="Refund (Rs.)"
            inputMode="decimal"
            autoComplete="off"
            hint={`The cash given back to the customer: 0 if none, at most ${formatMoney(amountPaisa)}.`}
            error={errors.refund?.message}
            {...register('refund', { validate: (value) => parseRupees(value) !== null || 'Enter the amount in rupees, 0 if none' })}
          />
        ) : null}
        <TextField
          label="Return charge (Rs.)"
          inputMode="decimal"
          autoComplete="off"
          hint="What the courier charges for bringing the parcel back; leave empty if nothing."
          error={errors.returnCharge?.message}
          {...register('returnCharge', {
            validate: (value) => value.trim() === '' || parseRupees(value) !== null || 'Enter the charge in rupees, or leave it empty',
          })}
        />
        <FormAlert message={formError} />
        <DialogActions onClose={onClose} closeLabel="Not now">
          <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
            Record return
          </button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
