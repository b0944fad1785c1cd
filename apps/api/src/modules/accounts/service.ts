import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RESEND_SECONDS } from '@shop/core/account-schemas';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { issueToken } from '../../lib/tokens';
import type { AppContext } from '../../app-context';
import { users } from '../../db/schema/users';
import { getBusinessDetails } from '../business/service';
import { cacheKeys } from '../../lib/cache-keys';
import {
  attemptsSince,
  claimOtpRequest,
  completeReset,
  countCodeAttempt,
  findActiveCode,
  findUserByEmail,
  lastOtpRequest,
  replaceActiveCode,
} from './repository';
import { resetCodeEmail, welcomeEmail } from './emails';

export const CODE_VALID_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const ACCOUNT_DAILY_CODE_ATTEMPTS = 100;

export const accountResponses = {
  registered: 'Account created successfully',
  loggedIn: 'Logged in successfully',
  codeSent: 'OTP sent to your email',
  codeResent: 'New OTP sent to your email',
  passwordReset: 'Password reset successfully',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  badCredentials: 'Invalid email or password',
  badCode: 'Invalid or expired OTP',
  tooManyCodeAttempts: 'Too many wrong attempts. Please request a new OTP.',
  tooManyDailyAttempts: 'Too many attempts today. Please try again tomorrow.',
} as const;

/** A hash to verify against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;

function codeHash(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`password-reset:${userId}:${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function secretOf(context: AppContext): string {
  const secret = context.config.jwtSecret;
  if (!secret) throw new Error('JWT secret is not configured');
  return secret;
}

const business = (context: AppContext) =>
  context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));

async function tokenFor(context: AppContext, user: { id: string; tokenVersion: number }) {
  return issueToken({ id: user.id, ver: user.tokenVersion }, secretOf(context), context.clock.now());
}

export async function register(context: AppContext, input: { name: string; email: string; password: string }) {
  if (await findUserByEmail(context.db, input.email)) throw new HttpError(409, accountResponses.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const id = newId();
  try {
    await context.db.insert(users).values({ id, name: input.name, email: input.email, passwordHash, createdAt: context.clock.now() });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw new HttpError(409, accountResponses.emailTaken);
    throw error;
  }
  context.mailer.send(welcomeEmail({ email: input.email, name: input.name }, await business(context), context.config.publicUrl));
  return { token: await tokenFor(context, { id, tokenVersion: 0 }) };
}

export async function login(context: AppContext, input: { email: string; password: string }) {
  const user = await findUserByEmail(context.db, input.email);
  if (!user) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verifyPassword(await decoyHash, input.password);
    throw unauthorized(accountResponses.badCredentials);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(accountResponses.badCredentials);
  return { token: await tokenFor(context, user) };
}

/**
 * Forgot-password and resend: the same answer for every address, known or not. The 60-second
 * wait is kept per address for both, so that it reveals nothing either.
 */
export async function sendResetCode(context: AppContext, email: string): Promise<void> {
  const now = context.clock.now();
  const claimed = await claimOtpRequest(context.db, email, now, new Date(now.getTime() - OTP_RESEND_SECONDS * 1000));
  if (!claimed) {
    const last = (await lastOtpRequest(context.db, email)) ?? now;
    const waitSeconds = Math.max(1, Math.ceil(OTP_RESEND_SECONDS - (now.getTime() - last.getTime()) / 1000));
    throw new HttpError(429, `Please wait ${waitSeconds} seconds before asking for another OTP.`, { retryAfter: waitSeconds });
  }
  const user = await findUserByEmail(context.db, email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceActiveCode(context.db, {
    id: newId(),
    userId: user.id,
    codeHash: codeHash(secretOf(context), user.id, code),
    expiresAt: new Date(now.getTime() + CODE_VALID_MINUTES * 60_000),
    now,
  });
  context.mailer.send(resetCodeEmail({ email: user.email, name: user.name }, code, CODE_VALID_MINUTES, await business(context)));
}

export async function resetPassword(context: AppContext, input: { email: string; otp: string; newPassword: string }) {
  const now = context.clock.now();
  const user = await findUserByEmail(context.db, input.email);
  if (!user) throw new HttpError(400, accountResponses.badCode);
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  if ((await attemptsSince(context.db, user.id, dayAgo)) >= ACCOUNT_DAILY_CODE_ATTEMPTS) {
    throw new HttpError(429, accountResponses.tooManyDailyAttempts);
  }
  const code = await findActiveCode(context.db, user.id, now);
  if (!code) throw new HttpError(400, accountResponses.badCode);
  if (!(await countCodeAttempt(context.db, code.id, CODE_MAX_ATTEMPTS))) throw new HttpError(400, accountResponses.tooManyCodeAttempts);
  if (!sameHash(code.codeHash, codeHash(secretOf(context), user.id, input.otp))) throw new HttpError(400, accountResponses.badCode);
  const passwordHash = await hashPassword(input.newPassword);
  if (!(await completeReset(context.db, { codeId: code.id, userId: user.id, passwordHash, now }))) {
    throw new HttpError(400, accountResponses.badCode);
  }
}
