import { zodResolver } from '@hookform/resolvers/zod';
import { signupWithClaimFormSchema } from '@shop/core/accounts/account-profile-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, type SessionStart } from '../account-responses';
import { useRegister } from '../api/register';
import { TextField, PasswordField } from '../../../components/ui/form-field';
import { FormAlert, SubmitButton, TextButton } from './form-controls';

interface SignupFormProps {
  onSignedUp: (session: SessionStart) => void;
  onLogin: () => void;
}

export function SignupForm({ onSignedUp, onLogin }: SignupFormProps) {
  const registerCall = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signupWithClaimFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', phone: '', orderNumber: '' },
  });
  // Open by the customer, or by a mistake in one of its fields, which must show.
  const [claimOpen, setClaimOpen] = useState(false);
  const claimShown = claimOpen || Boolean(errors.phone ?? errors.orderNumber);

  const onSubmit = handleSubmit(async ({ name, email, password, phone, orderNumber }) => {
    setServerError(null);
    try {
      onSignedUp(await registerCall.mutateAsync({ name, email, password, ...(phone && orderNumber ? { phone, orderNumber } : {}) }));
    } catch (error) {
      setServerError(failureMessage(error));
    }
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label="Name" autoComplete="name" placeholder="Your full name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField label="Password" autoComplete="new-password" hint="At least 8 characters." error={errors.password?.message} {...register('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        {/* docs/product.md §2 Login/sign-up: the account the shop keeps for orders taken by hand becomes this one. */}
        <details open={claimShown} onToggle={(event) => setClaimOpen(event.currentTarget.open)} className="rounded-xl border border-linen p-3">
          <summary className="min-h-11 cursor-pointer content-center text-sm font-medium text-ink">Ordered on WhatsApp or Instagram? Add your order</summary>
          <div className="mt-3 space-y-4">
            <p className="text-sm text-muted">Your past orders join your new account when you give the phone number and one order's number from our message.</p>
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder="03001234567"
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField label="Order number" autoComplete="off" placeholder="e.g. 5f3a9c1" error={errors.orderNumber?.message} {...register('orderNumber')} />
          </div>
        </details>
        <FormAlert message={serverError} />
        <SubmitButton busy={isSubmitting} busyLabel="Creating account...">
          Sign Up
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account? <TextButton onClick={onLogin}>Login here</TextButton>
      </p>
    </>
  );
}
