import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  EXPIRED_ORDERS_FOR_RISK,
  FAKE_ORDER_REASON,
  NOT_CONFIRMED_IN_TIME,
  REFUSED_RETURN_REASON,
  UNREACHABLE_RETURN_REASON,
  type BlockKind,
  type CustomerFacts,
  type RiskLevel,
} from '@shop/core/customer-trust';
import type { Queryable } from '../../db/client';
import { customerBlocks, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

/**
 * The shop's memory of its customers (docs/product.md §4 Trust, decision 018), read from the orders
 * themselves: nothing is kept beside them but the blocklist. A customer is an account, a phone number
 * (the address keeps it in national form) and the account's email.
 */

export interface CustomerIdentity {
  userId: string;
  phone: string;
  /** The account's email; compared in lower case. */
  email: string;
}

const orderPhone = (table: typeof orders) => sql`(${table.address}->>'phone')`;

/** The conditions of customer-trust.ts's facts over one orders row; windowed ones need `since`. */
const isRefused = (o: typeof orders, since: Date) =>
  sql`${o.status} = 'Returned' and ${o.returnReason} = ${REFUSED_RETURN_REASON} and ${o.returnedAt} >= ${since.toISOString()}::timestamptz`;
const isUnreachable = (o: typeof orders, since: Date) =>
  sql`${o.status} = 'Returned' and ${o.returnReason} = ${UNREACHABLE_RETURN_REASON} and ${o.returnedAt} >= ${since.toISOString()}::timestamptz`;
const isFake = (o: typeof orders, since: Date) =>
  sql`${o.status} = 'Cancelled' and ${o.cancellationReason} = ${FAKE_ORDER_REASON} and ${o.cancelledAt} >= ${since.toISOString()}::timestamptz`;
const isExpired = (o: typeof orders) => sql`${o.status} = 'Cancelled' and ${o.cancellationReason} = ${NOT_CONFIRMED_IN_TIME}`;
const isExpiredSince = (o: typeof orders, since: Date) => sql`${isExpired(o)} and ${o.cancelledAt} >= ${since.toISOString()}::timestamptz`;

const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The key customerFacts answers under. */
export const identityKey = (identity: Pick<CustomerIdentity, 'userId' | 'phone'>) => `${identity.userId}|${identity.phone}`;

/**
 * What the orders and the blocklist say of each customer, in two queries however many there are: the
 * orders of the account or of the phone (each order counted once per customer), and the blocks that
 * match any of the three.
 */
export async function customerFacts(db: Queryable, identities: readonly CustomerIdentity[], since: Date): Promise<Map<string, CustomerFacts>> {
  const unique = [...new Map(identities.map((identity) => [identityKey(identity), identity])).values()];
  const facts = new Map<string, CustomerFacts>();
  if (unique.length === 0) return facts;

  const customers = sql.join(
    unique.map((identity) => sql`(${identityKey(identity)}::text, ${identity.userId}::text, ${identity.phone}::text)`),
    sql`, `,
  );
  const counted = (await db.execute(sql`
    with customer (key, user_id, phone) as (values ${customers})
    select customer.key,
      ${count(isRefused(orders, since))} as refused,
      ${count(isUnreachable(orders, since))} as unreachable,
      ${count(isFake(orders, since))} as fake,
      ${count(sql`${orders.shippedAt} >= ${since.toISOString()}::timestamptz`)} as parcels,
      ${count(sql`${orders.userId} = customer.user_id and ${isExpiredSince(orders, since)}`)} as account_expired,
      ${count(sql`${orders.userId} = customer.user_id and ${orders.deliveredAt} is not null`)} as account_delivered,
      ${count(sql`${orders.status} = 'Delivered'`)} as delivered,
      ${count(sql`${orders.status} = 'Returned'`)} as returned,
      ${count(sql`${orders.status} = 'Cancelled' and ${orders.cancellationReason} is distinct from ${NOT_CONFIRMED_IN_TIME}`)} as cancelled,
      ${count(isExpired(orders))} as expired
    from customer
    left join ${orders} on ${orders.userId} = customer.user_id or ${orderPhone(orders)} = customer.phone
    group by customer.key`)) as unknown as {
    rows: {
      key: string;
      refused: number;
      unreachable: number;
      fake: number;
      parcels: number;
      account_expired: number;
      account_delivered: number;
      delivered: number;
      returned: number;
      cancelled: number;
      expired: number;
    }[];
  };

  const blocks = await blocksMatching(db, unique);
  const byKey = new Map(counted.rows.map((row) => [row.key, row]));
  for (const identity of unique) {
    const row = byKey.get(identityKey(identity))!;
    facts.set(identityKey(identity), {
      phone: identity.phone,
      blockedBy: blocks
        .filter(
          (block) =>
            (block.kind === 'user' && block.value === identity.userId) ||
            (block.kind === 'phone' && block.value === identity.phone) ||
            (block.kind === 'email' && block.value === identity.email.toLowerCase()),
        )
        .map((block) => block.kind),
      refused: row.refused,
      unreachable: row.unreachable,
      fakeOrders: row.fake,
      parcels: row.parcels,
      accountExpired: row.account_expired,
      accountDelivered: row.account_delivered,
      history: { delivered: row.delivered, returned: row.returned, cancelled: row.cancelled, expired: row.expired },
    });
  }
  return facts;
}

function blocksMatching(db: Queryable, identities: readonly CustomerIdentity[]) {
  const values = (pick: (identity: CustomerIdentity) => string) => [...new Set(identities.map(pick))];
  return db
    .select({ kind: customerBlocks.kind, value: customerBlocks.value })
    .from(customerBlocks)
    .where(
      or(
        and(
          eq(customerBlocks.kind, 'user'),
          inArray(
            customerBlocks.value,
            values((identity) => identity.userId),
          ),
        ),
        and(
          eq(customerBlocks.kind, 'phone'),
          inArray(
            customerBlocks.value,
            values((identity) => identity.phone),
          ),
        ),
        and(
          eq(customerBlocks.kind, 'email'),
          inArray(
            customerBlocks.value,
            values((identity) => identity.email.toLowerCase()),
          ),
        ),
      ),
    );
}

/**
 * The level of the customer of each row of `orders` joined with `users`, as one SQL condition, for
 * lists filtered by it (GET /api/admin/orders?risk=, Today's counts). It states customer-trust.ts's
 * assessRisk over the same facts; trust/service.test.ts holds the two to agreeing on every order.
 */
export function customerLevelIs(level: RiskLevel, since: Date, userEmail: AnyPgColumn = users.email): SQL {
  const other = sql.identifier('trust_other');
  const otherOrders = sql`${orders} as ${other}`;
  const col = (name: string) => sql`${other}.${sql.identifier(name)}`;
  const sinceText = since.toISOString();
  const blocked = sql`exists (select 1 from ${customerBlocks} where
      (${customerBlocks.kind} = 'user' and ${customerBlocks.value} = ${orders.userId})
      or (${customerBlocks.kind} = 'phone' and ${customerBlocks.value} = ${orderPhone(orders)})
      or (${customerBlocks.kind} = 'email' and ${customerBlocks.value} = lower(${userEmail})))`;
  const risky = sql`(exists (select 1 from ${otherOrders} where
      (${col('user_id')} = ${orders.userId} or (${col('address')}->>'phone') = ${orderPhone(orders)})
      and ((${col('status')} = 'Returned' and ${col('return_reason')} in (${REFUSED_RETURN_REASON}, ${UNREACHABLE_RETURN_REASON}) and ${col('returned_at')} >= ${sinceText}::timestamptz)
        or (${col('status')} = 'Cancelled' and ${col('cancellation_reason')} = ${FAKE_ORDER_REASON} and ${col('cancelled_at')} >= ${sinceText}::timestamptz)))
    or (select count(*) from ${otherOrders} where ${col('user_id')} = ${orders.userId} and ${col('status')} = 'Cancelled'
        and ${col('cancellation_reason')} = ${NOT_CONFIRMED_IN_TIME} and ${col('cancelled_at')} >= ${sinceText}::timestamptz) >= ${EXPIRED_ORDERS_FOR_RISK})`;
  const trusted = sql`exists (select 1 from ${otherOrders} where ${col('user_id')} = ${orders.userId} and ${col('delivered_at')} is not null)`;
  switch (level) {
    case 'blocked':
      return blocked;
    case 'risky':
      return sql`not ${blocked} and ${risky}`;
    case 'trusted':
      return sql`not ${blocked} and not ${risky} and ${trusted}`;
    case 'new':
      return sql`not ${blocked} and not ${risky} and not ${trusted}`;
  }
}

/**
 * Serialises the orders of one phone number: a placing transaction holds it until it commits, so two
 * accounts ordering with the same number at once count each other's waiting orders.
 */
export async function lockPhone(tx: Queryable, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`order-phone:${phone}`}, 0))`);
}

/** Orders still waiting for confirmation, of the account and of the phone. */
export async function openOrderCounts(tx: Queryable, userId: string, phone: string): Promise<{ ofAccount: number; ofPhone: number }> {
  const [row] = await tx
    .select({
      ofAccount: count(sql`${orders.userId} = ${userId}`),
      ofPhone: count(sql`${orderPhone(orders)} = ${phone}`),
    })
    .from(orders)
    .where(and(eq(orders.status, 'Order Placed'), or(eq(orders.userId, userId), sql`${orderPhone(orders)} = ${phone}`)));
  return row ?? { ofAccount: 0, ofPhone: 0 };
}

// ── The blocklist ────────────────────────────────────────────────────────────────────────────────

export type BlockRow = typeof customerBlocks.$inferSelect;

/** Newest first, each with the blocked account's name and email, and the orders still open that it matches. */
export async function listBlocks(db: Queryable) {
  const openStatuses = sql`('Order Placed', 'Confirmed', 'Packing', 'Shipped', 'Out for delivery')`;
  return db
    .select({
      block: customerBlocks,
      accountName: users.name,
      accountEmail: users.email,
      openOrders: sql<number>`(select count(*)::int from ${orders} left join ${users} as block_user on block_user.id = ${orders.userId}
        where ${orders.status} in ${openStatuses} and (
          (${customerBlocks.kind} = 'user' and ${orders.userId} = ${customerBlocks.value})
          or (${customerBlocks.kind} = 'phone' and ${orderPhone(orders)} = ${customerBlocks.value})
          or (${customerBlocks.kind} = 'email' and lower(block_user.email) = ${customerBlocks.value})))`,
    })
    .from(customerBlocks)
    .leftJoin(users, and(eq(customerBlocks.kind, 'user'), eq(users.id, customerBlocks.value)))
    .orderBy(desc(customerBlocks.createdAt), desc(customerBlocks.id));
}

/** Whether anything in the shop carries the value: an order with the phone, an account with the email or id. */
export async function blockTargetExists(db: Queryable, kind: BlockKind, value: string): Promise<boolean> {
  const found =
    kind === 'phone'
      ? await db
          .select({ id: orders.id })
          .from(orders)
          .where(sql`${orderPhone(orders)} = ${value}`)
          .limit(1)
      : await db
          .select({ id: users.id })
          .from(users)
          .where(kind === 'email' ? sql`lower(${users.email}) = ${value}` : eq(users.id, value))
          .limit(1);
  return found.length > 0;
}

/** Stores the block unless the value is already blocked: undefined then. */
export async function insertBlockUnlessBlocked(tx: Queryable, block: typeof customerBlocks.$inferInsert): Promise<BlockRow | undefined> {
  const [stored] = await tx.insert(customerBlocks).values(block).onConflictDoNothing().returning();
  return stored;
}

export async function deleteBlock(tx: Queryable, id: string): Promise<BlockRow | undefined> {
  const [deleted] = await tx.delete(customerBlocks).where(eq(customerBlocks.id, id)).returning();
  return deleted;
}
