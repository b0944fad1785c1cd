import { deliveryDaysSchema } from '@shop/core/delivery/admin-schemas';
import { deliveryTimePromise, MAX_DELIVERY_DAYS, type DeliveryDays } from '@shop/core/delivery/delivery';
import { formatRupees, rupees } from '@shop/core/shared/money';
import { Plus, Trash2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { buttonClass } from '../../../components/buttons';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import type { SharedEditVersion } from '../../../lib/edit-conflict';
import { LoadingRows, QueryView } from '../../../components/query-view';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import { deliverySettingsForOwnerQueryOptions, useDeliverySettingsForOwner, type AdminDeliverySettings } from '../api/get-delivery-settings';
import { shopSettingsQueryOptions, useShopSettings, type ShopSettings } from '../api/get-shop-settings';
import { usePutDeliverySettings } from '../api/put-delivery-settings';
import { usePutShopSettings } from '../api/put-shop-settings';
import { ContentSection, SettingsForm, sameFieldNames } from './content-parts';
import { TrustSettingsForm } from './trust-settings-form';
import { cartReminderSetting, courierPayoutSetting, NumberSettingForm } from './number-setting-form';
import { UnsavedWork } from '../../../components/unsaved-work';

interface DeliveryFormValues {
  /** Rupees, as the API takes them. */
  fixedCharge: number;
  freeDeliveryAbove: number;
  /** '' for a courier without a tracking page. */
  couriers: { name: string; trackingUrlTemplate: string }[];
  deliveryDays: DeliveryDays;
}

/** What a shopper will pay, in the shop's own money format, so the owner can check the numbers before saving. */
function chargePreview(fixedCharge: number, freeDeliveryAbove: number): string | null {
  if (!Number.isFinite(fixedCharge) || !Number.isFinite(freeDeliveryAbove) || fixedCharge < 0 || freeDeliveryAbove < 0) return null;
  const charge = fixedCharge > 0 ? `Shoppers pay ${formatRupees(rupees(fixedCharge))} for delivery` : 'Delivery is free';
  if (fixedCharge === 0) return `${charge}.`;
  return freeDeliveryAbove > 0 ? `${charge}; orders of ${formatRupees(rupees(freeDeliveryAbove))} or more travel free.` : `${charge} on every order.`;
}

const dayCountInput = { type: 'number', inputMode: 'numeric', min: 1, max: MAX_DELIVERY_DAYS, step: 1 } as const;

/** The server refuses a courier twice or a link without {tracking} by its place in the list: the form's own paths. */
function deliveryFormFields(values: DeliveryFormValues): Path<DeliveryFormValues>[] {
  return [
    'fixedCharge',
    'freeDeliveryAbove',
    'deliveryDays.min',
    'deliveryDays.max',
    'couriers',
    ...values.couriers.flatMap((_, index) => [`couriers.${index}.name`, `couriers.${index}.trackingUrlTemplate`] as const),
  ];
}

const deliveryFormValues = (settings: AdminDeliverySettings): DeliveryFormValues => ({
  fixedCharge: settings.fixedCharge,
  freeDeliveryAbove: settings.freeDeliveryAbove,
  couriers: settings.couriers.map((courier) => ({ name: courier.name, trackingUrlTemplate: courier.trackingUrlTemplate ?? '' })),
  deliveryDays: { ...settings.deliveryDays },
});

function DeliveryForm({ settings }: { settings: AdminDeliverySettings }) {
  const save = usePutDeliverySettings();
  const queryClient = useQueryClient();
  // The version the form was opened on, moved on by its own saves (decision 025).
  const [version, setVersion] = useState(settings.version);
  const form = useForm<DeliveryFormValues>({ defaultValues: deliveryFormValues(settings) });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const couriers = useFieldArray({ control, name: 'couriers' });
  const preview = chargePreview(watch('fixedCharge'), watch('freeDeliveryAbove'));
  const days = { min: watch('deliveryDays.min'), max: watch('deliveryDays.max') };
  const daysPreview = deliveryDaysSchema.safeParse(days).success ? deliveryTimePromise(days) : null;
  const dayCount = {
    valueAsNumber: true,
    required: 'Write a number of working days',
    min: { value: 1, message: 'At least 1 working day' },
    max: { value: MAX_DELIVERY_DAYS, message: `At most ${MAX_DELIVERY_DAYS} working days` },
  } as const;

  const { onSubmit, formError, saved, conflict, clearConflict } = useSaveForm(
    handleSubmit,
    async (values) => {
      const answer = await save.mutateAsync({
        fixedCharge: values.fixedCharge,
        freeDeliveryAbove: values.freeDeliveryAbove,
        couriers: values.couriers.map((courier) => ({ name: courier.name, trackingUrlTemplate: courier.trackingUrlTemplate.trim() || null })),
        deliveryDays: values.deliveryDays,
        version,
      });
      setVersion(answer.version);
    },
    (error, values) => {
      const formFields = deliveryFormFields(values);
      return showServerErrors(error, setError, formFields, sameFieldNames<DeliveryFormValues>(formFields));
    },
  );

  const loadTheirVersion = async () => {
    const fresh = await queryClient.fetchQuery({ ...deliverySettingsForOwnerQueryOptions(), staleTime: 0 });
    reset(deliveryFormValues(fresh));
    setVersion(fresh.version);
    clearConflict();
  };

  return (
    <SettingsForm
      title="Delivery charge"
      description="One charge for every order, cash on delivery."
      onSubmit={onSubmit}
      saving={isSubmitting}
      savedText={saved ? 'Delivery settings saved.' : null}
      error={formError}
      notice={<EditConflictNotice conflict={conflict} subject="the delivery settings" onReload={loadTheirVersion} />}
      saveLabel="Save delivery settings"
    >
      <UnsavedWork form={form} draftName="delivery-settings" saved={saved} />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          label="Delivery charge (Rs.)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={errors.fixedCharge?.message}
          {...register('fixedCharge', { valueAsNumber: true, required: 'Write the charge, 0 for free delivery' })}
        />
        <TextField
          label="Free delivery above (Rs.)"
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          hint="0 for no free delivery."
          error={errors.freeDeliveryAbove?.message}
          {...register('freeDeliveryAbove', { valueAsNumber: true, required: 'Write the amount, 0 for none' })}
        />
      </div>
      <p role="status" aria-live="polite" className="text-sm text-ink">
        {preview}
      </p>

      <fieldset className="space-y-3">
        <legend className="font-sans text-base font-semibold text-ink">Delivery time</legend>
        <p className="text-sm text-muted">Working days from confirming an order to the customer's door, as the order confirmation page promises them.</p>
        <div className="grid grid-cols-2 gap-5 sm:max-w-md">
          <TextField label="From (working days)" {...dayCountInput} error={errors.deliveryDays?.min?.message} {...register('deliveryDays.min', dayCount)} />
          <TextField
            label="To (working days)"
            {...dayCountInput}
            error={errors.deliveryDays?.max?.message}
            {...register('deliveryDays.max', {
              ...dayCount,
              validate: (max, values) => !(max < values.deliveryDays.min) || 'Cannot be shorter than From',
            })}
          />
        </div>
        <p role="status" aria-live="polite" className="text-sm text-ink">
          {daysPreview}
        </p>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-sans text-base font-semibold text-ink">Couriers</legend>
        <p className="text-sm text-muted">
          The couriers you ship with, offered when you ship an order. Give one a tracking link and customers can follow their parcel: write {'{tracking}'} where
          the tracking number goes, e.g. https://courier.pk/track?cn={'{tracking}'}.
        </p>
        {errors.couriers?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.couriers.message}
          </p>
        ) : null}
        <ol className="space-y-3">
          {couriers.fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-1 gap-3 rounded-xl bg-cream/60 p-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-start">
              <TextField
                label="Courier name"
                error={errors.couriers?.[index]?.name?.message}
                {...register(`couriers.${index}.name`, { required: 'Write the courier’s name' })}
              />
              <TextField
                label="Tracking link"
                type="url"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="https://…{tracking}"
                error={errors.couriers?.[index]?.trackingUrlTemplate?.message}
                {...register(`couriers.${index}.trackingUrlTemplate`)}
              />
              <button
                type="button"
                className={`${buttonClass.danger} sm:mt-7`}
                disabled={couriers.fields.length === 1}
                onClick={() => couriers.remove(index)}
                aria-label={`Remove ${watch(`couriers.${index}.name`) || `courier ${index + 1}`}`}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <span aria-hidden="true" className="sm:hidden">
                  Remove
                </span>
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className={buttonClass.secondary} onClick={() => couriers.append({ name: '', trackingUrlTemplate: '' }, { shouldFocus: true })}>
          <Plus aria-hidden="true" className="size-4" />
          Add courier
        </button>
      </fieldset>
    </SettingsForm>
  );
}

