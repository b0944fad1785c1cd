import { zodResolver } from '@hookform/resolvers/zod';
import { signupFormSchema } from '@shop/core/accounts/account-schemas';
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
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setServerError(null);
    try {
      onSignedUp(await registerCall.mutateAsync({ name, email, password }));
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
