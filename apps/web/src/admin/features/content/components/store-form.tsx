import { fallbackOperatingHours, weekdayLabels, weekdays, type OperatingHours, type Weekday } from '@shop/core/business/business-details';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { SelectField } from '../../../components/form-fields';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import { FormAlert } from '../../../components/form-alert';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { useCreateStore } from '../api/create-store';
import { storesQueryOptions, type AdminStore } from '../api/list-stores';
import { useUpdateStore } from '../api/update-store';
import { FormButtons, sameFieldNames } from './content-parts';
import { UnsavedWork } from '../../../components/unsaved-work';

/** A store as the API takes it (docs/product.md §3 Store): the form's paths are the server's. */
type StoreFormValues = Omit<AdminStore, 'storeId' | 'position' | 'version'>;

export const storeTypeLabels: Record<StoreFormValues['storeType'], string> = { retail: 'Shop', warehouse: 'Warehouse', other: 'Other' };
export const storeStatusLabels: Record<StoreFormValues['status'], string> = { active: 'Open', inactive: 'Closed for now', other: 'Other' };

const formFields: readonly Path<StoreFormValues>[] = [
  'storeName',
  'storeType',
  'status',
  'location.displayName',
  'location.address.street',
  'location.address.city',
  'location.address.state',
  'location.address.zipCode',
  'location.googleMapsLink',
  'contact.phone',
  'contact.manager',
  ...weekdays.flatMap((day) => [`operatingHours.${day}.open`, `operatingHours.${day}.close`, `operatingHours.${day}.closed`] as const),
];
const serverNames = sameFieldNames<StoreFormValues>(formFields);

function formValues(store: AdminStore | undefined): StoreFormValues {
  return {
    storeName: store?.storeName ?? '',
    storeType: store?.storeType ?? 'retail',
    status: store?.status ?? 'active',
    location: store?.location ?? { displayName: '', address: { street: '', city: '', state: '', zipCode: '' }, googleMapsLink: '' },
    contact: store?.contact ?? { phone: '', manager: '' },
    operatingHours: store?.operatingHours ?? fallbackOperatingHours,
  };
}

interface DayRowProps {
  day: Weekday;
  closed: boolean;
  register: UseFormRegister<StoreFormValues>;
  errors: FieldErrors<StoreFormValues>['operatingHours'];
}

