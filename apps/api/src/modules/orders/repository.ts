import { and, asc, desc, eq, inArray, isNotNull, lte, sql, count, gte, ilike, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { dealProducts, deals, products } from '../../db/schema/catalog';
import { idempotencyKeys, orderDeliveryAttempts, orderEvents, orderItems, orders, orderNotes } from '../../db/schema/orders';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/users';
import { courierPayoutLines, courierPayouts } from '../../db/schema/couriers';
import { orderStatuses, type OrderStatus } from '@shop/core/orders/cancellation';
import type { OrderStep } from '@shop/core/orders/order-steps';
import { containsPattern, prefixPattern } from '../../lib/like-patterns';
import { customerLevelIs } from '../trust/service';
import type { RiskLevel } from '@shop/core/trust/customer-trust';
import type { Paisa } from '@shop/core/shared/money';
import { rowFromJson, rowValues } from '../../db/rows';
import type { publicationStatuses } from '../../db/schema/columns';

/** A published product as pricing and the order's copy of each line need it. */
export interface OrderableProduct {
  id: string;
  name: string;
  pricePaisa: Paisa;
  discountPricePaisa: Paisa;
  images: string[];
  category: string;
}

/** A published deal with its products in their order, each with its status: a deal sells only while all are published. */
export interface OrderableDeal {
  deal: {
    id: string;
    name: string;
    description: string;
    images: string[];
    category: string;
    status: 'published';
    startsAt: Date | null;
    endsAt: Date | null;
    finalPricePaisa: Paisa;
  };
  components: {
    productId: string;
    name: string;
    price: Paisa;
    discountPrice: Paisa;
    units: number;
    images: string[];
    category: string;
    status: (typeof publicationStatuses)[number];
  }[];
}

export interface OrderInputs {
  products: OrderableProduct[];
  deals: OrderableDeal[];
  /** The createdAt of the customer's limit-th newest order since the window's start; undefined while they have placed fewer, or when not asked. */
  limitReachedAt: Date | undefined;
  /** The value of the `customerFacts` expression. */
  customerFacts: unknown;
  /** The value of the `discountCode` expression (discounts/repository.ts discountCodeWithUsesJson), null without one. */
  discountCode: unknown;
}

/** readOrderInputs's one row, as JSON brings it: the deals' dates as text. */
interface OrderInputsRow {
  products: OrderableProduct[];
  deals: (Omit<OrderableDeal, 'deal'> & { deal: Omit<OrderableDeal['deal'], 'startsAt' | 'endsAt'> & { startsAt: string | null; endsAt: string | null } })[];
  limit_reached_at: string | null;
  customer_facts: unknown;
  discount_code: unknown;
}

const noRows = sql`'[]'::json`;

/**
 * What placing an order reads once the customer is locked, in one statement: the published products
 * and deals ordered (every order reads these rows), when `orderLimit` is given the createdAt of the
 * customer's limit-th newest order placed after `since` (cancelled ones included: they were placed all
 * the same; a short read of the (user_id, created_at) index, however many orders they have), and the
 * customer's trust facts (`customerFacts`, an expression of the trust module's).
 */
export async function readOrderInputs(
  db: Queryable,
  productIds: readonly string[],
  dealIds: readonly string[],
  orderLimit: { userId: string; since: Date; limit: number } | undefined,
  customerFacts: SQL,
  discountCode: SQL = sql`null`,
): Promise<OrderInputs> {
  const productRows =
    productIds.length === 0
      ? noRows
      : sql`(select coalesce(json_agg(json_build_object(
          'id', ${products.id}, 'name', ${products.name}, 'pricePaisa', ${products.pricePaisa},
          'discountPricePaisa', ${products.discountPricePaisa}, 'images', ${products.images}, 'category', ${products.category})), '[]'::json)
        from ${products} where ${inArray(products.id, [...productIds])} and ${products.status} = 'published')`;
  const component = sql.identifier('component');
  const dealRows =
    dealIds.length === 0
      ? noRows
      : sql`(select coalesce(json_agg(json_build_object(
          'deal', json_build_object('id', ${deals.id}, 'name', ${deals.name}, 'description', ${deals.description}, 'images', ${deals.images},
            'category', ${deals.category}, 'status', ${deals.status}, 'startsAt', ${deals.startsAt}, 'endsAt', ${deals.endsAt},
            'finalPricePaisa', ${deals.finalPricePaisa}),
          'components', (select coalesce(json_agg(json_build_object(
              'productId', ${component}.id, 'name', ${component}.name, 'price', ${component}.price_paisa,
              'discountPrice', ${component}.discount_price_paisa, 'units', ${dealProducts.quantity},
              'images', ${component}.images, 'category', ${component}.category, 'status', ${component}.status) order by ${dealProducts.position}), '[]'::json)
            from ${dealProducts} join ${products} as ${component} on ${component}.id = ${dealProducts.productId}
            where ${dealProducts.dealId} = ${deals.id}))), '[]'::json)
        from ${deals} where ${inArray(deals.id, [...dealIds])} and ${deals.status} = 'published')`;
  const limitReached = orderLimit
    ? sql`(select ${orders.createdAt} from ${orders} where ${orders.userId} = ${orderLimit.userId} and ${orders.createdAt} > ${orderLimit.since.toISOString()}::timestamptz
        order by ${orders.createdAt} desc limit 1 offset ${orderLimit.limit - 1})`
    : sql`null`;
  const result = (await db.execute(
    sql`select ${productRows} as products, ${dealRows} as deals, ${limitReached} as limit_reached_at, ${customerFacts} as customer_facts, ${discountCode} as discount_code`,
  )) as unknown as { rows: [OrderInputsRow] };
  const [row] = result.rows;
  const asDate = (value: string | null) => (value === null ? null : new Date(value));
  return {
    products: row.products,
    deals: row.deals.map(({ deal, components }) => ({ deal: { ...deal, startsAt: asDate(deal.startsAt), endsAt: asDate(deal.endsAt) }, components })),
    limitReachedAt: row.limit_reached_at === null ? undefined : (orders.createdAt.mapFromDriverValue(row.limit_reached_at) as Date),
    customerFacts: row.customer_facts,
    discountCode: row.discount_code,
  };
}

/** The two tables that keep stock: products, and deals' own bundles (decision 010). */
type StockTable = typeof products | typeof deals;

/** A change (negative to take) of each product's and each deal's stock, by id. */
export interface StockChanges {
  products: ReadonlyMap<string, number>;
  deals: ReadonlyMap<string, number>;
}

/** The CTEs that change one table's stock: its rows locked in id order, then updated where the stock stays at 0 or above. */
function stockChangeSteps(table: StockTable, name: string, changes: ReadonlyMap<string, number>, after: SQL | undefined): SQL {
  const values = sql.join(
    [...changes].map(([id, change]) => sql`(${id}::text, ${change}::int)`),
    sql`, `,
  );
  const [changesOf, locked, changed] = [`${name}_changes`, `locked_${name}`, `changed_${name}`].map((cte) => sql.identifier(cte));
  return sql`${changesOf} (id, change) as (values ${values}),
    ${locked} as materialized (
      -- The lock the update takes anyway. FOR UPDATE would also wait for the key-share locks the
      -- foreign keys of other orders' items hold on these rows: two orders of one product would deadlock.
      select ${table.id} as id, ${changesOf}.change from ${table} join ${changesOf} on ${changesOf}.id = ${table.id}
      ${after ? sql`where ${after}` : sql``}
      order by ${table.id} for no key update of ${table}
    ),
    ${changed} as (
      update ${table} set stock = ${table.stock} + ${locked}.change
      from ${locked}
      where ${table.id} = ${locked}.id and ${table.stock} + ${locked}.change >= 0
      returning ${table.id} as id, ${locked}.change as change, ${table.stock} as stock_after
    )`;
}

/**
 * The data-modifying CTE that keeps the moves of the products' rows a stock statement changed (catalog's
 * recordingStockMoves), given the name of the CTE of those rows: their id, change and stock_after.
 */
export type RecordingMoves = (changedProducts: SQL) => SQL;

/**
 * Adds each id's change to its row's stock in one statement, where the stock stays at 0 or above: a row
 * without enough changes nothing, even when orders race for the last units. The products' rows are locked
 * and changed first, then the deals' (their lock waits for the products' update), each table's rows in id
 * order, as every order and every return locks them, so two never deadlock. `alsoSelect`, when given, is
 * evaluated once in the same statement (placing sends the catalog cache's notice with it), and so are the
 * products' moves `recordMoves` writes. Returns the ids whose stock changed.
 */
async function changeStock(
  db: Queryable,
  changes: StockChanges,
  { alsoSelect, recordMoves }: { alsoSelect?: SQL | undefined; recordMoves?: RecordingMoves | undefined } = {},
): Promise<{ products: Set<string>; deals: Set<string> }> {
  if (changes.products.size === 0 && changes.deals.size === 0 && !alsoSelect) return { products: new Set(), deals: new Set() };
  const steps: SQL[] = [];
  if (changes.products.size > 0) {
    steps.push(stockChangeSteps(products, 'products', changes.products, undefined));
    if (recordMoves) steps.push(recordMoves(sql`${sql.identifier('changed_products')}`));
  }
  if (changes.deals.size > 0)
    steps.push(stockChangeSteps(deals, 'deals', changes.deals, changes.products.size > 0 ? sql`(select count(*) from changed_products) >= 0` : undefined));
  const changedIds = (name: string, size: number) =>
    size > 0 ? sql`(select coalesce(json_agg(id), '[]'::json) from ${sql.identifier(`changed_${name}`)})` : noRows;
  const select = sql`select ${changedIds('products', changes.products.size)} as products, ${changedIds('deals', changes.deals.size)} as deals${alsoSelect ? sql`, ${alsoSelect} as also` : sql``}`;
  const statement = steps.length > 0 ? sql`with ${sql.join(steps, sql`, `)} ${select}` : select;
  const result = (await db.execute(statement)) as unknown as { rows: [{ products: string[]; deals: string[] }] };
  return { products: new Set(result.rows[0].products), deals: new Set(result.rows[0].deals) };
}

/** The ids of `units` that changed nothing (too few left, or gone), in id order. */
const shortOf = (units: ReadonlyMap<string, number>, taken: Set<string>) => [...units.keys()].filter((id) => !taken.has(id)).sort((a, b) => a.localeCompare(b));

/**
 * Takes the units of each id where there are enough; the ids that had too few (or are gone), each table's
 * in id order. The moves `recordMoves` keeps are rolled back with the rest when the caller refuses a shortfall.
 */
export async function takeStock(
  db: Queryable,
  units: StockChanges,
  also: { alsoSelect?: SQL | undefined; recordMoves?: RecordingMoves | undefined } = {},
): Promise<{ products: string[]; deals: string[] }> {
  const negated = (of: ReadonlyMap<string, number>) => new Map([...of].map(([id, count]) => [id, -count]));
  const taken = await changeStock(db, { products: negated(units.products), deals: negated(units.deals) }, also);
  return { products: shortOf(units.products, taken.products), deals: shortOf(units.deals, taken.deals) };
}

/** Puts the units of each id back; see returnOrderStockOnce for when. */
export async function returnStock(db: Queryable, units: StockChanges, recordMoves?: RecordingMoves): Promise<void> {
  await changeStock(db, units, { recordMoves });
}

/** An order, its lines and the events it starts its history with, as placing writes them. */
export interface NewOrder {
  order: typeof orders.$inferInsert;
  items: (typeof orderItems.$inferInsert)[];
  events: (typeof orderEvents.$inferInsert)[];
}

/**
 * Stores the order, its items and its first events in one statement unless another order already has its
 * number (the first 7 characters of the id) or its short code: the unique indexes decide, so two orders
 * racing for one number cannot both get it, and then nothing is stored. Undefined when taken.
 */
export async function insertOrderUnlessNumberTaken(db: Queryable, { order, items, events }: NewOrder) {
  const orderRow = rowValues(orders, [order]);
  const itemRows = rowValues(orderItems, items);
  const eventRows = rowValues(orderEvents, events);
  const result = (await db.execute(sql`
    with stored_order as (
      insert into ${orders} ${orderRow.columns} ${orderRow.values} on conflict do nothing returning *
    ),
    stored_items as (
      insert into ${orderItems} ${itemRows.columns} select * from (${itemRows.values}) as item where exists (select from stored_order) returning *
    ),
    stored_events as (
      insert into ${orderEvents} ${eventRows.columns} select * from (${eventRows.values}) as event where exists (select from stored_order) returning *
    )
    select (select row_to_json(stored_order) from stored_order) as order,
      (select json_agg(stored_items order by stored_items.position) from stored_items) as items,
      (select json_agg(stored_events) from stored_events) as events`)) as unknown as {
    rows: [{ order: Record<string, unknown> | null; items: Record<string, unknown>[]; events: Record<string, unknown>[] }];
  };
  const [stored] = result.rows;
  if (!stored.order) return undefined;
  return {
    order: rowFromJson(orders, stored.order),
    items: stored.items.map((item) => rowFromJson(orderItems, item)),
    events: stored.events.map((event) => rowFromJson(orderEvents, event)),
  };
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

/** Runs the data-modifying CTEs `steps` (the outbox's messages, the console's news…) as one statement. */
export async function writeTogether(db: Queryable, steps: readonly SQL[]): Promise<void> {
  await db.execute(sql`with ${sql.join([...steps], sql`, `)} select`);
}

/**
 * Stores the answer under the customer's key when one is given, in one statement with the other writes
 * that placing makes after the order itself (`alongWith`: the data-modifying CTEs of the cart's emptying
 * and of the outbox's messages): false when the key is already stored. A request racing with one holding
 * the same key waits here until that one commits (then false) or rolls back.
 */
export async function rememberAnswerAlongWith(
  db: Queryable,
  alongWith: readonly SQL[],
  entry: { userId: string; key: string; requestHash: string; statusCode: number; responseBody: unknown } | undefined,
): Promise<boolean> {
  if (!entry) {
    await writeTogether(db, alongWith);
    return true;
  }
  const row = rowValues(idempotencyKeys, [entry]);
  const result = (await db.execute(sql`
    with ${sql.join([...alongWith, sql`remembered as (insert into ${idempotencyKeys} ${row.columns} ${row.values} on conflict do nothing returning 1)`], sql`, `)}
    select exists (select from remembered) as remembered`)) as unknown as { rows: [{ remembered: boolean }] };
  return result.rows[0].remembered;
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
  return row?.email ?? undefined;
}

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
export type NoteRow = typeof orderNotes.$inferSelect;
/** The account that placed an order; its email is null on an account made for an order taken by hand. */
export type Customer = { id: string; name: string; email: string | null } | null;

export interface OrderPageQuery {
  status?: OrderStatus | undefined;
  /** Which step's time `from` and `before` apply to: placed (the order's creation) when left out. */
  step?: OrderStep | undefined;
  /** The step happened at or after. */
  from?: Date | undefined;
  /** The step happened before. */
  before?: Date | undefined;
  /** An order number (or id) prefix, or a part of the customer's name, email or phone. */
  q?: string | undefined;
  /** Only orders whose customer is at this level now (risk counted since `since`). */
  risk?: { level: RiskLevel; since: Date } | undefined;
  limit: number;
  offset: number;
}

/** When each step of an order happened (core/orders/order-steps.ts), as reports.ts counts them. */
export const orderStepColumns = {
  placed: orders.createdAt,
  confirmed: orders.confirmedAt,
  shipped: orders.shippedAt,
  delivered: orders.deliveredAt,
  returned: orders.returnedAt,
  cancelled: orders.cancelledAt,
} as const satisfies Record<OrderStep, AnyColumn>;

/** The filters as one condition over orders left-joined with their accounts (q looks at both). */
function orderConditions(query: Omit<OrderPageQuery, 'limit' | 'offset'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.from || query.before) {
    const step = query.step ?? 'placed';
    const column = orderStepColumns[step];
    conditions.push(isNotNull(column));
    if (query.from) conditions.push(gte(column, query.from));
    if (query.before) conditions.push(lt(column, query.before));
    // As the reports count cancellations: an order cancelled stays counted only while it is Cancelled.
    if (step === 'cancelled') conditions.push(eq(orders.status, 'Cancelled'));
  }
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

/** What the courier's payout said of an order (an order is named by one payout line at most), with when that payout was applied. */
export type OrderPayoutLine = {
  payoutId: string;
  appliedAt: Date;
  cashPaisa: Paisa;
  chargesPaisa: Paisa;
  taxPaisa: Paisa;
  differencePaisa: Paisa | null;
} | null;

const customerColumns = { id: users.id, name: users.name, email: users.email };
const payoutLineColumns = {
  payoutId: courierPayoutLines.payoutId,
  appliedAt: courierPayouts.appliedAt,
  cashPaisa: courierPayoutLines.cashPaisa,
  chargesPaisa: courierPayoutLines.chargesPaisa,
  taxPaisa: courierPayoutLines.taxPaisa,
  differencePaisa: courierPayoutLines.differencePaisa,
};

type JoinedPayoutLine = { [Column in keyof typeof payoutLineColumns]: (typeof payoutLineColumns)[Column]['_']['data'] | null };

/** The columns two left joins read: all null when no line names the order (drizzle nulls a nested object only when one table gives it all). */
function payoutLineOf(joined: JoinedPayoutLine): OrderPayoutLine {
  const { payoutId, appliedAt, cashPaisa, chargesPaisa, taxPaisa, differencePaisa } = joined;
  if (payoutId === null || appliedAt === null || cashPaisa === null || chargesPaisa === null || taxPaisa === null) return null;
  return { payoutId, appliedAt, cashPaisa, chargesPaisa, taxPaisa, differencePaisa };
}

/** Newest first, with the account that placed each order and the payout line that paid it, if any. */
export async function findOrderPage(
  db: Queryable,
  query: OrderPageQuery,
): Promise<{ rows: { order: OrderRow; customer: Customer; payout: OrderPayoutLine }[]; total: number }> {
  const where = orderConditions(query);
  const rows = await db
    .select({ order: orders, customer: customerColumns, payout: payoutLineColumns })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(courierPayoutLines, eq(courierPayoutLines.orderId, orders.id))
    .leftJoin(courierPayouts, eq(courierPayouts.id, courierPayoutLines.payoutId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where);
  return { rows: rows.map((row) => ({ ...row, payout: payoutLineOf(row.payout) })), total: counted?.total ?? 0 };
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

/** The account that placed an order and the payout line that paid it, read together for the owner's view of one order. */
export async function customerAndPayoutOfOrder(db: Queryable, orderId: string): Promise<{ customer: Customer; payout: OrderPayoutLine }> {
  const [row] = await db
    .select({ customer: customerColumns, payout: payoutLineColumns })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(courierPayoutLines, eq(courierPayoutLines.orderId, orders.id))
    .leftJoin(courierPayouts, eq(courierPayouts.id, courierPayoutLines.payoutId))
    .where(eq(orders.id, orderId));
  return { customer: row?.customer ?? null, payout: row ? payoutLineOf(row.payout) : null };
}

export async function customerById(db: Queryable, userId: string): Promise<Customer> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * One batch of the orders placed in a period, oldest first, with the email of the account that placed
 * each: the first `limit` after the order `afterId` (keyset on placing time and id, read from that
 * order's own row so that the database's microseconds are compared exactly), or from the start.
 */
export function orderExportBatch(db: Queryable, period: { from: Date; to?: Date | undefined }, afterId: string | undefined, limit: number) {
  return db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        gte(orders.createdAt, period.from),
        period.to ? lt(orders.createdAt, period.to) : undefined,
        afterId === undefined
          ? undefined
          : sql`(${orders.createdAt}, ${orders.id}) > (select "after"."created_at", "after"."id" from ${orders} as "after" where "after"."id" = ${afterId})`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}
