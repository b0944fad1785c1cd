import { UNCONFIRMED_HOLD_HOURS_MAX } from '@shop/core/console/admin-schemas';
import type { TrustSettings } from '@shop/core/trust/customer-trust';
import { useForm, type Path } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import type { ShopSettings } from '../api/get-shop-settings';
import { usePutShopSettings } from '../api/put-shop-settings';
import { SettingsForm } from './content-parts';
import { UnsavedWork } from '../../../components/unsaved-work';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import type { SharedEditVersion } from '../../../lib/edit-conflict';

const trustFields: readonly { name: Path<TrustSettings>; label: string; hint: string; max?: number }[] = [
  {
    name: 'unconfirmedHoldHours',
    label: 'Hold unconfirmed orders for (hours)',
    hint: 'An order nobody confirms in this time is cancelled and its items go back in stock. 0 = never.',
    max: UNCONFIRMED_HOLD_HOURS_MAX,
  },
  {
    name: 'newCustomerOpenOrders',
    label: 'New customers: orders waiting for confirmation',
    hint: 'How many of one customer’s orders may wait at once. 0 = no limit.',
  },
  { name: 'newCustomerMaxOrderRupees', label: 'New customers: largest order (Rs.)', hint: '0 = no limit.' },
  { name: 'newCustomerMaxOrderUnits', label: 'New customers: most items per order', hint: 'A deal counts as the items in it. 0 = no limit.' },
];

/**
 * docs/product.md §4 Trust: how long an unconfirmed order holds its stock, and the limits on orders of
 * customers the shop does not know yet (new ones, and risky ones). Only these four are sent: the
 * server keeps the others as they are.
 */
export function TrustSettingsForm({ settings, edit }: { settings: ShopSettings; edit: SharedEditVersion }) {
  const save = usePutShopSettings();
  const form = useForm<TrustSettings>({
    defaultValues: {
      unconfirmedHoldHours: settings.unconfirmedHoldHours,
      newCustomerOpenOrders: settings.newCustomerOpenOrders,
      newCustomerMaxOrderRupees: settings.newCustomerMaxOrderRupees,
      newCustomerMaxOrderUnits: settings.newCustomerMaxOrderUnits,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, formError, saved, conflict } = useSaveForm(
    handleSubmit,
    async (values) => edit.onSaved((await save.mutateAsync({ ...values, version: edit.version })).version),
    (error) =>
      showServerErrors(
        error,
        setError,
        trustFields.map((field) => field.name),
      ),
  );

  return (
    <SettingsForm
      title="Cash-on-delivery protection"
      description="The limits apply to new and risky customers. Trusted customers, with at least one order delivered and nothing refused, are not limited."
      onSubmit={onSubmit}
      saving={isSubmitting}
      savedText={saved ? 'Protection settings saved.' : null}
      error={formError}
      notice={<EditConflictNotice conflict={conflict} subject="the shop settings" onReload={edit.onReload} />}
      saveLabel="Save protection settings"
    >
      <UnsavedWork form={form} draftName="trust-settings" saved={saved} />
      {trustFields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type="number"
          inputMode="numeric"
          min={0}
          max={field.max}
          step={1}
          hint={field.hint}
          error={errors[field.name]?.message}
          {...register(field.name, { valueAsNumber: true, validate: (value) => (Number.isInteger(value) && value >= 0) || 'Write a whole number, 0 for none' })}
        />
      ))}
    </SettingsForm>
  );
}
