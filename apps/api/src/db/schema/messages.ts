import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contactSubjects } from '@shop/core/contact-schemas';
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

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, mode: 'date' }),
});
