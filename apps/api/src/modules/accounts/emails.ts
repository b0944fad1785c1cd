import type { BusinessDetails } from '@shop/core/business-details';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { emailTemplate } from '../../lib/outbox';
import { getBusinessDetails } from '../business/service';

const business = (context: AppContext) => context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));

export function resetCodeEmail(to: { email: string; name: string }, code: string, validMinutes: number, business: BusinessDetails): MailMessage {
  const intro = `Hello ${to.name},`;
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

export function welcomeEmail(to: { email: string; name: string }, business: BusinessDetails, shopUrl: string): MailMessage {
  const intro = `Welcome, ${to.name}!`;
  const body = `Thank you for joining ${business.company.name}. ${business.company.tagline}. Everything we make is handmade in small batches, and you can pay in cash when your order arrives.`;
  return {
    to: to.email,
    subject: `Welcome to ${business.company.name}`,
    text: `${intro}\n\n${body}\n\nStart shopping: ${shopUrl}/collection${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p style="font-size:18px">${escapeHtml(intro)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(`${shopUrl}/collection`)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">Start shopping</a></p>`,
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
  const intro = to.name ? `Hello ${to.name},` : 'Hello,';
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
<p><a href="${escapeHtml(signIn)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:bold">Sign in</a></p>`,
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

export const welcomeMail = emailTemplate('account-welcome', async (context, to: { email: string; name: string }) =>
  welcomeEmail(to, await business(context), context.config.publicUrl),
);

export const passwordChangedMail = emailTemplate('account-password-changed', async (context, data: { email: string; name: string; changedAt: string }) =>
  passwordChangedEmail(data, new Date(data.changedAt), context.config.shopTimeZone, await business(context), context.config.publicUrl),
);
