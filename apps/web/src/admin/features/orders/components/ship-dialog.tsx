import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../components/form-fields';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { buttonClass } from '../../../components/buttons';
import { LoadError } from '../../../components/query-view';
import { consolePath } from '../../../lib/console-paths';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useCouriers } from '../api/get-couriers';
import { FormAlert } from '../../../components/form-alert';
import { DialogActions, type MoveDialogProps } from './dialog-parts';
import { courierNamed, MissingTrackingLink } from './missing-tracking-link';

interface ShipValues {
  courier: string;
  trackingNumber: string;
}

const shipFields = ['courier', 'trackingNumber'] as const;

/** Packing → Shipped: which courier took the parcel and its tracking number; the customer is emailed both. */
export function ShipDialog({ orderNumber, onMove, onClose }: MoveDialogProps & { orderNumber: string }) {
  const couriers = useCouriers();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ShipValues>({ defaultValues: { courier: '', trackingNumber: '' } });

  // A shop with one courier should not have to pick it every time.
  const onlyCourier = couriers.data?.length === 1 ? couriers.data[0]!.name : null;
  const chosen = courierNamed(couriers.data, watch('courier'));
  useEffect(() => {
    if (onlyCourier && !getValues('courier')) setValue('courier', onlyCourier);
  }, [onlyCourier, getValues, setValue]);

  const { onSubmit: submit, formError } = useSaveForm(
    handleSubmit,
    (values) => onMove({ status: 'Shipped', courier: values.courier, trackingNumber: values.trackingNumber.trim() }),
    (error) => showServerErrors(error, setError, shipFields),
  );

  return (
    <ModalDialog title={`Ship order #${orderNumber}`} size="sm" onClose={onClose}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {couriers.isError ? (
          <LoadError error={couriers.error} onRetry={() => void couriers.refetch()} />
        ) : couriers.data?.length === 0 ? (
          <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            No couriers are set up yet.{' '}
            <Link to={consolePath('content', {}, 'delivery')} className="font-semibold underline underline-offset-2">
              Add one under Content
            </Link>{' '}
            (delivery settings), then ship the order.
          </p>
        ) : null}
        <SelectField
          label="Courier"
          disabled={!couriers.data}
          error={errors.courier?.message}
          {...register('courier', { required: 'Choose the courier that took the parcel' })}
        >
          <option value="">{couriers.isPending ? 'Loading couriers…' : 'Choose a courier'}</option>
          {couriers.data?.map((courier) => (
            <option key={courier.name} value={courier.name}>
              {courier.name}
            </option>
          ))}
        </SelectField>
        <MissingTrackingLink courier={chosen} />
        <TextField
          label="Tracking number"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={60}
          hint="As printed on the courier's receipt."
          error={errors.trackingNumber?.message}
          {...register('trackingNumber', { validate: (value) => value.trim() !== '' || 'Enter the tracking number' })}
        />
        <FormAlert message={formError} />
        <DialogActions onClose={onClose} closeLabel="Not now">
          <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
            Ship
          </button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
