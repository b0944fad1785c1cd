import { sql } from 'drizzle-orm';
import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Opaque random ids, returned to clients as `_id`. */
export const idColumn = () => text('id').primaryKey();

export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`);

export const publicationStatuses = ['published', 'draft'] as const;

/**
 * An object the owner edits (decision 025): its version, 1 when made and one more at every save, and
 * when and by whom it was last saved (the admin's name, else her email; null for the shop's own data).
 * Each table adds the check `<table>_version_positive` (version >= 1).
 */
export const editVersionColumns = () => ({
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`),
  updatedBy: text('updated_by'),
});
