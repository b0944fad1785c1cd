import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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
} from '@shop/core/trust/customer-trust';
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

/** What customerFacts knows of a customer: the facts the levels are read from, and the orders waiting now. */
export interface CustomerRecord {
  facts: CustomerFacts;
  /** Orders at Order Placed, of the account and of the phone. */
  waiting: { ofAccount: number; ofPhone: number };
}

/** One row of the facts statement: a customer's counts, as the driver or row_to_json hands them over. */
interface FactsRow {
  key: string;
  blocked_by: BlockKind[] | string;
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
  waiting_of_account: number;
  waiting_of_phone: number;
}

/** The customers, each once, by the key customerFacts answers under. */
const uniqueCustomers = (identities: readonly CustomerIdentity[]) => [...new Map(identities.map((identity) => [identityKey(identity), identity])).values()];

/**
 * What the orders and the blocklist say of each customer, as one statement however many there are: the
 * orders of the account or of the phone, each counted once per customer, and the kinds of block that
 * match the account, the phone or the account's email.
 */
function customerFactsStatement(unique: readonly CustomerIdentity[], since: Date): SQL {
  const customers = sql.join(
    unique.map((identity) => sql`(${identityKey(identity)}::text, ${identity.userId}::text, ${identity.phone}::text, ${identity.email.toLowerCase()}::text)`),
    sql`, `,
  );
  return sql`
    with customer (key, user_id, phone, email) as (values ${customers})
    select customer.key,
      array(select ${customerBlocks.kind} from ${customerBlocks} where
        (${customerBlocks.kind} = 'phone' and ${customerBlocks.value} = customer.phone)
        or (${customerBlocks.kind} = 'user' and ${customerBlocks.value} = customer.user_id)
        or (${customerBlocks.kind} = 'email' and ${customerBlocks.value} = customer.email)
        order by ${customerBlocks.kind}) as blocked_by,
      ${count(isRefused(orders, since))} as refused,
      ${count(isUnreachable(orders, since))} as unreachable,
      ${count(isFake(orders, since))} as fake,
      ${count(sql`${orders.shippedAt} >= ${since.toISOString()}::timestamptz`)} as parcels,
      ${count(sql`${orders.userId} = customer.user_id and ${isExpiredSince(orders, since)}`)} as account_expired,
      ${count(sql`${orders.userId} = customer.user_id and ${orders.deliveredAt} is not null`)} as account_delivered,
      ${count(sql`${orders.status} = 'Delivered'`)} as delivered,
      ${count(sql`${orders.status} = 'Returned'`)} as returned,
      ${count(sql`${orders.status} = 'Cancelled' and ${orders.cancellationReason} is distinct from ${NOT_CONFIRMED_IN_TIME}`)} as cancelled,
      ${count(isExpired(orders))} as expired,
      ${count(sql`${orders.status} = 'Order Placed' and ${orders.userId} = customer.user_id`)} as waiting_of_account,
      ${count(sql`${orders.status} = 'Order Placed' and ${orderPhone(orders)} = customer.phone`)} as waiting_of_phone
    from customer
    left join ${orders} on ${orders.userId} = customer.user_id or ${orderPhone(orders)} = customer.phone
    group by customer.key, customer.phone, customer.user_id, customer.email`;
}

function recordsOf(unique: readonly CustomerIdentity[], rows: readonly FactsRow[]): Map<string, CustomerRecord> {
  const records = new Map<string, CustomerRecord>();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const identity of unique) {
    const row = byKey.get(identityKey(identity))!;
    records.set(identityKey(identity), {
      facts: {
        phone: identity.phone,
        blockedBy: blockKindsOf(row.blocked_by),
        refused: row.refused,
        unreachable: row.unreachable,
        fakeOrders: row.fake,
        parcels: row.parcels,
        accountExpired: row.account_expired,
        accountDelivered: row.account_delivered,
        history: { delivered: row.delivered, returned: row.returned, cancelled: row.cancelled, expired: row.expired },
      },
      waiting: { ofAccount: row.waiting_of_account, ofPhone: row.waiting_of_phone },
    });
  }
  return records;
}

/** customerFactsStatement's facts of each customer, in a statement of their own. */
export async function customerFacts(db: Queryable, identities: readonly CustomerIdentity[], since: Date): Promise<Map<string, CustomerRecord>> {
  const unique = uniqueCustomers(identities);
  if (unique.length === 0) return new Map();
  const counted = (await db.execute(customerFactsStatement(unique, since))) as unknown as { rows: FactsRow[] };
  return recordsOf(unique, counted.rows);
}

/**
 * One customer's facts as a JSON value, for a statement of the placing transaction to read with its other
 * reads once the customer is locked (it costs no round trip of its own); customerRecordOf reads the value.
 */
export function customerFactsJson(identity: CustomerIdentity, since: Date): SQL {
  return sql`(select row_to_json(facts) from (${customerFactsStatement([identity], since)}) as facts)`;
}

/** The record of customerFactsJson's value, as read by the statement that carried it. */
export function customerRecordOf(identity: CustomerIdentity, json: unknown): CustomerRecord {
  return recordsOf([identity], [json as FactsRow]).get(identityKey(identity))!;
}

/** A text[] as node-postgres parses it (an array) or as PGlite may hand it over ('{phone,user}'). */
function blockKindsOf(value: BlockKind[] | string): BlockKind[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : (inner.split(',') as BlockKind[]);
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
 * Locks the customer of an order being placed until the transaction ends: the account's row and the
 * phone number (an advisory lock), in one statement, so two orders of one account or of one phone,
 * even from two accounts, count each other's waiting orders one after another. `alsoLock` is another
 * lock the order needs taken in the same statement (its discount code's).
 */
export async function lockCustomer(tx: Queryable, userId: string, phone: string, alsoLock: SQL = sql`null`): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`order-phone:${phone}`}, 0)), ${alsoLock} from ${users} where ${users.id} = ${userId} for no key update`,
  );
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
