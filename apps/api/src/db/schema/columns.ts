import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Opaque random ids, returned to clients as `_id`. */
export const idColumn = () => text('id').primaryKey();

export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`);

export const publicationStatuses = ['published', 'draft'] as const;
