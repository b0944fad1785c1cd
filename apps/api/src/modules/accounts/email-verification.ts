import { accountErrorCodes } from '@shop/core/accounts/contract';
import {
  emailVerificationMessages as messages,
  tooManyVerificationEmailsMessage,
  VERIFICATION_EMAIL_SPACING_SECONDS,
  VERIFICATION_EMAILS_PER_DAY,
  verificationEmailWaitMessage,
} from '@shop/core/accounts/email-verification';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { badRequest, conflict, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { enqueueEmail, type EmailTemplate } from '../../lib/outbox';
import { verifyLinkToken } from '../../lib/tokens';
import type { AuthenticatedUser } from '../../plugins/auth';
import { NOT_LOGGED_IN } from '../../plugins/auth';
import { verificationMail } from './emails';
import { claimVerificationEmail, findVerificationState, markEmailVerified, verificationSendsOf } from './repository';
import { signingSecretOf } from '../../lib/jwt-secret';

/**
 * Verified email (docs/product.md §2 Accounts). A new account is sent one welcome with a link that
 * proves its address; until it is used, the shop sends the address nothing but verification emails and
 * one-time codes (customer emails are enqueued with accounts/repository.ts's emailIsVerified).
 */

const SPACING_MS = VERIFICATION_EMAIL_SPACING_SECONDS * 1000;

/**
 * Counts and queues a verification email (the welcome, or a new link) in the caller's transaction, if
 * the account's limits allow one now; answers whether they did.
 */
export async function queueVerificationEmail(
  tx: Queryable,
  context: AppContext,
  template: EmailTemplate<{ userId: string; email: string; name: string }>,
  account: { userId: string; email: string; name: string },
): Promise<boolean> {
  const now = context.clock.now();
  const claimed = await claimVerificationEmail(tx, account.userId, now, SPACING_MS, VERIFICATION_EMAILS_PER_DAY);
  if (claimed) await enqueueEmail(tx, context, template, account);
  return claimed;
}

/** POST /api/user/resend-verification: a new link, at most once a minute and VERIFICATION_EMAILS_PER_DAY a day. */
export async function resendVerification(context: AppContext, userId: string): Promise<string> {
  const account = await findVerificationState(context.db, userId);
  if (!account) throw unauthorized(NOT_LOGGED_IN);
  if (account.emailVerifiedAt) throw conflict(accountErrorCodes.emailAlreadyVerified, messages.alreadyVerified);
  const sent = await context.db.transaction((tx) =>
    queueVerificationEmail(tx, context, verificationMail, { userId, email: account.email, name: account.name }),
  );
  if (sent) return messages.sent;
  const now = context.clock.now().getTime();
  const sends = await verificationSendsOf(context.db, userId);
  const lastSentAt = sends?.lastSentAt.getTime() ?? now;
  if (now - lastSentAt < SPACING_MS) {
    const waitSeconds = Math.max(1, Math.ceil((lastSentAt + SPACING_MS - now) / 1000));
    throw tooManyRequests(verificationEmailWaitMessage(waitSeconds), waitSeconds, accountErrorCodes.verificationEmailWait);
  }
  const waitSeconds = Math.max(1, Math.ceil(((sends?.windowEndsAt.getTime() ?? now) - now) / 1000));
  throw tooManyRequests(tooManyVerificationEmailsMessage(waitSeconds), waitSeconds, accountErrorCodes.tooManyVerificationEmails);
}

export interface EmailVerified {
  message: string;
  /** The account just verified: the route answers its orders waiting for confirmation (orders/service). */
  userId: string;
}

/**
 * POST /api/user/verify-email, from the page the link opens (a GET of the link changes nothing, so mail
 * scanners cannot verify). Works once: the link names its account, and an account verified already
 * answers 409. Logged in as another account, it changes nothing.
 */
export async function verifyEmail(context: AppContext, token: string, loggedIn: AuthenticatedUser | null): Promise<EmailVerified> {
  const now = context.clock.now();
  const check = await verifyLinkToken('email-verification', token, signingSecretOf(context), now);
  if (!check.valid) {
    throw check.expired
      ? new HttpError(410, accountErrorCodes.verificationLinkExpired, messages.linkExpired)
      : badRequest(accountErrorCodes.verificationLinkInvalid, messages.linkInvalid);
  }
  const userId = check.subject;
  // A link of a deleted account is as good as no link.
  const account = await findVerificationState(context.db, userId);
  if (!account) throw badRequest(accountErrorCodes.verificationLinkInvalid, messages.linkInvalid);
  if (loggedIn && loggedIn.id !== userId) throw new HttpError(403, accountErrorCodes.verificationForAnotherAccount, messages.anotherAccount);
  // Of two clicks at once, the second finds it verified.
  if (account.emailVerifiedAt || !(await markEmailVerified(context.db, userId, now))) {
    throw conflict(accountErrorCodes.emailAlreadyVerified, messages.alreadyVerified);
  }
  return { message: messages.verified, userId };
}
