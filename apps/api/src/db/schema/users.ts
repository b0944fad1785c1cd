import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

export const userRoles = ['customer', 'admin'] as const;

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /**
     * Lower case. Null only on an account the owner made for an order taken by hand (docs/product.md §2
     * Orders taken by hand): keyed by its phone, with no password, until its customer claims it.
     */
    email: text('email').unique(),
    /** Set on the account page; a Pakistani mobile in its national form (03001234567), or null. */
    phone: text('phone'),
    /** Null on an account made for an order taken by hand: nobody can log in to it until it is claimed. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    /** Raised on a password reset or change so that tokens issued before it stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * When the owner of the address proved it (the link of the welcome or verification email, or a
     * password reset by emailed code); null until then, and the shop sends the address nothing else.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** When the customer turned off the reminders of a cart left behind (docs/product.md §2 Carts that come back). */
    cartRemindersOffAt: timestamp('cart_reminders_off_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('customer', 'admin')`),
    // Only an account made for an order taken by hand has neither; it has a phone instead.
    check('users_login_or_phone', sql`(${t.email} is not null and ${t.passwordHash} is not null) or (${t.passwordHash} is null and ${t.phone} is not null)`),
    // One passwordless account per phone: the next order taken by hand for that phone finds it.
    uniqueIndex('users_passwordless_phone_unique')
      .on(t.phone)
      .where(sql`${t.passwordHash} is null`),
  ],
);

/**
 * How many verification emails an unverified account has been sent in its current day-long window,
 * and when the last went: at most one a minute and VERIFICATION_EMAILS_PER_DAY a day, counted in one
 * statement so that parallel requests cannot slip under either limit.
 */
export const emailVerificationSends = pgTable('email_verification_sends', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sends: integer('sends').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const oneTimeCodePurposes = ['password-reset'] as const;

/**
 * The current emailed one-time code of each address, known or not: an unknown address gets a random
 * code that nobody is sent, so that asking for a code, guessing it and running out of tries answer and
 * cost the same for every address and reveal nothing about who has an account. Only an HMAC of the
 * code is kept. A new request replaces the row; rows whose code has expired are deleted.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    email: text('email').notNull(),
    purpose: text('purpose', { enum: oneTimeCodePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** Every check of the code counts, right or wrong: the limit must hold against parallel guesses. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** When the code was asked for: the 60-second wait before the next one counts from here. */
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.purpose] }),
    check('one_time_codes_purpose_check', sql`${t.purpose} in ('password-reset')`),
    index('one_time_codes_expires_idx').on(t.expiresAt),
  ],
);

export const attemptPurposes = ['login', 'password-reset', 'password-change'] as const;

/**
 * Tries per account AND client (failed logins, reset-code checks) in a fixed window, so that someone
 * who only knows an email can block their own client but never the owner. Kept in the database so
 * that every process counts together. Only HMACs of the address and of the client (an IPv4 address
 * or an IPv6 /64) are stored.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    accountKey: text('account_key').notNull(),
    purpose: text('purpose', { enum: attemptPurposes }).notNull(),
    clientKey: text('client_key').notNull(),
    /** Tries in the current window, refused ones included; a try after the window's end starts a new one. */
    attempts: integer('attempts').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountKey, t.purpose, t.clientKey] }),
    check('attempt_counters_purpose_check', sql`${t.purpose} in ('login', 'password-reset', 'password-change')`),
    index('attempt_counters_window_idx').on(t.windowEndsAt),
  ],
);

/**
 * An account's saved delivery addresses (docs/product.md §2 Account), with the order form's eight fields;
 * at most SAVED_ADDRESSES_MAX (core/accounts/account-profile-schemas.ts) per account.
 * While an account has any, exactly one is its default: the first is, and deleting the default makes the
 * newest remaining one the default (modules/accounts/saved-addresses-service.ts).
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    index('saved_addresses_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
