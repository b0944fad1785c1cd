/**
 * Verified email (docs/product.md §2 Accounts): until an account's address is proven, the shop sends it
 * nothing but the verification email and one-time codes.
 */

/** How long a verification link works. */
export const VERIFICATION_LINK_DAYS = 7;
/** The wait between two verification emails of one account. */
export const VERIFICATION_EMAIL_SPACING_SECONDS = 60;
/** Verification emails of one account in a day, the welcome's included. */
export const VERIFICATION_EMAILS_PER_DAY = 5;
/** The most of a visitor's name an email echoes. */
export const GREETING_NAME_MAX = 40;

export const emailVerificationMessages = {
  verified: 'Thank you! Your email is verified. We will send your order updates there.',
  alreadyVerified: 'Your email is already verified.',
  linkInvalid: 'This verification link is not valid. Please use the newest link we emailed you, or ask for a new one on your account page.',
  linkExpired: 'This verification link has expired. Please ask for a new one on your account page.',
  anotherAccount: 'This link verifies another account. Please log out, then open the link again.',
  sent: 'We have emailed you a new verification link.',
  verifyToGetUpdates: 'Verify your email to get order updates',
} as const;

export const verificationEmailWaitMessage = (retryAfterSeconds: number) =>
  `Please wait ${Math.max(1, retryAfterSeconds)} seconds before asking for another verification email.`;

export const tooManyVerificationEmailsMessage = (retryAfterSeconds: number) =>
  `You have asked for ${VERIFICATION_EMAILS_PER_DAY} verification emails today. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 3600))} hours.`;

/** Anything that a mail program would show as a link: a scheme, "www.", an address or a domain name. */
const LINK_LIKE = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[\p{L}\p{N}-]\.[\p{L}]{2,}/iu;

/**
 * The name an email greets a visitor by, or "there" ("Hello there"). A visitor chooses their name, and a
 * stranger may register someone else's address: so the email echoes at most GREETING_NAME_MAX characters
 * of it, without invisible or control characters, and never a name that looks like or holds a link.
 */
export function greetingName(name: string | null | undefined): string {
  const visible = (name ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\p{Cs}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (visible === '' || LINK_LIKE.test(visible)) return 'there';
  return Array.from(visible).slice(0, GREETING_NAME_MAX).join('').trimEnd();
}
