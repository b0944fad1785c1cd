import type { BusinessDetails } from '@shop/core/business/business-details';
import { contactSubjectLabel, type ContactSubject } from '@shop/core/messages/contact-subjects';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { emailTemplate } from '../../lib/outbox';
import { getBusinessDetails } from '../business/service';
import { ownerAlertAddress } from '../notifications/service';
import { newsletterConfirmLink, newsletterUnsubscribeLinks, oneClickUnsubscribeHeaders, type UnsubscribeLinks } from './newsletter-links';

const business = (context: AppContext) => context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));

/** A contact-form message as the shop takes it, for the owner's alert. */
export interface ContactInput {
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
}

/** To the owner's alert address (ORDER_ALERT_EMAIL, else the support email), with the sender as reply-to. */
export function contactNotificationEmail(input: ContactInput, subjectLabel: string, business: BusinessDetails, recipient: string): MailMessage {
  const lines = [`From: ${input.name} <${input.email}>`, input.phone ? `Phone: ${input.phone}` : '', `Subject: ${subjectLabel}`].filter(Boolean);
  return {
    to: recipient,
    replyTo: input.email,
    subject: `Contact form: ${subjectLabel} from ${input.name}`,
    text: `${lines.join('\n')}\n\n${input.message}\n`,
    html: emailLayout(business, `<p>${lines.map(escapeHtml).join('<br>')}</p><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`),
  };
}

/** The emails' one call to action, as a button; its label and address are the shop's own. */
function buttonHtml(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2f5d3a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/**
 * The double opt-in email (docs/product.md §4 Newsletter): whoever typed the address, only its mailbox can
 * subscribe it. It echoes nothing a visitor typed but the address itself.
 */
export function newsletterConfirmationEmail(email: string, business: BusinessDetails, confirmUrl: string): MailMessage {
  const shop = business.company.name;
  const ask = `Please confirm that you would like the ${shop} newsletter at ${email}: new handmade batches, seasonal deals and skincare tips from our journal, a few times a month.`;
  const note = 'The link works for 7 days. If you did not ask for this, ignore this email: you will not be subscribed.';
  return {
    to: email,
    subject: `Please confirm your subscription to the ${shop} newsletter`,
    text: `${ask}\n\nConfirm my subscription: ${confirmUrl}\n\n${note}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>${escapeHtml(ask)}</p>${buttonHtml(confirmUrl, 'Confirm my subscription')}<p style="color:#5f665f">${escapeHtml(note)}</p>`,
    ),
  };
}

/**
 * What the public unsubscribe form sends a subscribed address: a link rather than an unsubscription, so
 * nobody can take someone else off the list or learn whether they were on it.
 */
export function newsletterUnsubscribeLinkEmail(email: string, business: BusinessDetails, links: UnsubscribeLinks): MailMessage {
  const shop = business.company.name;
  const ask = `We were asked to stop sending the ${shop} newsletter to ${email}. To unsubscribe, use the button below.`;
  const note = 'If you did not ask for this, ignore this email: you stay subscribed.';
  return {
    to: email,
    subject: `Unsubscribe from the ${shop} newsletter`,
    text: `${ask}\n\nUnsubscribe: ${links.page}\n\n${note}${emailFooterText(business)}`,
    html: emailLayout(business, `<p>${escapeHtml(ask)}</p>${buttonHtml(links.page, 'Unsubscribe')}<p style="color:#5f665f">${escapeHtml(note)}</p>`),
    headers: oneClickUnsubscribeHeaders(links),
  };
}

/** Sent once the address is confirmed, with its own unsubscribe link in the body and for the mail client's button. */
export function newsletterWelcomeEmail(email: string, business: BusinessDetails, shopUrl: string, links: UnsubscribeLinks): MailMessage {
  const body = `Thank you for subscribing to ${business.company.name}. You will hear from us about new handmade batches, seasonal deals and skincare tips from our journal, never more than a few times a month.`;
  const leave = 'You can unsubscribe at any time with this link:';
  return {
    to: email,
    subject: `Welcome to the ${business.company.name} newsletter`,
    text: `${body}\n\nRead the journal: ${shopUrl}/blog\n\n${leave} ${links.page}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(`${shopUrl}/blog`)}" style="color:#2f5d3a">Read the Skincare Journal</a></p><p style="color:#5f665f">You can unsubscribe at any time: <a href="${escapeHtml(links.page)}" style="color:#2f5d3a">unsubscribe</a>.</p>`,
    ),
    headers: oneClickUnsubscribeHeaders(links),
  };
}

export const contactNotificationMail = emailTemplate('contact-message-alert', async (context, input: ContactInput) => {
  const details = await business(context);
  return contactNotificationEmail(input, contactSubjectLabel(input.subject), details, ownerAlertAddress(context, details));
});

// The newsletter templates keep only the address: each link is signed when its email goes.
export const newsletterConfirmationMail = emailTemplate('newsletter-confirmation', async (context, data: { email: string }) =>
  newsletterConfirmationEmail(data.email, await business(context), await newsletterConfirmLink(context, data.email)),
);

export const newsletterUnsubscribeLinkMail = emailTemplate('newsletter-unsubscribe-link', async (context, data: { email: string }) =>
  newsletterUnsubscribeLinkEmail(data.email, await business(context), await newsletterUnsubscribeLinks(context, data.email)),
);

export const newsletterWelcomeMail = emailTemplate('newsletter-welcome', async (context, data: { email: string }) =>
  newsletterWelcomeEmail(data.email, await business(context), context.config.publicUrl, await newsletterUnsubscribeLinks(context, data.email)),
);

/** The emails this module sends, for the outbox to know at start-up (email-templates.ts). */
export const messageEmailTemplates = [contactNotificationMail, newsletterConfirmationMail, newsletterUnsubscribeLinkMail, newsletterWelcomeMail];
