import { zodResolver } from '@hookform/resolvers/zod';
import { emailOnlyRequestSchema } from '@shop/core/accounts/account-schemas';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage } from '../account-responses';
import { useForgotPassword } from '../api/forgot-password';
import { TextField } from '../../../components/ui/form-field';
import { FormAlert, SubmitButton, TextButton } from './form-controls';

interface ForgotPasswordFormProps {
  defaultEmail: string;
  /** The code is on its way to `email` (as sent: trimmed and lowercased); `message` is for the toast. */
  onCodeSent: (email: string, message: string) => void;
  onBack: (email: string) => void;
}

export function ForgotPasswordForm({ defaultEmail, onCodeSent, onBack }: ForgotPasswordFormProps) {
  const forgotCall = useForgotPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailOnlyRequestSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      onCodeSent(email, await forgotCall.mutateAsync(email));
    } catch (error) {
      setServerError(failureMessage(error));
    }
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormAlert message={serverError} />
        <SubmitButton busy={isSubmitting} busyLabel="Sending OTP...">
          Send OTP
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <TextButton onClick={() => onBack(getValues('email').trim())}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Login
        </TextButton>
      </p>
    </>
  );
}
