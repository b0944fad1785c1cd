import { z } from '../shared/zod';
import { rupeesSchema } from '../shared/money-schemas';
import { changePasswordRequestSchema, emailOnlyRequestSchema, loginRequestSchema, resetPasswordRequestSchema } from './account-schemas';
import { registerWithClaimRequestSchema, savedAddressRequestSchema, updateProfileRequestSchema } from './account-profile-schemas';
import { addressDtoSchema } from '../orders/dtos';
import { defineEndpoint } from '../contract/endpoint';
import { commonErrorCodes } from '../contract/error-codes';

/**
 * The error codes of the account calls (docs/product.md §7, §8 Accounts). Known and unknown addresses
 * get the same codes, so a code tells no more about accounts than the message does.
 */
export const accountErrorCodes = {
  emailTaken: 'EMAIL_TAKEN',
  /** Sign-up's phone and order number name no order the shop took by hand for that phone (the same answer whichever is wrong). */
  claimNotFound: 'CLAIM_NOT_FOUND',
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
  /** Change password: the current password given is not the account's. A 400, not a 401: the session stays. */
  wrongCurrentPassword: 'WRONG_CURRENT_PASSWORD',
  /** Change password: too many wrong current passwords for this account lately; Retry-After says when to try again. */
  tooManyPasswordChanges: 'TOO_MANY_PASSWORD_CHANGES',
  /** A saved address that is not one of the caller's (missing or another account's: the same answer). */
  addressNotFound: 'ADDRESS_NOT_FOUND',
  /** The account already keeps the most saved addresses allowed. */
  tooManyAddresses: 'TOO_MANY_ADDRESSES',
  /** A verification link that this shop did not make for an account, or that was garbled. */
  verificationLinkInvalid: 'VERIFICATION_LINK_INVALID',
  /** A verification link older than its 7 days; the account page sends a new one. */
  verificationLinkExpired: 'VERIFICATION_LINK_EXPIRED',
  /** The account's address is verified already: a link works once. */
  emailAlreadyVerified: 'EMAIL_ALREADY_VERIFIED',
  /** The link is another account's than the one logged in here: nothing changes until that one logs out. */
  verificationForAnotherAccount: 'VERIFICATION_FOR_ANOTHER_ACCOUNT',
  /** A verification email went less than a minute ago; Retry-After says when the next may go. */
  verificationEmailWait: 'VERIFICATION_EMAIL_WAIT',
  /** The day's verification emails of this account are used up; Retry-After says when the next may go. */
  tooManyVerificationEmails: 'TOO_MANY_VERIFICATION_EMAILS',
} as const;

const tag = 'Accounts';

const messageBody = z.object({ success: z.literal(true), message: z.string() });
const sessionBody = z.object({ success: z.literal(true), token: z.string(), message: z.string() });

export const register = defineEndpoint({
  method: 'POST',
  path: '/api/user/register',
  summary:
    'Create a customer account; answers a token. With phone and orderNumber (an order the shop took by hand for that phone), the account the shop made for that phone becomes this one, its orders with it',
  tag,
  auth: 'public',
  request: { body: registerWithClaimRequestSchema },
  success: { status: 201, body: sessionBody },
  errors: { 400: [accountErrorCodes.claimNotFound], 409: [accountErrorCodes.emailTaken], 429: [commonErrorCodes.rateLimited] },
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

/** The account as its page shows it; `phone` is null until the customer sets one (national form, 03001234567). */
export const accountUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['customer', 'admin']),
  phone: z.string().nullable(),
  /** Until it is true the shop sends the address nothing but the verification email and one-time codes. */
  emailVerified: z.boolean(),
});

export const getCurrentUser = defineEndpoint({
  method: 'GET',
  path: '/api/user/me',
  summary: 'The logged-in user',
  tag,
  auth: 'customer',
  success: { body: z.object({ success: z.literal(true), user: accountUserSchema }) },
});

export const updateProfile = defineEndpoint({
  method: 'PUT',
  path: '/api/user/profile',
  summary: "Change the logged-in customer's name and phone (an empty phone clears it); answers the account",
  tag,
  auth: 'customer',
  request: { body: updateProfileRequestSchema },
  success: { body: z.object({ success: z.literal(true), message: z.string(), user: accountUserSchema }) },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/user/change-password',
  summary: 'Change the password with the current one; every other session is signed out and this one gets a fresh token',
  tag,
  auth: 'customer',
  request: { body: changePasswordRequestSchema },
  success: { body: sessionBody },
  errors: {
    400: [accountErrorCodes.wrongCurrentPassword],
    429: [accountErrorCodes.tooManyPasswordChanges],
  },
});

