import { count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { outbox } from '../../db/schema/outbox';

export type OutboxRow = typeof outbox.$inferSelect;

const failed = eq(outbox.state, 'failed');

export async function findFailedPage(db: Queryable, page: { limit: number; offset: number }): Promise<{ rows: OutboxRow[]; total: number }> {
  const rows = await db.select().from(outbox).where(failed).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(page.limit).offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(outbox).where(failed);
  return { rows, total: counted?.total ?? 0 };
}

export async function lockOutboxRow(tx: Queryable, id: string): Promise<OutboxRow | undefined> {
  const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
  return row;
}

/** Due at once, with a whole new round of attempts. */
export async function requeueOutboxRow(tx: Queryable, id: string, now: Date): Promise<void> {
  await tx.update(outbox).set({ state: 'pending', attempts: 0, nextAttemptAt: now, claimedUntil: null, lastError: null }).where(eq(outbox.id, id));
}
