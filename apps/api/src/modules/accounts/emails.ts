import type { BusinessDetails } from '@shop/core/business/business-details';
import { greetingName, VERIFICATION_LINK_DAYS } from '@shop/core/accounts/email-verification';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { emailTemplate } from '../../lib/outbox';
import { signingSecretOf } from '../../lib/jwt-secret';
import { issueLinkToken } from '../../lib/tokens';
import { getBusinessDetails } from '../business/service';

const business = (context: AppContext) => context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));

export function resetCodeEmail(to: { email: string; name: string }, code: string, validMinutes: number, business: BusinessDetails): MailMessage {
  const intro = `Hello ${greetingName(to.name)},`;
  const ask = `Use this code to reset your ${business.company.name} password. It works once, for ${validMinutes} minutes.`;
  const ignore = 'If you did not ask for it, you can ignore this email: your password stays as it is.';
  return {
    to: to.email,
    subject: `Your ${business.company.name} password reset code: ${code}`,
    text: `${intro}\n\n${ask}\n\n    ${code}\n\n${ignore}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#2f5d3a;margin:24px 0">${escapeHtml(code)}</p>
<p style="color:#5f665f">${escapeHtml(ignore)}</p>`,
    ),
  };
}

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

/**
 * The welcome, with the link that verifies the address. A stranger may register someone else's address:
 * so it greets by at most 40 characters of the name and never a link-like one (greetingName), and
 * carries no other text the visitor typed.
 */
export function welcomeEmail(to: { email: string; name: string }, verifyUrl: string, business: BusinessDetails, shopUrl: string): MailMessage {
  const intro = `Hello ${greetingName(to.name)}, welcome to ${business.company.name}!`;
  const body = `${business.company.tagline}. Everything we make is handmade in small batches, and you can pay in cash when your order arrives.`;
  const verify = `Please verify your email address so that we can send you your order updates. The link works for ${VERIFICATION_LINK_DAYS} days.`;
  const notYou = 'If you did not create an account with us, ignore this email: without this link, we will not write to you again.';
  return {
    to: to.email,
    subject: `Welcome to ${business.company.name}: please verify your email`,
    text: `${intro}\n\n${body}\n\n${verify}\n${verifyUrl}\n\n${notYou}\n\nStart shopping: ${shopUrl}/collection${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p style="font-size:18px">${escapeHtml(intro)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(verify)}</p>
${button(verifyUrl, 'Verify my email')}
<p style="color:#5f665f">${escapeHtml(notYou)}</p>
<p><a href="${escapeHtml(`${shopUrl}/collection`)}" style="color:#2f5d3a">Start shopping</a></p>`,
    ),
  };
}

/** A new verification link, asked for on the account page. */
export function verificationEmail(to: { email: string; name: string }, verifyUrl: string, business: BusinessDetails): MailMessage {
  const intro = `Hello ${greetingName(to.name)},`;
  const ask = `Please verify your email address for your ${business.company.name} account, so that we can send you your order updates. The link works for ${VERIFICATION_LINK_DAYS} days.`;
  const notYou = 'If you did not ask for it, you can ignore this email.';
  return {
    to: to.email,
    subject: `Verify your email for ${business.company.name}`,
    text: `${intro}\n\n${ask}\n${verifyUrl}\n\n${notYou}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p>\n${button(verifyUrl, 'Verify my email')}\n<p style="color:#5f665f">${escapeHtml(notYou)}</p>`,
    ),
  };
}

/**
 * Sent whenever an account's password changes (the account page or a reset code), so that an owner
 * whose session or inbox was taken over hears of it, with the way back.
 */
export function passwordChangedEmail(
  to: { email: string; name: string },
  changedAt: Date,
  timeZone: string,
  business: BusinessDetails,
  shopUrl: string,
): MailMessage {
  const when = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'long', timeStyle: 'short' }).format(changedAt);
  const intro = `Hello ${greetingName(to.name)},`;
  const what = `The password of your ${business.company.name} account (${to.email}) was changed on ${when}. Every other device signed in to it has been signed out.`;
  const yours = 'If this was you, there is nothing more to do.';
  const notYours = `If it was not you, choose a new password now with "Forgot your password?" on the sign-in page, and tell us.`;
  const signIn = `${shopUrl}/login`;
  return {
    to: to.email,
    subject: `Your ${business.company.name} password was changed`,
    text: `${intro}\n\n${what}\n\n${yours}\n\n${notYours}\n${signIn}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>${escapeHtml(intro)}</p><p>${escapeHtml(what)}</p><p>${escapeHtml(yours)}</p>
<p>${escapeHtml(notYours)}</p>
${button(signIn, 'Sign in')}`,
    ),
  };
}

/** The reset code's email, as the outbox stores it: rendered when it is sent; the code is not kept after. */
export const resetCodeMail = emailTemplate(
  'account-reset-code',
  async (context, data: { email: string; name: string; code: string; validMinutes: number }) =>
    resetCodeEmail({ email: data.email, name: data.name }, data.code, data.validMinutes, await business(context)),
  { secret: true },
);

/**
 * The link is made when the email is sent, so the outbox row keeps no token, and its 7 days count from
 * then. It names the account: the page that opens it verifies that account's address.
 */
async function verifyUrlFor(context: AppContext, userId: string): Promise<string> {
  const token = await issueLinkToken('email-verification', userId, signingSecretOf(context), context.clock.now(), VERIFICATION_LINK_DAYS * 86_400);
  return `${context.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}

type VerificationData = { userId: string; email: string; name: string };

export const welcomeMail = emailTemplate('account-welcome', async (context, data: VerificationData) =>
  welcomeEmail(data, await verifyUrlFor(context, data.userId), await business(context), context.config.publicUrl),
);

export const verificationMail = emailTemplate('account-verification', async (context, data: VerificationData) =>
  verificationEmail(data, await verifyUrlFor(context, data.userId), await business(context)),
);

export const passwordChangedMail = emailTemplate('account-password-changed', async (context, data: { email: string; name: string; changedAt: string }) =>
  passwordChangedEmail(data, new Date(data.changedAt), context.config.shopTimeZone, await business(context), context.config.publicUrl),
);

/** The emails this module sends, for the outbox to know at start-up (email-templates.ts). */
export const accountEmailTemplates = [resetCodeMail, welcomeMail, verificationMail, passwordChangedMail];
