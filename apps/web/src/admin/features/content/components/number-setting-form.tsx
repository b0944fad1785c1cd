import { ABANDONED_CART_HOURS_MAX } from '@shop/core/console/admin-schemas';
import { COURIER_PAYOUT_DAYS_DEFAULT, COURIER_PAYOUT_DAYS_MAX } from '@shop/core/couriers/courier-payouts';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/ui/form-field';
import { useSaveForm } from '../../../lib/save-form';
import { showServerErrors } from '../../../lib/server-errors';
import type { ShopSettings } from '../api/get-shop-settings';
import { usePutShopSettings } from '../api/put-shop-settings';
import { SettingsForm } from './content-parts';
import { UnsavedWork } from '../../../components/unsaved-work';
import { EditConflictNotice } from '../../../components/edit-conflict-notice';
import type { SharedEditVersion } from '../../../lib/edit-conflict';

/** The shop settings that are one whole number each, edited alone in a small form of their own. */
type NumberSetting = 'abandonedCartHours' | 'courierPayoutDays';

interface NumberSettingCopy {
  setting: NumberSetting;
  title: string;
  description: string;
  label: string;
  hint: string;
  min: number;
  max: number;
  /** Said under the field when what is typed is not a whole number from min to max. */
  outOfRange: string;
  /** The form's draft name (UnsavedWork). */
  draftName: string;
  savedText: string;
  saveLabel: string;
}

/** docs/product.md §2 Carts that come back: how long a signed-in customer's cart waits untouched before its one reminder email. */
export const cartReminderSetting: NumberSettingCopy = {
  setting: 'abandonedCartHours',
  title: 'Cart reminders',
  description: "A customer who leaves items in their cart gets one email with the items and today's prices, at most one a week, and only at a proven address.",
  label: 'Remind after (hours)',
  hint: 'Hours the cart waits untouched; 6 unless you change it. 0 = no reminders.',
  min: 0,
  max: ABANDONED_CART_HOURS_MAX,
  outOfRange: `Write a whole number of hours from 0 to ${ABANDONED_CART_HOURS_MAX}`,
  draftName: 'cart-reminders',
  savedText: 'Cart reminders saved.',
  saveLabel: 'Save cart reminders',
};

/** docs/product.md §4 What every courier owes: how long a delivery may wait for its courier's payout before Today warns of it. */
export const courierPayoutSetting: NumberSettingCopy = {
  setting: 'courierPayoutDays',
  title: 'Courier payouts',
  description: 'Today warns of deliveries whose courier has not paid for them after this many days, and the Couriers screen marks them overdue.',
  label: 'Days a delivery may wait for its courier’s payout',
  hint: `Days after delivery; ${COURIER_PAYOUT_DAYS_DEFAULT} unless you change it.`,
  min: 1,
  max: COURIER_PAYOUT_DAYS_MAX,
  outOfRange: `Write a whole number of days from 1 to ${COURIER_PAYOUT_DAYS_MAX}`,
  draftName: 'courier-payout-days',
  savedText: 'Courier payouts saved.',
  saveLabel: 'Save courier payouts',
};

/** One number setting's form. Only that setting is sent: the server keeps the others as they are. */
export function NumberSettingForm({ settings, edit, copy }: { settings: ShopSettings; edit: SharedEditVersion; copy: NumberSettingCopy }) {
  const { setting, min, max } = copy;
  const save = usePutShopSettings();
  const form = useForm<Partial<Pick<ShopSettings, NumberSetting>>>({ defaultValues: { [setting]: settings[setting] } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, formError, saved, conflict } = useSaveForm(
    handleSubmit,
    async (values) => edit.onSaved((await save.mutateAsync({ [setting]: values[setting], version: edit.version })).version),
    (error) => showServerErrors(error, setError, [setting]),
  );

  return (
    <SettingsForm
      title={copy.title}
      description={copy.description}
      onSubmit={onSubmit}
      saving={isSubmitting}
      savedText={saved ? copy.savedText : null}
      error={formError}
      notice={<EditConflictNotice conflict={conflict} subject="the shop settings" onReload={edit.onReload} />}
      saveLabel={copy.saveLabel}
    >
      <UnsavedWork form={form} draftName={copy.draftName} saved={saved} />
      <TextField
        label={copy.label}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        hint={copy.hint}
        error={errors[setting]?.message}
        className="sm:max-w-xs"
        {...register(setting, {
          valueAsNumber: true,
          validate: (value) => (value !== undefined && Number.isInteger(value) && value >= min && value <= max) || copy.outOfRange,
        })}
      />
    </SettingsForm>
  );
}
