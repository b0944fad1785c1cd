import { asc, gt, lt, max, sql, type SQL } from 'drizzle-orm';
import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import type { ConsoleEventName } from '@shop/core/console/console-events';
import type { Queryable } from '../../db/client';
import { consoleEvents } from '../../db/schema/console';

/** The channel every process's hub listens on; the payload is the event's id. */
export const CONSOLE_EVENTS_CHANNEL = 'console_events';

export interface StoredConsoleEvent {
  id: number;
  name: ConsoleEventName;
  data: ConsoleEventData;
}

/**
 * The event and its NOTIFY as a CTE (`console_event`) a statement of the change's transaction carries,
 * so both happen at its commit or neither, without a round trip of their own.
 */
export function announcingConsoleEvent(name: ConsoleEventName, data: ConsoleEventData): SQL {
  return sql`console_event as (
    insert into ${consoleEvents} (name, data) values (${name}, ${JSON.stringify(data)}::jsonb)
    returning pg_notify(${CONSOLE_EVENTS_CHANNEL}, id::text)
  )`;
}

/** The event in a statement of its own, with the other CTEs the change has it carry. */
export async function insertConsoleEvent(tx: Queryable, name: ConsoleEventName, data: ConsoleEventData, alongWith: readonly SQL[] = []): Promise<void> {
  await tx.execute(sql`with ${sql.join([announcingConsoleEvent(name, data), ...alongWith], sql`, `)} select`);
}

export async function consoleEventsAfter(db: Queryable, afterId: number, limit: number): Promise<StoredConsoleEvent[]> {
  return db
    .select({ id: consoleEvents.id, name: consoleEvents.name, data: consoleEvents.data })
    .from(consoleEvents)
    .where(gt(consoleEvents.id, afterId))
    .orderBy(asc(consoleEvents.id))
    .limit(limit);
}

export async function newestConsoleEventId(db: Queryable): Promise<number> {
  const [row] = await db.select({ newest: max(consoleEvents.id) }).from(consoleEvents);
  return row?.newest ?? 0;
}

export async function deleteConsoleEventsBefore(db: Queryable, before: Date): Promise<void> {
  await db.delete(consoleEvents).where(lt(consoleEvents.createdAt, before));
}
