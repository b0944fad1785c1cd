import { z } from './zod';
import { emailSchema } from './account-schemas';

export const contactSubjects = [
  'bulk-order',
  'general',
  'order-support',
  'feedback',
  'suggestions',
  'partnership',
  'technical-support',
  'shipping-issues',
  'other',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const contactSubjectLabels: Record<ContactSubject, string> = {
  'bulk-order': 'Bulk order',
  general: 'General inquiry',
  'order-support': 'Order support',
  feedback: 'Feedback',
  suggestions: 'Suggestions',
  partnership: 'Partnership',
  'technical-support': 'Technical support',
  'shipping-issues': 'Shipping issues',
  other: 'Other',
};

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

export const newsletterMessages = {
  subscribed: 'Successfully subscribed! Check your email for a welcome message.',
  unsubscribed: 'You have been unsubscribed from our newsletter.',
  notSubscribed: 'This email is not subscribed to our newsletter.',
} as const;