function LowStockForm({ settings, edit }: { settings: ShopSettings; edit: SharedEditVersion }) {
  const save = usePutShopSettings();
  const form = useForm<Pick<ShopSettings, 'lowStockThreshold'>>({ defaultValues: { lowStockThreshold: settings.lowStockThreshold } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, formError, saved, conflict } = useSaveForm(
    handleSubmit,
    async (values) => edit.onSaved((await save.mutateAsync({ ...values, version: edit.version })).version),
    (error) => showServerErrors(error, setError, ['lowStockThreshold']),
  );

  return (
    <SettingsForm
      title="Low-stock alert"
      description="Today and the Products screen point out products with this many units or fewer."
      onSubmit={onSubmit}
      saving={isSubmitting}
      savedText={saved ? 'Low-stock alert saved.' : null}
      error={formError}
      notice={<EditConflictNotice conflict={conflict} subject="the shop settings" onReload={edit.onReload} />}
      saveLabel="Save low-stock alert"
    >
      <UnsavedWork form={form} draftName="low-stock" saved={saved} />
      <TextField
        label="Low-stock alert at"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint="Units in stock; 5 unless you change it."
        error={errors.lowStockThreshold?.message}
        className="sm:max-w-xs"
        {...register('lowStockThreshold', { valueAsNumber: true, required: 'Write a number of units' })}
      />
    </SettingsForm>
  );
}

/**
 * The forms of the shop settings, one object with one version (decision 025): each form's save
 * moves it on for both, and loading their version after a refused save opens both forms on it afresh.
 */
function ShopSettingsForms({ settings }: { settings: ShopSettings }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(settings);
  const [version, setVersion] = useState(settings.version);
  const [generation, setGeneration] = useState(0);
  const edit: SharedEditVersion = {
    version,
    onSaved: setVersion,
    onReload: async () => {
      const fresh = await queryClient.fetchQuery({ ...shopSettingsQueryOptions(), staleTime: 0 });
      setOpened(fresh);
      setVersion(fresh.version);
      setGeneration((count) => count + 1);
    },
  };
  return (
    <div key={generation} className="space-y-4">
      <LowStockForm settings={opened} edit={edit} />
      <TrustSettingsForm settings={opened} edit={edit} />
      <NumberSettingForm settings={opened} edit={edit} copy={cartReminderSetting} />
      <NumberSettingForm settings={opened} edit={edit} copy={courierPayoutSetting} />
    </div>
  );
}

/** What delivery costs, the couriers orders ship with, when a product counts as low on stock, and the limits on customers not yet trusted. */
export function DeliverySettingsSection() {
  const delivery = useDeliverySettingsForOwner();
  const shopSettings = useShopSettings();
  return (
    <ContentSection
      title="Delivery & settings"
      description="What shoppers pay for delivery, the couriers you ship with, your low-stock alert and your cash-on-delivery protection."
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <QueryView query={delivery} loading={<LoadingRows rows={4} label="Loading the delivery settings…" />}>
          {(settings) => <DeliveryForm settings={settings} />}
        </QueryView>
        <QueryView query={shopSettings} loading={<LoadingRows rows={2} label="Loading the shop settings…" />}>
          {(settings) => <ShopSettingsForms settings={settings} />}
        </QueryView>
      </div>
    </ContentSection>
  );
}
