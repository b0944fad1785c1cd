import { zodResolver } from '@hookform/resolvers/zod';
import { keepOtpDigits, OTP_RESEND_SECONDS, resetPasswordRequestSchema } from '@shop/core/accounts/account-schemas';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { failureMessage } from '../account-responses';
import { resendFailedMessage, useResendOtp } from '../api/resend-otp';
import { useResetPassword } from '../api/reset-password';
import { useResendCountdown } from '../hooks/use-resend-countdown';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { FormAlert, SubmitButton, TextButton } from './form-controls';

interface ResetPasswordFormProps {
  /** Where the code went; locked here, so the code and the address always belong together. */
  email: string;
  onPasswordReset: (message: string) => void;
  onBack: () => void;
}

export function ResetPasswordForm({ email, onPasswordReset, onBack }: ResetPasswordFormProps) {
  const resetCall = useResetPassword();
  const resendCall = useResendOtp();
  // This form only appears once a code has been sent, so the wait starts at once.
  const { secondsLeft, restart } = useResendCountdown(OTP_RESEND_SECONDS);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetPasswordRequestSchema), defaultValues: { email, otp: '', newPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onPasswordReset(await resetCall.mutateAsync(values));
    } catch (error) {
      setServerError(failureMessage(error));
    }
  });

  async function resend() {
    try {
      toast.success(await resendCall.mutateAsync(email));
      restart(OTP_RESEND_SECONDS);
    } catch (error) {
      toast.error(failureMessage(error, resendFailedMessage));
      // The server counts the wait from the last code it sent; follow its count when it gives one.
      if (isApiError(error) && error.retryAfterSeconds !== undefined) restart(error.retryAfterSeconds);
    }
  }

  const waiting = secondsLeft > 0;
  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField label="Email" type="email" autoComplete="email" readOnly error={errors.email?.message} {...register('email')} />
        <div>
          <Controller
            control={control}
            name="otp"
            render={({ field: { onChange, ...field }, fieldState }) => (
              <TextField
                {...field}
                label="OTP"
                hint="The 6-digit code from your email. Check your spam folder if it is not in your inbox."
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
                error={fieldState.error?.message}
                // Pasted codes often come with spaces or dashes; only the digits are kept, 6 at most.
                onChange={(event) => onChange(keepOtpDigits(event.target.value))}
              />
            )}
          />
          <p className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm text-muted">
            <span>Didn't get the code?</span>
            <TextButton onClick={() => void resend()} disabled={waiting || resendCall.isPending}>
              {waiting ? `Resend OTP in ${secondsLeft}s` : resendCall.isPending ? 'Sending...' : 'Resend OTP'}
            </TextButton>
          </p>
        </div>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <FormAlert message={serverError} />
        <SubmitButton busy={isSubmitting} busyLabel="Resetting password...">
          Reset Password
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <TextButton onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Login
        </TextButton>
      </p>
    </>
  );
}
