import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RESEND_SECONDS } from '@shop/core/accounts/account-schemas';
import { accountErrorCodes } from '@shop/core/accounts/contract';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { NOT_LOGGED_IN } from '../../plugins/auth';
import { newId } from '../../lib/ids';
import { enqueueEmail } from '../../lib/outbox';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { issueToken } from '../../lib/tokens';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/users';
import {
  type AttemptKey,
  type AttemptPurpose,
  claimNewCode,
  clearAttempts,
  completeReset,
  countAttempt,
  countCodeAttempt,
  deleteEndedWindows,
  deleteExpiredCodes,
  findPasswordOf,
  findProfile,
  emailIsVerified,
  claimAccount,
  findUserByEmail,
  lockClaimableAccount,
  lastCodeRequest,
  replacePassword,
  updateProfile as storeProfile,
} from './repository';
import { passwordChangedMail, resetCodeMail, welcomeMail } from './emails';
import { queueVerificationEmail } from './email-verification';
import { signingSecretOf } from '../../lib/jwt-secret';

export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/** Code checks per address and client a day; decision 006 shows why a guesser stays bounded. */
export const DAILY_CODE_ATTEMPTS_PER_CLIENT = 100;
export const LOGIN_WINDOW_MINUTES = 15;
/** The window of RATE_LIMIT_REGISTER_PER_IP: accounts one client may create. */
export const REGISTER_WINDOW_MINUTES = 60;
/** Wrong current passwords on the account page, per account, in LOGIN_WINDOW_MINUTES (docs/product.md §2 Account). */
export const PASSWORD_CHANGE_TRIES = 5;
const DAY_MS = 24 * 3_600_000;

export const accountResponses = {
  registered: 'Account created successfully',
  loggedIn: 'Logged in successfully',
  codeSent: 'OTP sent to your email',
  codeResent: 'New OTP sent to your email',
  passwordReset: 'Password reset successfully',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  claimNotFound: 'We found no order with this number for this phone. Please check both against the message of your order.',
  badCredentials: 'Invalid email or password',
  badCode: 'Invalid or expired OTP',
  tooManyCodeAttempts: 'Too many wrong attempts. Please request a new OTP.',
  tooManyDailyAttempts: 'Too many attempts today. Please try again tomorrow.',
  profileUpdated: 'Profile updated',
  passwordChanged: 'Password changed. You have been signed out everywhere else.',
  wrongCurrentPassword: 'Your current password is not correct',
  passwordChangedMeanwhile: 'Your password was just changed somewhere else. Please log in again.',
} as const;

export const tooManyPasswordChanges = (retryAfterSeconds: number) =>
  `Too many wrong passwords. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

/** A public call's 401: a wrong password, not a missing login, so it has a code of its own. */
const badCredentials = () => new HttpError(401, accountErrorCodes.badCredentials, accountResponses.badCredentials);
const badCode = () => badRequest(accountErrorCodes.badCode, accountResponses.badCode);

export const tooManyRegistrations = (retryAfterSeconds: number) =>
  `Too many new accounts from your connection. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

export const tooManyLogins = (retryAfterSeconds: number) =>
  `Too many login attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`;

/** Who tries: the account's address and the client (lib/client-key.ts), so that a stranger's tries block only the stranger. */
export interface Attempter {
  email: string;
  client: string;
}

/** A hash to verify against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;

const keyed = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

const codeHash = (secret: string, email: string, code: string) => keyed(secret, `password-reset:${email}:${code}`);

/** Counters keep HMACs, not addresses: a copy of the table tells nobody who tried what from where. */
function attemptKey(context: AppContext, purpose: AttemptPurpose, { email, client }: Attempter): AttemptKey {
  const secret = signingSecretOf(context);
  return { accountKey: keyed(secret, `account:${email}`), purpose, clientKey: keyed(secret, `client:${client}`) };
}

/**
 * Counts a try of the account from the client before anything is checked, so that parallel tries
 * cannot slip under the limit. Answers the seconds to wait when the client is over the limit.
 */
async function countTry(context: AppContext, key: AttemptKey, windowMs: number, max: number): Promise<number | undefined> {
  const now = context.clock.now();
  const counted = await countAttempt(context.db, key, now, new Date(now.getTime() + windowMs));
  // A new window is the moment another may have ended somewhere: clear those, so rows never pile up.
  if (counted.attempts === 1) await deleteEndedWindows(context.db, now);
  if (counted.attempts <= max) return undefined;
  return Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - now.getTime()) / 1000));
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function tokenFor(context: AppContext, user: { id: string; tokenVersion: number }) {
  return issueToken({ id: user.id, ver: user.tokenVersion }, signingSecretOf(context), context.clock.now());
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  /** With orderNumber: the account the shop made for this phone's orders taken by hand, which this sign-up claims. */
  phone?: string | undefined;
  orderNumber?: string | undefined;
}

