import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@shop/core/accounts/account-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { failureMessage, type SessionStart } from '../account-responses';
import { useLogin } from '../api/login';
import { TextField, PasswordField } from '../../../components/ui/form-field';
import { FormAlert, SubmitButton, TextButton } from './form-controls';

interface LoginFormProps {
  defaultEmail: string;
  onLoggedIn: (session: SessionStart) => void;
  /** Hands over what is typed in Email, so the shopper need not type it again. */
  onForgotPassword: (email: string) => void;
  onSignUp: () => void;
}

export function LoginForm({ defaultEmail, onLoggedIn, onForgotPassword, onSignUp }: LoginFormProps) {
  const loginCall = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: defaultEmail, password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      onLoggedIn(await loginCall.mutateAsync(values));
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
        <div>
          <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
          <div className="mt-2 flex justify-end text-sm">
            <TextButton onClick={() => onForgotPassword(getValues('email').trim())}>Forgot your password?</TextButton>
          </div>
        </div>
        <FormAlert message={serverError} />
        <SubmitButton busy={isSubmitting} busyLabel="Logging in...">
          Login
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        New here? <TextButton onClick={onSignUp}>Create an account</TextButton>
      </p>
    </>
  );
}
