import { and, asc, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AdminContactMessageDto, AdminSubscriberDto } from '@shop/core/admin-types';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { contactMessages, newsletterSubscribers } from '../../db/schema/messages';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-errors';

export const MESSAGE_NOT_FOUND = 'Message not found';

type MessageRow = typeof contactMessages.$inferSelect;

const toMessageDto = (row: MessageRow): AdminContactMessageDto => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  handled: row.handledAt !== null,
  handledAt: row.handledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listContactMessages(db: Database, filter: { handled?: boolean | undefined; limit: number; offset: number }) {
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
  return { messages: rows.map(toMessageDto), total: counted?.total ?? 0 };
}

/** Marks a message handled (or not yet handled again); handling twice keeps the first time. */
export async function markHandled(context: AppContext, actorId: string, id: string, handled: boolean): Promise<AdminContactMessageDto> {
  return context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!before) throw notFound(MESSAGE_NOT_FOUND);
    const handledAt = handled ? (before.handledAt ?? context.clock.now()) : null;
    const [row] = await tx.update(contactMessages).set({ handledAt }).where(eq(contactMessages.id, id)).returning();
    await recordAudit(tx, {
      actorId,
      action: handled ? 'handled' : 'unhandled',
      entity: 'contact_message',
      entityId: id,
      before: { handled: before.handledAt !== null },
      after: { handled },
    });
    return toMessageDto(row!);
  });
}

/** Subscribed and not unsubscribed since, oldest first (the order a mailing tool imports them in). */
export async function activeSubscribers(db: Database): Promise<AdminSubscriberDto[]> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.subscribedAt), asc(newsletterSubscribers.email));
  return rows.map((row) => ({ email: row.email, subscribedAt: row.subscribedAt.toISOString() }));
}
