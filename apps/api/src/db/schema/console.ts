import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import { consoleEventNames } from '@shop/core/console/console-events';
import { createdAtColumn } from './columns';

const nameList = sql.raw(consoleEventNames.map((name) => `'${name}'`).join(', '));

/**
 * What every open console hears as it happens (modules/live, issue 32), written in the transaction of
 * the change: its integer id is the stream's event id, so a console that reconnects with Last-Event-ID
 * gets what it missed. Kept for a day.
 */
export const consoleEvents = pgTable(
  'console_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name', { enum: consoleEventNames }).notNull(),
    data: jsonb('data').$type<ConsoleEventData>().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [check('console_events_name_check', sql`${t.name} in (${nameList})`), index('console_events_created_at_idx').on(t.createdAt)],
);