const emailTaken = () => conflict(accountErrorCodes.emailTaken, accountResponses.emailTaken);

export async function register(context: AppContext, input: Registration) {
  if (await findUserByEmail(context.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let account: { id: string; tokenVersion: number };
  try {
    account = await context.db.transaction(async (tx) => {
      const login = { name: input.name, email: input.email, passwordHash };
      const welcome = (userId: string) => queueVerificationEmail(tx, context, welcomeMail, { userId, email: input.email, name: input.name });
      if (input.phone !== undefined && input.orderNumber !== undefined) {
        const claimed = await claimHandOrderAccount(tx, input.phone, input.orderNumber, login);
        await welcome(claimed.id);
        return claimed;
      }
      const id = newId();
      await tx.insert(users).values({ id, ...login, createdAt: context.clock.now() });
      // The welcome carries the verification link, and counts as the account's first verification email.
      await welcome(id);
      return { id, tokenVersion: 0 };
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw emailTaken();
    throw error;
  }
  return { token: await tokenFor(context, account) };
}

/**
 * docs/product.md §2 Login/sign-up: the passwordless account of the phone that has the order of this
 * number gets the sign-up's name, email and password, its email unverified until the welcome's link is
 * followed. A wrong phone and a wrong number get the same answer, so neither can be guessed alone.
 */
async function claimHandOrderAccount(tx: Queryable, phone: string, orderNumber: string, login: { name: string; email: string; passwordHash: string }) {
  const account = await lockClaimableAccount(tx, phone, orderNumber);
  const claimed = account && (await claimAccount(tx, account.id, login));
  if (!claimed) throw badRequest(accountErrorCodes.claimNotFound, accountResponses.claimNotFound);
  return claimed;
}

/**
 * Failed logins are limited per account and client (OWASP's advice against lockout): a stranger's
 * wrong passwords block the stranger's client, while the owner's right one from elsewhere still
 * works. A try is counted before the password is checked, so parallel tries cannot slip under the
 * limit, and forgiven when it was right, so only failures remain.
 */
export async function login(context: AppContext, input: Attempter & { password: string }) {
  const key = context.config.rateLimit ? attemptKey(context, 'login', input) : undefined;
  if (key) {
    const waitSeconds = await countTry(context, key, LOGIN_WINDOW_MINUTES * 60_000, context.config.loginLimitPerAccount);
    if (waitSeconds !== undefined) throw tooManyRequests(tooManyLogins(waitSeconds), waitSeconds, accountErrorCodes.tooManyLoginAttempts);
  }
  const user = await findUserByEmail(context.db, input.email);
  if (!user) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verifyPassword(await decoyHash, input.password);
    throw badCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw badCredentials();
  if (key) await clearAttempts(context.db, key);
  return { token: await tokenFor(context, user) };
}

/**
 * Forgot-password and resend: the same answer and the same database work for every address, known
 * or not. Every address gets a code and the 60-second wait; only an account's owner is sent theirs.
 */
export async function sendResetCode(context: AppContext, email: string): Promise<void> {
  const now = context.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const user = await findUserByEmail(context.db, email);
  // The code and its email commit together. The email's statement runs for unknown addresses too and
  // writes nothing, so the work stays the same.
  const claimed = await context.db.transaction(async (tx) => {
    const fresh = await claimNewCode(tx, {
      email,
      purpose: 'password-reset',
      codeHash: codeHash(signingSecretOf(context), email, code),
      expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
      now,
      notBefore: new Date(now.getTime() - OTP_RESEND_SECONDS * 1000),
    });
    if (fresh) {
      const to = { email: user?.email ?? email, name: user?.name ?? '', code, validMinutes: CODE_VALID_MINUTES };
      await enqueueEmail(tx, context, resetCodeMail, to, { onlyIf: user !== undefined });
    }
    return fresh;
  });
  if (!claimed) {
    const last = (await lastCodeRequest(context.db, email, 'password-reset')) ?? now;
    const waitSeconds = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - (now.getTime() - last.getTime()) / 1000));
    throw tooManyRequests(`Please wait ${waitSeconds} seconds before asking for another OTP.`, waitSeconds, accountErrorCodes.otpWait);
  }
  await deleteExpiredCodes(context.db, now);
}

/**
 * Every step until the code has matched is the same for known and unknown addresses (an unknown one
 * holds a code nobody was sent), so neither the answers nor the work tell them apart.
 */
export async function resetPassword(context: AppContext, input: Attempter & { otp: string; newPassword: string }) {
  const now = context.clock.now();
  const key = attemptKey(context, 'password-reset', input);
  const waitSeconds = context.config.rateLimit ? await countTry(context, key, DAY_MS, DAILY_CODE_ATTEMPTS_PER_CLIENT) : undefined;
  if (waitSeconds !== undefined) throw tooManyRequests(accountResponses.tooManyDailyAttempts, waitSeconds, accountErrorCodes.tooManyCodeRequests);
  const code = await countCodeAttempt(context.db, input.email, 'password-reset', now);
  if (!code) throw badCode();
  if (code.attempts > CODE_MAX_ATTEMPTS) throw badRequest(accountErrorCodes.tooManyWrongCodes, accountResponses.tooManyCodeAttempts);
  if (!sameHash(code.codeHash, codeHash(signingSecretOf(context), input.email, input.otp))) throw badCode();
  // Only here may known and unknown addresses part: a right code for an address without an account.
  const user = await findUserByEmail(context.db, input.email);
  if (!user) throw badCode();
  const passwordHash = await hashPassword(input.newPassword);
  const done = await context.db.transaction(async (tx) => {
    const reset = await completeReset(tx, {
      email: input.email,
      purpose: 'password-reset',
      codeHash: code.codeHash,
      userId: user.id,
      passwordHash,
      accountKey: key.accountKey,
      now,
    });
    if (reset) await enqueuePasswordChanged(tx, context, user);
    return reset;
  });
  if (!done) throw badCode();
}

/** Only to a proven address: a reset by emailed code has just proven it (repository.ts, completeReset). */
function enqueuePasswordChanged(tx: Queryable, context: AppContext, account: { id: string; email: string; name: string }) {
  const changedAt = context.clock.now().toISOString();
  return enqueueEmail(tx, context, passwordChangedMail, { email: account.email, name: account.name, changedAt }, { onlyIf: emailIsVerified(account.id) });
}

export interface AccountProfile {
  _id: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
  phone: string | null;
  emailVerified: boolean;
}

type ProfileRow = { id: string; name: string; email: string; role: 'customer' | 'admin'; phone: string | null; emailVerifiedAt: Date | null };

const profileDto = (row: ProfileRow): AccountProfile => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  phone: row.phone,
  emailVerified: row.emailVerifiedAt !== null,
});

