import { and, eq, isNotNull, isNull, lt, lte, or, type SQL, asc, count, desc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { newsletterSubscribers, contactMessages } from '../../db/schema/messages';

/** docs/product.md §9: at most one confirmation email, and one unsubscribe link, a day per address. */
export const NEWSLETTER_EMAIL_SPACING_MS = 24 * 60 * 60 * 1000;

/** Confirmed and not left since (docs/product.md §4 Newsletter). */
export const isSubscribed = and(isNotNull(newsletterSubscribers.subscribedAt), isNull(newsletterSubscribers.unsubscribedAt))!;
const isNotSubscribed = or(isNull(newsletterSubscribers.subscribedAt), isNotNull(newsletterSubscribers.unsubscribedAt))!;

type SentAtColumn = typeof newsletterSubscribers.confirmationSentAt | typeof newsletterSubscribers.unsubscribeLinkSentAt;

const lastSentAtLeastADayAgo = (column: SentAtColumn, now: Date) => or(isNull(column), lte(column, new Date(now.getTime() - NEWSLETTER_EMAIL_SPACING_MS)))!;

const changedAny = (rows: unknown[]) => rows.length > 0;

/**
 * Records that a confirmation email goes to the address now, unless it is subscribed or was sent one
 * within the day; says whether to send it. One statement, so two requests at once send one email.
 */
export async function claimConfirmationEmail(tx: Queryable, email: string, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(newsletterSubscribers)
    .values({ email, confirmationSentAt: now })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { confirmationSentAt: now },
      setWhere: and(isNotSubscribed, lastSentAtLeastADayAgo(newsletterSubscribers.confirmationSentAt, now)),
    })
    .returning({ email: newsletterSubscribers.email });
  return changedAny(rows);
}

/** As claimConfirmationEmail, for the public form's unsubscribe link: only a subscribed address gets one. */
export async function claimUnsubscribeLinkEmail(tx: Queryable, email: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(newsletterSubscribers)
    .set({ unsubscribeLinkSentAt: now })
    .where(and(eq(newsletterSubscribers.email, email), isSubscribed, lastSentAtLeastADayAgo(newsletterSubscribers.unsubscribeLinkSentAt, now)))
    .returning({ email: newsletterSubscribers.email });
  return changedAny(rows);
}

/**
 * Subscribes the address now unless it is subscribed already, or `unlessLeftAfter` (a link's time) is
 * before its latest unsubscription; says whether it changed anything.
 */
export async function subscribeAddress(tx: Queryable, email: string, now: Date, unlessLeftAfter?: Date): Promise<boolean> {
  const conditions: SQL[] = [isNotSubscribed];
  if (unlessLeftAfter) conditions.push(or(isNull(newsletterSubscribers.unsubscribedAt), lt(newsletterSubscribers.unsubscribedAt, unlessLeftAfter))!);
  const rows = await tx
    .insert(newsletterSubscribers)
    .values({ email, subscribedAt: now })
    .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { subscribedAt: now, unsubscribedAt: null }, setWhere: and(...conditions) })
    .returning({ email: newsletterSubscribers.email });
  return changedAny(rows);
}

/**
 * Takes the address off the list; also ends any confirmation link it was sent, which was made before now.
 * An address that has left already keeps the time it left.
 */
export async function unsubscribeAddress(db: Queryable, email: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)));
}

export async function addressIsSubscribed(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, email), isSubscribed));
  return row !== undefined;
}

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
