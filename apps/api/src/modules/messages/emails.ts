import type { BusinessDetails } from '@shop/core/business-details';
import { contactSubjectLabels } from '@shop/core/contact-schemas';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import { emailTemplate } from '../../lib/outbox';
import { getBusinessDetails } from '../business/service';
import { ownerAlertAddress } from '../notifications/service';
import type { ContactInput } from './service';

const business = (context: AppContext) => context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));

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

export function newsletterWelcomeEmail(email: string, business: BusinessDetails, shopUrl: string): MailMessage {
  const body = `Thank you for subscribing to ${business.company.name}. You will hear from us about new handmade batches, seasonal deals and skincare tips from our journal, never more than a few times a month.`;
  const leave = 'You can unsubscribe at any time from the form at the bottom of our home page.';
  return {
    to: email,
    subject: `Welcome to the ${business.company.name} newsletter`,
    text: `${body}\n\nRead the journal: ${shopUrl}/blog\n\n${leave}${emailFooterText(business)}`,
    html: emailLayout(
      business,
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(`${shopUrl}/blog`)}" style="color:#2f5d3a">Read the Skincare Journal</a></p><p style="color:#5f665f">${escapeHtml(leave)}</p>`,
    ),
  };
}

export const contactNotificationMail = emailTemplate('contact-message-alert', async (context, input: ContactInput) => {
  const details = await business(context);
  return contactNotificationEmail(input, contactSubjectLabels[input.subject], details, ownerAlertAddress(context, details));
});

export const newsletterWelcomeMail = emailTemplate('newsletter-welcome', async (context, data: { email: string }) =>
  newsletterWelcomeEmail(data.email, await business(context), context.config.publicUrl),
);
