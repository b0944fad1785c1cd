import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactSubjects } from '@shop/core/messages/contact-subjects';
import { createdAtColumn, idColumn } from './columns';

export const contactMessages = pgTable('contact_messages', {
  id: idColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject', { enum: contactSubjects }).notNull(),
  message: text('message').notNull(),
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAtColumn(),
});

/**
 * Every address that asked to subscribe (docs/product.md §8, double opt-in). It is subscribed once its
 * confirmation link was used (subscribed_at set) and until it leaves (unsubscribed_at set after it).
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  /** When the address confirmed; null while it has only asked. */
  subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
  /** When the last confirmation email went: at most one a day, whoever asks for the address. */
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true, mode: 'date' }),
  /** When the last unsubscribe link went from the public form: at most one a day. */
  unsubscribeLinkSentAt: timestamp('unsubscribe_link_sent_at', { withTimezone: true, mode: 'date' }),
});
