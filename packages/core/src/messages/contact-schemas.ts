import { z } from '../shared/zod';
import { emailSchema } from '../accounts/account-schemas';
import { contactSubjects } from './contact-subjects';

export const contactMessages = {
  nameRequired: 'Please enter your name',
  nameLineBreak: 'Your name cannot contain line breaks',
  subjectRequired: 'Please choose a subject',
  messageRequired: 'Please write your message',
  messageTooLong: 'Your message can be at most 5000 characters long',
  phoneInvalid: 'Please enter a valid phone number',
  emailRequired: 'Please enter your email address',
  sent: "Message sent successfully! We'll get back to you soon.",
} as const;

/** One line of text: a line break in a name could otherwise become a mail header. */
const singleLine = (message: string) => z.string().refine((text) => !/[\r\n\u2028\u2029]/.test(text), message);

export const contactRequestSchema = z.object({
  name: z
    .string({ error: contactMessages.nameRequired })
    .trim()
    .min(1, contactMessages.nameRequired)
    .max(100, contactMessages.nameRequired)
    .pipe(singleLine(contactMessages.nameLineBreak)),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, contactMessages.phoneInvalid)
    .refine((phone) => phone === '' || /^\+?[\d\s()-]{7,}$/.test(phone), contactMessages.phoneInvalid)
    .optional()
    .default(''),
  subject: z.enum(contactSubjects, { error: contactMessages.subjectRequired }),
  message: z.string({ error: contactMessages.messageRequired }).trim().min(1, contactMessages.messageRequired).max(5000, contactMessages.messageTooLong),
});

/** docs/product.md §5: an empty newsletter email has its own message. */
export const newsletterRequestSchema = z.object({
  email: z.string({ error: contactMessages.emailRequired }).trim().min(1, contactMessages.emailRequired).pipe(emailSchema),
});

/** A token of an emailed newsletter link (confirm, unsubscribe), as the link's page sends it. */
export const newsletterLinkTokenSchema = z
  .string({ error: 'The link is missing its token' })
  .trim()
  .min(1, 'The link is missing its token')
  .max(2000, 'The link is too long');

export const newsletterConfirmRequestSchema = z.object({ token: newsletterLinkTokenSchema });
export const newsletterOneClickQuerySchema = z.object({ token: newsletterLinkTokenSchema });
export const accountNewsletterRequestSchema = z.object({ subscribed: z.boolean({ error: 'subscribed must be true or false' }) });

/**
 * docs/product.md §8 Home, newsletter. The public form's two answers are the same whatever the address's
 * state (new, waiting for confirmation, subscribed, unsubscribed), so that they tell nobody who is subscribed.
 */
export const newsletterMessages = {
  subscribeRequested: 'Thanks! Please check your email and confirm your subscription.',
  unsubscribeRequested: 'If this address is subscribed, we have emailed it a link to unsubscribe.',
  confirmed: 'Thank you! Your subscription is confirmed.',
  alreadySubscribed: 'This address is already subscribed to our newsletter.',
  confirmLinkInvalid: 'This confirmation link is not valid. Please use the link in your email, or subscribe again.',
  confirmLinkExpired: 'This confirmation link has expired. Please subscribe again from our home page.',
  unsubscribed: 'You have been unsubscribed from our newsletter.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Please use the link in your email.',
  subscribedFromAccount: 'You are now subscribed to our newsletter.',
  emailNotVerified: 'Please verify your email address first, with the link we emailed you, then subscribe.',
} as const;
