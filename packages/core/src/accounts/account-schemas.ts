import { z } from '../shared/zod';

/** docs/product.md §5 texts, shared by the login page and the API so that both say the same thing. */
export const accountMessages = {
  invalidEmail: 'Please enter a valid email address',
  nameRequired: 'Please enter your name',
  passwordRequired: 'Please enter your password',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooLong: `Password must be at most 256 characters long`,
  passwordsDontMatch: "Passwords don't match",
  invalidOtp: 'Please enter a valid 6-digit OTP',
  nameTooLong: 'Name must be at most 100 characters long',
  currentPasswordRequired: 'Please enter your current password',
  samePassword: 'Your new password must be different from your current one',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only keeps a request from being a hashing workload. */
export const PASSWORD_MAX_LENGTH = 256;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

/** docs/product.md §5: auth emails are trimmed and lowercased before they are sent or compared. */
export const emailSchema = z
  .string({ error: accountMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, accountMessages.invalidEmail)
  .pipe(z.email({ error: accountMessages.invalidEmail }));

export const newPasswordSchema = z
  .string({ error: accountMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);

export const otpSchema = z.string({ error: accountMessages.invalidOtp }).regex(/^\d{6}$/, accountMessages.invalidOtp);

export const nameSchema = z.string({ error: accountMessages.nameRequired }).trim().min(1, accountMessages.nameRequired).max(100, accountMessages.nameTooLong);

/** What POST /api/user/register reads; anything else in the body (a role, an id) is ignored. */
export const registerRequestSchema = z.object({ name: nameSchema, email: emailSchema, password: newPasswordSchema });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: accountMessages.passwordRequired })
    .min(1, accountMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong),
});

export const emailOnlyRequestSchema = z.object({ email: emailSchema });

export const resetPasswordRequestSchema = z.object({ email: emailSchema, otp: otpSchema, newPassword: newPasswordSchema });

/**
 * What POST /api/user/change-password reads (docs/product.md §2 Account): the current password, which
 * the server checks, and a new one under the rules of sign-up and reset that differs from it.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: accountMessages.currentPasswordRequired })
      .min(1, accountMessages.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong),
    newPassword: newPasswordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, { message: accountMessages.samePassword, path: ['newPassword'] });

/** The account page's change-password form: the request plus a confirmation that must match. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, accountMessages.currentPasswordRequired).max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.currentPassword !== form.newPassword, { message: accountMessages.samePassword, path: ['newPassword'] })
  .refine((form) => form.newPassword === form.confirmPassword, { message: accountMessages.passwordsDontMatch, path: ['confirmPassword'] });

/** The signup form: the request plus a confirmation that must match. */
export const signupFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { message: accountMessages.passwordsDontMatch, path: ['confirmPassword'] });

/** docs/product.md §5: the code input keeps digits only, 6 at most. */
export function keepOtpDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH);
}
