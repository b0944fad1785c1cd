import { PAYOUT_LINES_MAX, PAYOUT_TRACKING_MAX, paisaFromCell } from '@shop/core/couriers/courier-payouts';
import { paisa, paisaToRupees, rupees, type Rupees } from '@shop/core/shared/money';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';
import type { PayoutSource } from '../api/preview-payout';

interface TypedLine {
  trackingNumber: string;
  codAmount: string;
  charges: string;
  tax: string;
}

const emptyLine: TypedLine = { trackingNumber: '', codAmount: '', charges: '', tax: '' };

/** A rupee amount as typed ('1,250', 'Rs. 980.50'), read as the courier's report is; null when it is not one. */
function rupeesOf(text: string): Rupees | null {
  const amount = paisaFromCell(text);
  return amount === null ? null : paisaToRupees(paisa(amount));
}

const amountProblem = (text: string) => rupeesOf(text) !== null || 'Write the amount in rupees, such as 1,250';

/** The checked rows as the API takes them; charges and tax left empty are left out. */
function linesOf(values: { lines: TypedLine[] }) {
  const amount = (text: string) => rupeesOf(text) ?? rupees(0);
  return values.lines.map((line) => ({
    trackingNumber: line.trackingNumber.trim(),
    codAmount: amount(line.codAmount),
    ...(line.charges.trim() ? { charges: amount(line.charges) } : {}),
    ...(line.tax.trim() ? { tax: amount(line.tax) } : {}),
  }));
}

interface TypedLinesFormProps {
  courier: string;
  onCheck: (source: PayoutSource) => void;
  checking: boolean;
  checkError: string | null;
}

/** A payout typed from the courier's message or slip: one row per parcel, as many as it lists. */
export function TypedLinesForm({ courier, onCheck, checking, checkError }: TypedLinesFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ lines: TypedLine[] }>({ defaultValues: { lines: [emptyLine] } });
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });

  const submit = handleSubmit((values) => onCheck({ courier, lines: linesOf(values) }));

  return (
    <form noValidate onSubmit={submit} aria-label="The payout’s lines" className="space-y-4 rounded-2xl border border-linen bg-white p-4">
      <p className="text-sm text-muted">One line per parcel the payout pays for. Cash 0 for a parcel the courier brought back.</p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const lineErrors = errors.lines?.[index];
          return (
            <li key={field.id}>
              <fieldset className="rounded-xl border border-linen p-3">
                <legend className="px-1 text-sm font-semibold text-ink">Line {index + 1}</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] sm:items-start">
                  <TextField
                    label="Tracking number"
                    autoComplete="off"
                    maxLength={PAYOUT_TRACKING_MAX}
                    className="col-span-2 sm:col-span-1"
                    error={lineErrors?.trackingNumber?.message}
                    {...register(`lines.${index}.trackingNumber`, { validate: (value) => value.trim() !== '' || 'Write the tracking number' })}
                  />
                  <TextField
                    label="Cash (Rs.)"
                    inputMode="decimal"
                    autoComplete="off"
                    error={lineErrors?.codAmount?.message}
                    {...register(`lines.${index}.codAmount`, {
                      validate: (value) => (value.trim() === '' ? 'Write the cash collected, 0 if none' : amountProblem(value)),
                    })}
                  />
                  <TextField
                    label="Charges (Rs.)"
                    inputMode="decimal"
                    autoComplete="off"
                    error={lineErrors?.charges?.message}
                    {...register(`lines.${index}.charges`, { validate: amountProblem })}
                  />
                  <TextField
                    label="Tax (Rs.)"
                    inputMode="decimal"
                    autoComplete="off"
                    error={lineErrors?.tax?.message}
                    {...register(`lines.${index}.tax`, { validate: amountProblem })}
                  />
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    disabled={fields.length === 1}
                    aria-label={`Remove line ${index + 1}`}
                    className={`${buttonClass.danger} self-end`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sm:sr-only">Remove</span>
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => append(emptyLine)} disabled={fields.length >= PAYOUT_LINES_MAX} className={buttonClass.secondary}>
        <Plus aria-hidden="true" className="size-4" />
        Add a line
      </button>
      <FormAlert message={checkError} />
      <div>
        <button type="submit" disabled={checking} className={buttonClass.primary}>
          {checking ? 'Checking…' : 'Check payout'}
        </button>
      </div>
    </form>
  );
}