/** GET /api/user/me: the account as its page shows it. */
export async function accountProfile(context: AppContext, userId: string): Promise<AccountProfile> {
  const row = await findProfile(context.db, userId);
  // The token's user was found a moment ago; only a deletion in between gets here.
  if (!row) throw unauthorized(NOT_LOGGED_IN);
  return profileDto(row);
}

/** PUT /api/user/profile: the name and phone (validated and in national form by the contract's schema). */
export async function updateProfile(context: AppContext, userId: string, values: { name: string; phone: string | null }): Promise<AccountProfile> {
  const row = await storeProfile(context.db, userId, values);
  if (!row) throw unauthorized(NOT_LOGGED_IN);
  return profileDto(row);
}

/**
 * docs/product.md §2 Account, change password. Wrong current passwords are counted per account (every
 * try, before the check, so parallel tries cannot slip under the limit; a right one forgives them), so
 * someone holding a stolen session cannot guess the password at leisure. On success the token version
 * goes up, which signs out every other session, and this one gets a fresh token.
 */
export async function changePassword(context: AppContext, userId: string, input: { currentPassword: string; newPassword: string }) {
  const secret = signingSecretOf(context);
  const key: AttemptKey | undefined = context.config.rateLimit
    ? { accountKey: keyed(secret, `account-id:${userId}`), purpose: 'password-change', clientKey: keyed(secret, 'client:any') }
    : undefined;
  if (key) {
    const waitSeconds = await countTry(context, key, LOGIN_WINDOW_MINUTES * 60_000, PASSWORD_CHANGE_TRIES);
    if (waitSeconds !== undefined) throw tooManyRequests(tooManyPasswordChanges(waitSeconds), waitSeconds, accountErrorCodes.tooManyPasswordChanges);
  }
  const current = await findPasswordOf(context.db, userId);
  if (!current || !(await verifyPassword(current.passwordHash, input.currentPassword))) {
    throw badRequest(accountErrorCodes.wrongCurrentPassword, accountResponses.wrongCurrentPassword);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const changed = await context.db.transaction(async (tx) => {
    const account = await replacePassword(tx, { userId, checkedHash: current.passwordHash, passwordHash });
    if (account) await enqueuePasswordChanged(tx, context, { id: userId, ...account });
    return account;
  });
  if (!changed) throw conflict(commonErrorCodes.concurrentChange, accountResponses.passwordChangedMeanwhile);
  if (key) await clearAttempts(context.db, key);
  return { token: await tokenFor(context, { id: userId, tokenVersion: changed.tokenVersion }) };
}

// For the order's and the review's transactions: whether the account's email is proven, and the account's lock;
// for an order taken by hand, the customer's account or the passwordless account of a phone.
export { emailIsVerified, findCustomerAccount, lockAccount, handOrderAccountOf } from './repository';
export { accountEmailTemplates } from './emails';