/** One day of the week: closed, or its opening and closing times. A closed day keeps its times for when it opens again. */
function DayRow({ day, closed, register, errors }: DayRowProps) {
  const errorId = useId();
  const dayErrors = errors?.[day];
  const dayError = dayErrors?.open?.message ?? dayErrors?.close?.message ?? dayErrors?.closed?.message;
  const timeClass = 'min-h-11 w-full rounded-xl border bg-white px-3 text-base text-ink sm:text-sm';
  return (
    <fieldset className="grid grid-cols-2 items-center gap-x-3 gap-y-2 border-b border-linen py-3 last:border-b-0 sm:grid-cols-[8rem_8rem_1fr_1fr]">
      <legend className="float-left text-sm font-semibold text-ink sm:pt-3">{weekdayLabels[day]}</legend>
      <label className="flex min-h-11 cursor-pointer items-center justify-end gap-2 text-sm text-ink sm:justify-start">
        <input type="checkbox" className="size-5 accent-leaf-700" {...register(`operatingHours.${day}.closed`)} />
        Closed
      </label>
      {closed ? (
        <p className="col-span-2 text-sm text-muted">Closed all day</p>
      ) : (
        <>
          <label className="text-xs font-medium text-muted">
            Opens
            <input
              type="time"
              className={`${timeClass} ${dayErrors?.open ? 'border-red-700' : 'border-linen'}`}
              aria-invalid={dayErrors?.open ? true : undefined}
              aria-describedby={dayError ? errorId : undefined}
              {...register(`operatingHours.${day}.open`)}
            />
          </label>
          <label className="text-xs font-medium text-muted">
            Closes
            <input
              type="time"
              className={`${timeClass} ${dayErrors?.close ? 'border-red-700' : 'border-linen'}`}
              aria-invalid={dayErrors?.close ? true : undefined}
              aria-describedby={dayError ? errorId : undefined}
              {...register(`operatingHours.${day}.close`)}
            />
          </label>
        </>
      )}
      {dayError ? (
        <p id={errorId} className="col-span-2 text-sm text-red-700 sm:col-span-4">
          {dayError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Adds a store or changes one, with its week of opening hours. */
export function StoreForm({ store, onDone }: { store?: AdminStore; onDone: () => void }) {
  const create = useCreateStore();
  const update = useUpdateStore();
  const form = useForm<StoreFormValues>({ defaultValues: formValues(store) });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    getValues,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  // The version the dialog was opened on (decision 025).
  const [version, setVersion] = useState(store?.version);
  const queryClient = useQueryClient();
  const hours: OperatingHours = watch('operatingHours');

  // Most shops keep the same hours all week: Monday's are copied to every day that is open.
  const copyMondayToOpenDays = () => {
    const { open, close } = getValues('operatingHours.monday');
    for (const day of weekdays) {
      if (day === 'monday' || getValues(`operatingHours.${day}.closed`)) continue;
      setValue(`operatingHours.${day}.open`, open, { shouldDirty: true });
      setValue(`operatingHours.${day}.close`, close, { shouldDirty: true });
    }
  };

  const { onSubmit, formError, saved, conflict, clearConflict } = useSaveForm(
    handleSubmit,
    async (values) => {
      if (store) await update.mutateAsync({ id: store.storeId, changes: { ...values, version } });
      else await create.mutateAsync(values);
      toast.success(store ? 'Store saved' : 'Store added');
      onDone();
    },
    (error) => showServerErrors(error, setError, formFields, serverNames),
  );

  const loadTheirVersion = async () => {
    const fresh = (await queryClient.fetchQuery({ ...storesQueryOptions(), staleTime: 0 })).find((item) => item.storeId === store?.storeId);
    if (!fresh) throw new Error('The store is gone');
    reset(formValues(fresh));
    setVersion(fresh.version);
    clearConflict();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <UnsavedWork form={form} draftName={`store:${store?.storeId ?? 'new'}`} saved={saved} />
      <TextField label="Store name" error={errors.storeName?.message} {...register('storeName', { required: 'Write the store’s name' })} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField label="Type" error={errors.storeType?.message} {...register('storeType')}>
          {Object.entries(storeTypeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" error={errors.status?.message} {...register('status')}>
          {Object.entries(storeStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-sans text-base font-semibold text-ink">Where it is</legend>
        <TextField
          label="Area name"
          hint="How shoppers know the place, e.g. Gulberg, Lahore"
          error={errors.location?.displayName?.message}
          {...register('location.displayName')}
        />
        <TextField label="Street" autoComplete="off" error={errors.location?.address?.street?.message} {...register('location.address.street')} />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-3">
          <TextField label="City" error={errors.location?.address?.city?.message} {...register('location.address.city')} />
          <TextField label="Province" error={errors.location?.address?.state?.message} {...register('location.address.state')} />
          <TextField label="Postal code" inputMode="numeric" error={errors.location?.address?.zipCode?.message} {...register('location.address.zipCode')} />
        </div>
        <TextField
          label="Google Maps link"
          type="url"
          inputMode="url"
          error={errors.location?.googleMapsLink?.message}
          {...register('location.googleMapsLink')}
        />
      </fieldset>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Store phone" type="tel" inputMode="tel" error={errors.contact?.phone?.message} {...register('contact.phone')} />
        <TextField label="Manager" error={errors.contact?.manager?.message} {...register('contact.manager')} />
      </div>
      <fieldset>
        <legend className="font-sans text-base font-semibold text-ink">Opening hours</legend>
        <button type="button" onClick={copyMondayToOpenDays} className={`${buttonClass.quiet} -ml-4`}>
          Use Monday’s hours on every open day
        </button>
        <div>
          {weekdays.map((day) => (
            <DayRow key={day} day={day} closed={hours[day].closed} register={register} errors={errors.operatingHours} />
          ))}
        </div>
      </fieldset>
      <EditConflictNotice conflict={conflict} subject="this store" onReload={loadTheirVersion} />
      <FormAlert message={formError} />
      <FormButtons saving={isSubmitting} onCancel={onDone} />
    </form>
  );
}
