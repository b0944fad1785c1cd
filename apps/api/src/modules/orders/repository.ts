import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql, count, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { dealProducts, deals, products } from '../../db/schema/catalog';
import { idempotencyKeys, orderDeliveryAttempts, orderEvents, orderItems, orders, orderNotes } from '../../db/schema/orders';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/users';
import { orderStatuses, type OrderStatus } from '@shop/core/orders/cancellation';
import { containsPattern, prefixPattern } from '../../lib/like-patterns';
import { customerLevelIs } from '../trust/service';
import type { RiskLevel } from '@shop/core/trust/customer-trust';

/** Only what pricing and the order's copy of each line need: every order reads these rows. */
export function publishedProductsByIds(db: Queryable, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      name: products.name,
      pricePaisa: products.pricePaisa,
      discountPricePaisa: products.discountPricePaisa,
      images: products.images,
      category: products.category,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.status, 'published')));
}

export async function publishedDealsWithComponents(db: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  const dealRows = await db
    .select()
    .from(deals)
    .where(and(inArray(deals.id, ids), eq(deals.status, 'published')));
  const components = await db
    .select({
      dealId: dealProducts.dealId,
      productId: products.id,
      name: products.name,
      price: products.pricePaisa,
      units: dealProducts.quantity,
      images: products.images,
      category: products.category,
      status: products.status,
    })
    .from(dealProducts)
    .innerJoin(products, eq(products.id, dealProducts.productId))
    .where(inArray(dealProducts.dealId, ids))
    .orderBy(asc(dealProducts.position));
  return dealRows.map((deal) => ({ deal, components: components.filter((component) => component.dealId === deal.id) }));
}

/** The two tables that keep stock: products, and deals' own bundles (decision 010). */
type StockTable = typeof products | typeof deals;

/**
 * Adds each id's change (negative to take) to its row's stock in one statement, where the stock stays
 * at 0 or above: a row without enough changes nothing, even when orders race for the last units. The rows
 * are locked first, in id order, as every order and every return locks them, so two never deadlock.
 * Returns the ids whose stock changed.
 */
async function changeStock(db: Queryable, table: StockTable, changes: ReadonlyMap<string, number>): Promise<Set<string>> {
  if (changes.size === 0) return new Set();
  const values = sql.join(
    [...changes].map(([id, change]) => sql`(${id}::text, ${change}::int)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with changes (id, change) as (values ${values}),
    locked as materialized (
      -- The lock the update takes anyway. FOR UPDATE would also wait for the key-share locks the
      -- foreign keys of other orders' items hold on these rows: two orders of one product would deadlock.
      select ${table.id} as id, changes.change from ${table} join changes on changes.id = ${table.id}
      order by ${table.id} for no key update of ${table}
    )
    update ${table} set stock = ${table.stock} + locked.change
    from locked
    where ${table.id} = locked.id and ${table.stock} + locked.change >= 0
    returning ${table.id} as id`);
  return new Set((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
}

/** Takes the units of each id where there are enough; the ids that had too few (or are gone), in id order. */
async function takeStock(db: Queryable, table: StockTable, units: ReadonlyMap<string, number>): Promise<string[]> {
  const taken = await changeStock(db, table, new Map([...units].map(([id, count]) => [id, -count])));
  return [...units.keys()].filter((id) => !taken.has(id)).sort((a, b) => a.localeCompare(b));
}

export const takeProductStock = (db: Queryable, units: ReadonlyMap<string, number>) => takeStock(db, products, units);
export const takeDealStock = (db: Queryable, units: ReadonlyMap<string, number>) => takeStock(db, deals, units);
/** Puts the units of each id back; see returnOrderStockOnce for when. */
export async function returnProductStock(db: Queryable, units: ReadonlyMap<string, number>): Promise<void> {
  await changeStock(db, products, units);
}

export async function returnDealStock(db: Queryable, units: ReadonlyMap<string, number>): Promise<void> {
  await changeStock(db, deals, units);
}

/**
 * The createdAt of the customer's limit-th newest order placed after since (cancelled ones included:
 * they were placed all the same), or undefined while they have placed fewer. A short read of the
 * (user_id, created_at) index, however many orders they have.
 */
export async function nthNewestOrderSince(db: Queryable, userId: string, since: Date, limit: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.createdAt, since)))
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .offset(limit - 1);
  return row?.createdAt;
}

/**
 * Stores the order unless another order already has its number (the first 7 characters of the id):
 * the unique index decides, so two orders racing for one number cannot both get it. Undefined when taken.
 */
export async function insertOrderUnlessNumberTaken(db: Queryable, order: typeof orders.$inferInsert) {
  const [stored] = await db.insert(orders).values(order).onConflictDoNothing().returning();
  return stored;
}

export function insertOrderItems(db: Queryable, items: (typeof orderItems.$inferInsert)[]) {
  return db.insert(orderItems).values(items).returning();
}

