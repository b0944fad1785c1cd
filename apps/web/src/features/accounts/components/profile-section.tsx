import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileRequestSchema } from '@shop/core/accounts/account-profile-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { failureMessage } from '../account-responses';
import { useCurrentUser, type CurrentUser } from '../api/get-current-user';
import { updateProfileFailedMessage, useUpdateProfile } from '../api/update-profile';
import { AccountSection, SuccessNote } from './account-section';
import { FormAlert, SubmitButton } from './form-controls';

export const profileLoadFailedMessage = 'Failed to load your profile';

function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(updateProfileRequestSchema), defaultValues: { name: user.name, phone: user.phone ?? '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setSaved(null);
    try {
      const answer = await update.mutateAsync(values);
      // The form shows what the server kept (the phone in its national form).
      reset({ name: answer.user.name, phone: answer.user.phone ?? '' });
      setSaved(answer.message);
    } catch (error) {
      setServerError(failureMessage(error, updateProfileFailedMessage));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile" className="space-y-5" onChange={() => setSaved(null)}>
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="e.g. 03001234567"
        hint="Used to fill in your delivery details. Leave empty to remove it."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField label="Email" type="email" value={user.email} readOnly hint="Your email is how you log in; it cannot be changed here." />
      <FormAlert message={serverError} />
      <SuccessNote message={saved} />
      <SubmitButton busy={isSubmitting} busyLabel="Saving...">
        Save profile
      </SubmitButton>
    </form>
  );
}

/** docs/product.md §2 Account, Profile: name and phone to edit, the email shown read-only. */
export function ProfileSection({ userId }: { userId: string }) {
  const user = useCurrentUser(userId);
  return (
    <AccountSection title="Profile" lead="Your name and phone fill in your delivery details at checkout.">
      {() =>
        user.data ? (
          <ProfileForm key={user.data._id} user={user.data} />
        ) : user.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
            <p>{profileLoadFailedMessage}</p>
            <button type="button" onClick={() => void user.refetch()} className="mt-1 font-semibold underline underline-offset-2">
              Try again
            </button>
          </div>
        ) : (
          <div className="space-y-5" aria-hidden="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        )
      }
    </AccountSection>
  );
}
