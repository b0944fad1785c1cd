import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PushNotificationPayload } from '@shop/core/console/push-notification';
import type { Queryable } from '../../db/client';
import { outbox } from '../../db/schema/outbox';
import { pushSubscriptions } from '../../db/schema/push';
import { users } from '../../db/schema/users';
import { OUTBOX_CHANNEL } from '../../lib/outbox';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Subscribing takes this lock first, so two devices subscribing at once cannot both take the last place. */
export async function lockSubscriptions(tx: Queryable): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('push-subscriptions', 0))`);
}

export async function countSubscriptions(db: Queryable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pushSubscriptions);
  return row?.total ?? 0;
}

export async function subscriptionByEndpoint(db: Queryable, endpoint: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return row;
}

export async function subscriptionById(db: Queryable, id: string): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** A new device, or the same endpoint again: its keys, owner and label are the new ones, its id and start stay. */
export async function upsertSubscription(tx: Queryable, row: typeof pushSubscriptions.$inferInsert): Promise<PushSubscriptionRow> {
  const [stored] = await tx
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth, device: row.device },
    })
    .returning();
  return stored!;
}

export async function deleteSubscriptionByEndpoint(tx: Queryable, endpoint: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function deleteSubscription(db: Queryable, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Newest first; the id keeps devices subscribed in the same instant in one order. */
export async function listSubscriptions(db: Queryable): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

export async function markSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ lastSentAt: at }).where(eq(pushSubscriptions.id, id));
}

/**
 * One outbox row of kind 'push' per device (of an owner's account: an account that is no longer one
 * hears nothing), as a CTE named `name` for a statement of the caller's transaction to carry, with the
 * NOTIFY that wakes every dispatcher at its commit. The row holds the subscription's id, not its
 * endpoint or keys: the sender reads them when it sends, so a device removed meanwhile is skipped.
 */
export function queueingPushes(name: string, notification: PushNotificationPayload, at: Date, only?: SQL): SQL {
  return sql`${sql.identifier(name)} as (
    insert into ${outbox} (id, kind, payload, next_attempt_at, created_at)
    select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), 'push',
      jsonb_build_object('subscriptionId', ${pushSubscriptions.id}, 'device', ${pushSubscriptions.device}, 'notification', ${JSON.stringify(notification)}::jsonb),
      ${at.toISOString()}::timestamptz, clock_timestamp()
    from ${pushSubscriptions} join ${users} on ${users.id} = ${pushSubscriptions.userId}
    where ${users.role} = 'admin'${only ? sql` and ${only}` : sql``}
    returning pg_notify(${OUTBOX_CHANNEL}, '')
  )`;
}

/** The test push to one device, in a statement of its own; false when no owner's device has that endpoint. */
export async function queueTestPush(db: Queryable, endpoint: string, notification: PushNotificationPayload, at: Date): Promise<boolean> {
  const result = (await db.execute(
    sql`with ${queueingPushes('test_push', notification, at, eq(pushSubscriptions.endpoint, endpoint))} select count(*)::int as queued from test_push`,
  )) as unknown as { rows: { queued: number }[] };
  return (result.rows[0]?.queued ?? 0) > 0;
}