/** The customer's orders, newest first, only those at `statuses` when given. */
export async function ordersOfUser(db: Queryable, userId: string, statuses?: readonly OrderStatus[]) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), statuses ? inArray(orders.status, [...statuses]) : undefined))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (orderRows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        orderRows.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderItems.position));
  const ids = orderRows.map((order) => order.id);
  const [events, attempts] = await Promise.all([eventsOfOrders(db, ids), deliveryAttemptsOfOrders(db, ids)]);
  return orderRows.map((order) => ({
    order,
    items: items.filter((item) => item.orderId === order.id),
    events: events.filter((event) => event.orderId === order.id),
    attempts: attempts.filter((attempt) => attempt.orderId === order.id),
  }));
}

export async function orderOfUser(db: Queryable, orderId: string, userId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return undefined;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  return { order, items };
}

/**
 * Stores the answer under the customer's key, unless the key is already stored: false then. A request
 * racing with one holding the same key waits here until that one commits (then false) or rolls back.
 */
export async function rememberResponseUnlessKeyTaken(
  db: Queryable,
  entry: { userId: string; key: string; requestHash: string; statusCode: number; responseBody: unknown },
): Promise<boolean> {
  const rows = await db.insert(idempotencyKeys).values(entry).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findIdempotencyKey(db: Queryable, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Any customer's order with its items and history: for the shop owner and the confirm link. */
export async function orderWithItems(db: Queryable, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
  const [events, attempts] = await Promise.all([eventsOfOrders(db, [orderId]), deliveryAttemptsOfOrders(db, [orderId])]);
  return { order, items, events, attempts };
}

export type OrderEventRow = typeof orderEvents.$inferSelect;

export async function insertOrderEvent(db: Queryable, event: typeof orderEvents.$inferInsert): Promise<OrderEventRow> {
  const [stored] = await db.insert(orderEvents).values(event).returning();
  return stored!;
}

/** The history of several orders, each order's oldest first (see toOrderDto for events of the same instant). */
export function eventsOfOrders(db: Queryable, orderIds: string[]): Promise<OrderEventRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(asc(orderEvents.createdAt));
}

/** The order a WhatsApp short code belongs to (decision 019), or undefined. */
export async function orderIdOfConfirmCode(db: Queryable, code: string): Promise<string | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.confirmCode, code));
  return row?.id;
}

export type DeliveryAttemptRow = typeof orderDeliveryAttempts.$inferSelect;

/** The failed delivery attempts of several orders, each order's oldest first. */
export function deliveryAttemptsOfOrders(db: Queryable, orderIds: string[]): Promise<DeliveryAttemptRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderDeliveryAttempts)
    .where(inArray(orderDeliveryAttempts.orderId, orderIds))
    .orderBy(asc(orderDeliveryAttempts.createdAt), asc(orderDeliveryAttempts.id));
}

export async function insertDeliveryAttempt(db: Queryable, attempt: typeof orderDeliveryAttempts.$inferInsert): Promise<void> {
  await db.insert(orderDeliveryAttempts).values(attempt);
}

/** An arbitrary constant: the advisory lock only the process sweeping expired holds holds. */
const HOLD_SWEEP_LOCK_KEY = 4_180_026;

/** True when this transaction may sweep; false while another process's sweep is running. */
export async function tryHoldSweepLock(tx: Queryable): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${HOLD_SWEEP_LOCK_KEY}) as locked`)) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/** Ids of orders still waiting whose hold has ended, oldest hold first, locked for this transaction. */
export async function claimDueHolds(tx: Queryable, now: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'Order Placed'), isNotNull(orders.holdUntil), lte(orders.holdUntil, now)))
    .orderBy(asc(orders.holdUntil))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Moves a waiting order's hold `hours` on from its end (or from now, once passed); undefined when it has no hold to extend. */
export async function extendHoldOf(tx: Queryable, orderId: string, now: Date, hours: number): Promise<Date | undefined> {
  const [row] = await tx
    .update(orders)
    .set({ holdUntil: sql`greatest(${orders.holdUntil}, ${now.toISOString()}::timestamptz) + make_interval(hours => ${hours})` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'Order Placed'), isNotNull(orders.holdUntil)))
    .returning({ holdUntil: orders.holdUntil });
  return row?.holdUntil ?? undefined;
}

/** The customer's orders waiting at Order Placed within their hold, oldest first, with their units. */
export function ordersWaitingForConfirmation(db: Queryable, userId: string, now: Date) {
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      amountPaisa: orders.amountPaisa,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'Order Placed'),
        sql`(${orders.holdUntil} is null or ${orders.holdUntil} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .groupBy(orders.id)
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

/** The email of the account that placed an order: where its mail goes (decision 005). */
export async function accountEmailOf(db: Queryable, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

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
