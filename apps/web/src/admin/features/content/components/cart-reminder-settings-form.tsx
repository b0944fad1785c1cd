import { ABANDONED_CART_HOURS_MAX } from '@shop/core/console/admin-schemas';
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

/**
 * docs/product.md §2 Carts that come back: how long a signed-in customer's cart waits untouched before
 * the shop emails its one reminder. Only this setting is sent: the server keeps the others as they are.
 */
export function CartReminderSettingsForm({ settings, edit }: { settings: ShopSettings; edit: SharedEditVersion }) {
  const save = usePutShopSettings();
  const form = useForm<Pick<ShopSettings, 'abandonedCartHours'>>({ defaultValues: { abandonedCartHours: settings.abandonedCartHours } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit, formError, saved, conflict } = useSaveForm(
    handleSubmit,
    async (values) => edit.onSaved((await save.mutateAsync({ ...values, version: edit.version })).version),
    (error) => showServerErrors(error, setError, ['abandonedCartHours']),
  );

  return (
    <SettingsForm
      title="Cart reminders"
      description="A customer who leaves items in their cart gets one email with the items and today's prices, at most one a week, and only at a proven address."
      onSubmit={onSubmit}
      saving={isSubmitting}
      savedText={saved ? 'Cart reminders saved.' : null}
      error={formError}
      notice={<EditConflictNotice conflict={conflict} subject="the shop settings" onReload={edit.onReload} />}
      saveLabel="Save cart reminders"
    >
      <UnsavedWork form={form} draftName="cart-reminders" saved={saved} />
      <TextField
        label="Remind after (hours)"
        type="number"
        inputMode="numeric"
        min={0}
        max={ABANDONED_CART_HOURS_MAX}
        step={1}
        hint="Hours the cart waits untouched; 6 unless you change it. 0 = no reminders."
        error={errors.abandonedCartHours?.message}
        className="sm:max-w-xs"
        {...register('abandonedCartHours', {
          valueAsNumber: true,
          validate: (value) =>
            (Number.isInteger(value) && value >= 0 && value <= ABANDONED_CART_HOURS_MAX) ||
            `Write a whole number of hours from 0 to ${ABANDONED_CART_HOURS_MAX}`,
        })}
      />
    </SettingsForm>
  );
}
