import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@shop/core/accounts/account-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/form-field';
import { failureMessage } from '../account-responses';
import { changePasswordFailedMessage, useChangePassword } from '../api/change-password';
import { AccountSection, SuccessNote } from './account-section';
import { FormAlert, SubmitButton } from './form-controls';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * docs/product.md §2 Account, Change password: the current password, the new one twice. On success
 * every other session of the account is signed out and this one carries on with the fresh token.
 */
export function ChangePasswordSection() {
  const change = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyForm });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    setDone(null);
    try {
      setDone(await change.mutateAsync({ currentPassword, newPassword }));
      reset(emptyForm);
    } catch (error) {
      setServerError(failureMessage(error, changePasswordFailedMessage));
    }
  });

  return (
    <AccountSection title="Change password" lead="Changing it signs you out on every other device.">
      {() => (
        <form noValidate onSubmit={onSubmit} aria-label="Change password" className="space-y-5">
          <PasswordField label="Current password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
          <FormAlert message={serverError} />
          <SuccessNote message={done} />
          <SubmitButton busy={isSubmitting} busyLabel="Changing password...">
            Change password
          </SubmitButton>
        </form>
      )}
    </AccountSection>
  );
}
