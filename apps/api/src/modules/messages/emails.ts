import type { BusinessDetails } from '@shop/core/business-details';
import { emailFooterText, emailLayout, escapeHtml } from '../../lib/email-layout';
import type { MailMessage } from '../../lib/mailer';
import type { ContactInput } from './service';

export function contactNotificationEmail(input: ContactInput, subjectLabel: string, business: BusinessDetails): MailMessage {
  const lines = [`From: ${input.name} <${input.email}>`, input.phone ? `Phone: ${input.phone}` : '', `Subject: ${subjectLabel}`].filter(Boolean);
  return {
    to: business.contact.customerSupport.email,
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
