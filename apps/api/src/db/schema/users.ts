import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

export const userRoles = ['customer', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    /** Raised on password reset so that tokens issued before it stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('customer', 'admin')`)],
);

export const oneTimeCodePurposes = ['password-reset'] as const;

/** Emailed one-time codes; only a hash of the code is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: oneTimeCodePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Every check of the code counts, right or wrong: the limit must hold against parallel guesses. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

/**
 * When a code was last asked for, by email address, known or not: the 60-second resend rule then
 * answers the same for every address and cannot reveal which ones have accounts.
 */
export const otpRequests = pgTable('otp_requests', {
  email: text('email').primaryKey(),
  lastRequestedAt: timestamp('last_requested_at', { withTimezone: true, mode: 'date' }).notNull(),
});
