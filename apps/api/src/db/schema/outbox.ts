import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

export const outboxKinds = ['email', 'webhook', 'push'] as const;
export const outboxStates = ['pending', 'sent', 'failed'] as const;

/**
 * Every email, webhook and push notification, written in the transaction of the change that causes it, so a crash after
 * the commit loses nothing; a dispatcher in each process claims due rows (FOR UPDATE SKIP LOCKED on
 * PostgreSQL), sends them and records each attempt.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    /** What to send: the message (to, subject, template and its data), the webhook's event body, or the push's device and notification. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: outboxStates }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row is due: now for a new row, later after a failed attempt (back-off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    /** A claim's lease: a process that crashed mid-send leaves a row another process takes after it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (t) => [check('outbox_attempts_non_negative', sql`${t.attempts} >= 0`), index('outbox_due_idx').on(t.state, t.nextAttemptAt)],
);

/** When each spaced email template (lib/outbox.ts spacedEmailTemplate) last went: the next may go `spacingMs` after. */
export const outboxSpacing = pgTable('outbox_spacing', {
  template: text('template').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull(),
});
