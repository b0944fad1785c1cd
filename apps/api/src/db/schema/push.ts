import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { users } from './users';

/**
 * The owner's devices with notifications on (modules/push, issue 32): a browser's push subscription,
 * one row per endpoint. Each new order and customer's cancellation queues one outbox row per device.
 */
export const pushSubscriptions = pgTable('push_subscriptions', {
  id: idColumn(),
  /** The owner's account that turned it on; a re-subscribe from another account takes it over. */
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The push service's address for this browser: it stands for the device, so it is unique. */
  endpoint: text('endpoint').notNull().unique(),
  /** The browser's P-256 public key and its authentication secret (base64url): every payload is encrypted to them. */
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  /** "Chrome on Android": what the console lists, read from the User-Agent when it subscribed. */
  device: text('device').notNull(),
  createdAt: createdAtColumn(),
  /** When a push service last took a notification for it; null until then. */
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
});
