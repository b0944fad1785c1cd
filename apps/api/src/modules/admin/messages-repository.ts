import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { contactMessages, newsletterSubscribers } from '../../db/schema/messages';

export type MessageRow = typeof contactMessages.$inferSelect;

export async function findMessagePage(
  db: Queryable,
  filter: { handled?: boolean | undefined; limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.handled !== undefined) conditions.push(filter.handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function lockMessageRow(tx: Queryable, id: string): Promise<MessageRow | undefined> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function setMessageHandledAt(tx: Queryable, id: string, handledAt: Date | null): Promise<MessageRow> {
  const [row] = await tx.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id)).returning();
  return row!;
}

/** Confirmed and not unsubscribed since, oldest first (the order a mailing tool imports them in). */
export async function activeSubscriberRows(db: Queryable): Promise<{ email: string; subscribedAt: Date }[]> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, subscribedAt: newsletterSubscribers.subscribedAt })
    .from(newsletterSubscribers)
    .where(and(isNotNull(newsletterSubscribers.subscribedAt), isNull(newsletterSubscribers.unsubscribedAt)))
    .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.email));
  // The condition has kept only confirmed rows; this tells the type so.
  return rows.flatMap(({ email, subscribedAt }) => (subscribedAt ? [{ email, subscribedAt }] : []));
}
