import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { orderStatuses, type OrderStatus } from '@shop/core/cancellation';
import type { Queryable } from '../../db/client';
import { orderItems, orderNotes, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { containsPattern, prefixPattern } from './shared';
import { customerLevelIs } from '../trust/service';
import type { RiskLevel } from '@shop/core/customer-trust';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type NoteRow = typeof orderNotes.$inferSelect;
export type Customer = { id: string; name: string; email: string } | null;

export interface OrderPageQuery {
  status?: OrderStatus | undefined;
  /** Placed at or after. */
  placedFrom?: Date | undefined;
  /** Placed before. */
  placedBefore?: Date | undefined;
  /** An order number (or id) prefix, or a part of the customer's name, email or phone. */
  q?: string | undefined;
  /** Only orders whose customer is at this level now (risk counted since `since`). */
  risk?: { level: RiskLevel; since: Date } | undefined;
  limit: number;
  offset: number;
}

/** The filters as one condition over orders left-joined with their accounts (q looks at both). */
function orderConditions(query: Omit<OrderPageQuery, 'limit' | 'offset'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.placedFrom) conditions.push(gte(orders.createdAt, query.placedFrom));
  if (query.placedBefore) conditions.push(lt(orders.createdAt, query.placedBefore));
  if (query.risk) conditions.push(customerLevelIs(query.risk.level, query.risk.since));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(orders.id, prefixPattern(query.q)),
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        sql`${orders.address}->>'phone' ilike ${pattern}`,
        sql`(${orders.address}->>'firstName') || ' ' || (${orders.address}->>'lastName') ilike ${pattern}`,
      )!,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Newest first, with the account that placed each order. */
export async function findOrderPage(db: Queryable, query: OrderPageQuery): Promise<{ rows: { order: OrderRow; customer: Customer }[]; total: number }> {
  const where = orderConditions(query);
  const rows = await db
    .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** A count of the selected orders at each status, every status present: a selection for an aggregate query over orders. */
export const orderStatusCountColumns = Object.fromEntries(
  orderStatuses.map((status) => [status, sql<number>`(count(*) filter (where ${orders.status} = ${status}))::int`]),
) as Record<OrderStatus, SQL<number>>;

/** Orders at each status under the list's filters other than the status. */
export async function countOrdersByStatus(db: Queryable, query: Omit<OrderPageQuery, 'status' | 'limit' | 'offset'>): Promise<Record<OrderStatus, number>> {
  const [counts] = await db.select(orderStatusCountColumns).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(orderConditions(query));
  // An aggregate without GROUP BY always answers one row.
  return counts!;
}

/** The lines of several orders, each order's in their position order. */
export async function itemsOfOrders(db: Queryable, orderIds: string[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.position));
}

/** The owner's notes and calls on several orders, each order's oldest first. */
export async function notesOfOrders(db: Queryable, orderIds: string[]): Promise<NoteRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderNotes).where(inArray(orderNotes.orderId, orderIds)).orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

export async function insertOrderNote(db: Queryable, note: typeof orderNotes.$inferInsert): Promise<void> {
  await db.insert(orderNotes).values(note);
}

/** The order's row, locked against other writers (not readers) until the transaction ends. */
export async function lockedOrderRow(tx: Queryable, id: string): Promise<OrderRow | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('no key update');
  return order;
}

export async function customerById(db: Queryable, userId: string): Promise<Customer> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** Orders placed since a moment, oldest first, with the email of the account that placed each. */
export function ordersPlacedSince(db: Queryable, since: Date) {
  return db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(gte(orders.createdAt, since))
    .orderBy(asc(orders.createdAt));
}
