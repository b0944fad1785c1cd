import type { setProductStock as setProductStockEndpoint } from '@shop/core/catalog/admin-products-contract';
import { STOCK_MOVE_NOTE_MAX, type OwnerStockMoveReason } from '@shop/core/catalog/stock-moves';
import { STOCK_MAX } from '@shop/core/shared/admin-field-schemas';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { hasErrorCode } from '../../../../lib/api-client';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/form-fields';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import type { AdminProduct } from '../api/list-products';
import { useSetProductStock, type StockMoveInput } from '../api/set-product-stock';
import { reasonsFor, stockReasonLabels, type StockMoveKind } from '../stock-reasons';

interface StockMoveValues {
  kind: StockMoveKind;
  units: string;
  reason: OwnerStockMoveReason;
  note: string;
}

const kinds: { kind: StockMoveKind; label: string; unitsLabel: string }[] = [
  { kind: 'add', label: 'Add', unitsLabel: 'Units to add' },
  { kind: 'remove', label: 'Remove', unitsLabel: 'Units to remove' },
  { kind: 'count', label: 'Set count', unitsLabel: 'Units on the shelf' },
];

const stockMoveFields = ['units', 'reason', 'note'] as const;
// The server names the units by what the move sends: a change, or a new count.
const apiFieldNames = { change: 'units', quantity: 'units' } as const;

/** Whole units as typed, or null when they are not. */
function wholeUnits(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function checkUnits(text: string, kind: StockMoveKind): true | string {
  const units = wholeUnits(text);
  if (units === null) return kind === 'count' ? 'Enter the units on the shelf, 0 or more.' : 'Enter a whole number of units.';
  if (units === 0 && kind !== 'count') return 'Enter at least 1 unit.';
  if (units > STOCK_MAX) return `Enter at most ${STOCK_MAX.toLocaleString('en-PK')} units.`;
  return true;
}

function moveOf({ kind, units, reason, note }: StockMoveValues): StockMoveInput {
  const count = Number(units.trim());
  const noted = note.trim() ? { note: note.trim() } : {};
  if (kind === 'count') return { quantity: count, reason: 'counted', ...noted };
  return { change: kind === 'add' ? count : -count, reason, ...noted };
}

interface StockMoveDialogProps {
  product: AdminProduct;
  onClose: () => void;
  /** The product as the move left it. */
  onSaved: (product: AdminProduct) => void;
}

/**
 * Units added or taken away with a reason and an optional note, or a new count of the shelf (kept as
 * Counted). The server keeps each move in the product's stock history and refuses to go below 0.
 */
export function StockMoveDialog({ product, onClose, onSaved }: StockMoveDialogProps) {
  const setStock = useSetProductStock();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<StockMoveValues>({ defaultValues: { kind: 'add', units: '', reason: reasonsFor.add[0], note: '' } });
  const [kind, units] = useWatch({ control, name: ['kind', 'units'] });
  const typed = wholeUnits(units);
  const after = typed === null ? null : kind === 'add' ? product.quantity + typed : kind === 'remove' ? product.quantity - typed : typed;

  const { onSubmit, formError } = useSaveForm(
    handleSubmit,
    async (values) => {
      const changed = await setStock.mutateAsync({ id: product._id, move: moveOf(values) });
      onSaved(changed);
      onClose();
    },
    (error, values) => {
      if (hasErrorCode<typeof setProductStockEndpoint>(error, 'NOT_ENOUGH_STOCK')) {
        const left = Number(error.details.quantity);
        setError('units', { type: 'server', message: `Only ${left} in stock now, so ${values.units.trim()} cannot be removed.` }, { shouldFocus: true });
        return null;
      }
      if (hasErrorCode<typeof setProductStockEndpoint>(error, 'PRODUCT_NOT_FOUND')) return 'This product has been deleted, so its stock cannot change.';
      return showServerErrors(error, setError, stockMoveFields, apiFieldNames);
    },
  );

  return (
    <ModalDialog title={`Stock for ${product.name}`} size="sm" onClose={onClose}>
      {/* The dialog is drawn outside the page, but React still hands its submit to any form around the button that opened it. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
        className="space-y-4"
      >
        <p className="text-sm text-ink">
          In stock now: <span className="font-semibold tabular-nums">{product.quantity}</span>
        </p>
        <fieldset>
          <legend className="sr-only">What to do</legend>
          <div className="grid grid-cols-3 gap-2">
            {kinds.map((choice) => (
              <label
                key={choice.kind}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-linen bg-white px-2 text-center text-sm font-semibold text-ink has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-leaf-700"
              >
                <input
                  type="radio"
                  value={choice.kind}
                  className="sr-only"
                  {...register('kind', { onChange: (event: { target: { value: StockMoveKind } }) => setValue('reason', reasonsFor[event.target.value][0]!) })}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={kinds.find((choice) => choice.kind === kind)!.unitsLabel}
          type="number"
          inputMode="numeric"
          min={kind === 'count' ? 0 : 1}
          step={1}
          autoComplete="off"
          error={errors.units?.message}
          hint={after === null ? undefined : after < 0 ? `That is more than the ${product.quantity} in stock.` : `Stock after: ${after}`}
          {...register('units', { validate: (value, values) => checkUnits(value, values.kind) })}
        />
        {kind === 'count' ? (
          <p className="text-sm text-muted">Kept in the history as Counted, with the difference from {product.quantity}.</p>
        ) : (
          <SelectField label="Reason" error={errors.reason?.message} {...register('reason')}>
            {reasonsFor[kind].map((reason) => (
              <option key={reason} value={reason}>
                {stockReasonLabels[reason]}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label="Note (optional)"
          autoComplete="off"
          maxLength={STOCK_MOVE_NOTE_MAX}
          hint="Where the units came from, or what happened to them."
          error={errors.note?.message}
          {...register('note')}
        />
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClass.secondary}>
            Cancel
          </button>
          <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
            {isSubmitting ? 'Saving…' : 'Save stock'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
