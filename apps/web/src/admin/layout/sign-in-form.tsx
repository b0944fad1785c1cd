import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@shop/core/accounts/account-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField, TextField } from '../../components/ui/form-field';
import { setToken } from '../../lib/storage';
import { useLogin } from '../../features/accounts/api/login';
import { buttonClass } from '../components/buttons';

/** Sign-in with the shop's own accounts (docs/product.md §10): the same email and password as on the storefront. */
export function SignInForm() {
  const loginCall = useLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token } = await loginCall.mutateAsync(values);
      setToken(token);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : 'Sign-in failed. Please try again.');
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <TextField label="Email" type="email" autoComplete="username" inputMode="email" error={errors.email?.message} {...register('email')} />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      {serverError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {serverError}
        </p>
      ) : null}
      <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} w-full`}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
