import { z } from '../zod';
import { emailOnlyRequestSchema, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema } from '../account-schemas';
import { defineEndpoint } from './endpoint';

/**
 * The error codes of the account calls (docs/product.md §7, §8 Accounts). Known and unknown addresses
 * get the same codes, so a code tells no more about accounts than the message does.
 */
export const accountErrorCodes = {
  emailTaken: 'EMAIL_TAKEN',
  badCredentials: 'BAD_CREDENTIALS',
  tooManyLoginAttempts: 'TOO_MANY_LOGIN_ATTEMPTS',
  /** A new code was sent less than a minute ago; Retry-After says when the next may be. */
  otpWait: 'OTP_WAIT',
  /** Wrong, expired or already used. */
  badCode: 'BAD_CODE',
  /** The code has taken its last wrong guess: only a new one can reset the password. */
  tooManyWrongCodes: 'TOO_MANY_WRONG_CODES',
  /** The day's code checks from this client for this address are used up. */
  tooManyCodeRequests: 'TOO_MANY_CODE_REQUESTS',
} as const;

const tag = 'Accounts';

const messageBody = z.object({ success: z.literal(true), message: z.string() });
const sessionBody = z.object({ success: z.literal(true), token: z.string(), message: z.string() });

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/user/register',
  summary: 'Create a customer account; answers a token',
  tag,
  auth: 'public',
  request: { body: registerRequestSchema },
  success: { status: 201, body: sessionBody },
  errors: { 409: [accountErrorCodes.emailTaken] },
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/user/login',
  summary: 'Log in; answers a token',
  tag,
  auth: 'public',
  request: { body: loginRequestSchema },
  success: { body: sessionBody },
  errors: {
    401: [accountErrorCodes.badCredentials],
    429: [accountErrorCodes.tooManyLoginAttempts],
  },
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/user/forgot-password',
  summary: 'Email a 6-digit password reset code (same answer for unknown emails)',
  tag,
  auth: 'public',
  request: { body: emailOnlyRequestSchema },
  success: { body: messageBody },
  errors: { 429: [accountErrorCodes.otpWait] },
});

export const resendOtp = defineEndpoint({
  method: 'POST',
  path: '/api/user/resend-otp',
  summary: 'Send the reset code again (once a minute)',
  tag,
  auth: 'public',
  request: { body: emailOnlyRequestSchema },
  success: { body: messageBody },
  errors: { 429: [accountErrorCodes.otpWait] },
});

export const getCurrentUser = defineEndpoint({
  method: 'GET',
  path: '/api/user/me',
  summary: 'The logged-in user',
  tag,
  auth: 'customer',
  success: {
    body: z.object({
      success: z.literal(true),
      user: z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.enum(['customer', 'admin']) }),
    }),
  },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/user/reset-password',
  summary: 'Set a new password with the emailed code',
  tag,
  auth: 'public',
  request: { body: resetPasswordRequestSchema },
  success: { body: messageBody },
  errors: {
    400: [accountErrorCodes.badCode, accountErrorCodes.tooManyWrongCodes],
    429: [accountErrorCodes.tooManyCodeRequests],
  },
});