/** One saved address: the order form's eight fields, as the order stores them, and whether it is the default. */
export const savedAddressDtoSchema = addressDtoSchema.extend({
  _id: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const addressListBody = z.object({ success: z.literal(true), addresses: z.array(savedAddressDtoSchema) });
/** Every write answers the whole list, since one change can move the default to another address. */
const addressWriteBody = addressListBody.extend({ message: z.string(), address: savedAddressDtoSchema.optional() });
const addressParams = z.object({ id: z.string().max(64, 'id is too long') });

export const listSavedAddresses = defineEndpoint({
  method: 'GET',
  path: '/api/user/addresses',
  summary: "The logged-in customer's saved addresses, the default first, then newest first",
  tag,
  auth: 'customer',
  success: { body: addressListBody },
});

export const addSavedAddress = defineEndpoint({
  method: 'POST',
  path: '/api/user/addresses',
  summary: 'Save an address (10 at most); the first, or one sent with isDefault: true, becomes the default',
  tag,
  auth: 'customer',
  request: { body: savedAddressRequestSchema },
  success: { status: 201, body: addressWriteBody },
  errors: { 409: [accountErrorCodes.tooManyAddresses] },
});

export const updateSavedAddress = defineEndpoint({
  method: 'PUT',
  path: '/api/user/addresses/:id',
  summary: 'Edit a saved address; isDefault: true makes it the default (the default stays until another is made default)',
  tag,
  auth: 'customer',
  request: { params: addressParams, body: savedAddressRequestSchema },
  success: { body: addressWriteBody },
  errors: { 404: [accountErrorCodes.addressNotFound] },
});

export const makeSavedAddressDefault = defineEndpoint({
  method: 'PUT',
  path: '/api/user/addresses/:id/default',
  summary: 'Make a saved address the default',
  tag,
  auth: 'customer',
  request: { params: addressParams },
  success: { body: addressWriteBody },
  errors: { 404: [accountErrorCodes.addressNotFound] },
});

export const deleteSavedAddress = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/addresses/:id',
  summary: 'Delete a saved address; when it was the default, the newest remaining one becomes the default',
  tag,
  auth: 'customer',
  request: { params: addressParams },
  success: { body: addressWriteBody },
  errors: { 404: [accountErrorCodes.addressNotFound] },
});

/** An order the verification page offers to confirm: its confirm link's token works as the email's would have. */
export const waitingOrderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  /** Rupees, as every order amount. */
  amount: rupeesSchema,
  /** Epoch milliseconds. */
  date: z.number(),
  itemCount: z.number(),
  /** For POST /api/order/confirm. */
  confirmToken: z.string(),
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/user/verify-email',
  summary:
    "Verify the account's email with the emailed link's token (the page /verify-email POSTs it; a GET changes nothing); answers the account's orders waiting for confirmation, each with its confirm token",
  tag,
  auth: 'public',
  request: {
    body: z.object({ token: z.string({ error: 'The link is missing its token' }).min(1, 'The link is missing its token').max(2000, 'The link is too long') }),
  },
  success: { body: z.object({ success: z.literal(true), message: z.string(), waitingOrders: z.array(waitingOrderSchema) }) },
  errors: {
    400: [accountErrorCodes.verificationLinkInvalid],
    403: [accountErrorCodes.verificationForAnotherAccount],
    409: [accountErrorCodes.emailAlreadyVerified],
    410: [accountErrorCodes.verificationLinkExpired],
  },
});

export const resendVerification = defineEndpoint({
  method: 'POST',
  path: '/api/user/resend-verification',
  summary: 'Email the logged-in account a new verification link (at most once a minute and 5 times a day)',
  tag,
  auth: 'customer',
  success: { body: messageBody },
  errors: {
    409: [accountErrorCodes.emailAlreadyVerified],
    429: [accountErrorCodes.verificationEmailWait, accountErrorCodes.tooManyVerificationEmails],
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
