import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { dealTotal, dealUnitPrice, productUnitPrice } from '@shop/core/catalog/prices';
import { isDealLive } from '@shop/core/deals/deal-visibility';
import { paisa, type Paisa } from '@shop/core/shared/money';
import type { Queryable } from '../../db/client';
import { dealProducts, deals, products } from '../../db/schema/catalog';
import { cartDeals, cartProducts, cartReminders, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { dealsForCart } from './repository';

/** Taken by one process's reminder sweep for its transaction: another finds it taken and leaves the work. */
const CART_REMINDER_SWEEP_LOCK = sql`hashtextextended('cart-reminder-sweep', 0)`;

const DAY_MS = 86_400_000;

export async function tryCartReminderSweepLock(tx: Queryable): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CART_REMINDER_SWEEP_LOCK}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}

/** Each customer's cart with items and its time: when its latest line was set. */
const cartTimes = sql`cart_times as (
  select user_id, max(updated_at) as cart_updated_at from (
    select ${cartProducts.userId} as user_id, ${cartProducts.updatedAt} as updated_at from ${cartProducts}
    union all
    select ${cartDeals.userId}, ${cartDeals.updatedAt} from ${cartDeals}
  ) as lines
  group by user_id
)`;

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export interface DueCart {
  userId: string;
  name: string;
  email: string;
  cartUpdatedAt: Date;
}

/**
 * Carts to remind of now: a customer's cart untouched since `idleSince`, whose address is proven and who
 * has not turned reminders off, with no reminder in the last week and none yet for this cart's time.
 * Longest left first, at most `limit`, after the cart `after` (the last of the previous batch).
 */
export async function dueCarts(
  tx: Queryable,
  idleSince: Date,
  now: Date,
  everyDays: number,
  limit: number,
  after?: Pick<DueCart, 'cartUpdatedAt' | 'userId'>,
): Promise<DueCart[]> {
  const weekAgo = new Date(now.getTime() - everyDays * DAY_MS).toISOString();
  const result = (await tx.execute(sql`
    with ${cartTimes}
    select ${users.id} as user_id, ${users.name} as name, ${users.email} as email, cart_times.cart_updated_at
    from cart_times join ${users} on ${users.id} = cart_times.user_id
    where cart_times.cart_updated_at <= ${idleSince.toISOString()}::timestamptz
      and ${users.role} = 'customer'
      and ${users.email} is not null
      and ${users.emailVerifiedAt} is not null
      and ${users.cartRemindersOffAt} is null
      and not exists (
        select 1 from ${cartReminders}
        where ${cartReminders.userId} = ${users.id}
          and (${cartReminders.sentAt} > ${weekAgo}::timestamptz or ${cartReminders.cartUpdatedAt} = cart_times.cart_updated_at)
      )
      ${after ? sql`and (cart_times.cart_updated_at, ${users.id}) > (${after.cartUpdatedAt.toISOString()}::timestamptz, ${after.userId})` : sql``}
    order by cart_times.cart_updated_at, ${users.id}
    limit ${limit}`)) as unknown as { rows: { user_id: string; name: string; email: string; cart_updated_at: Date | string }[] };
  return result.rows.map((row) => ({ userId: row.user_id, name: row.name, email: row.email, cartUpdatedAt: toDate(row.cart_updated_at) }));
}

export interface PricedCartLine {
  name: string;
  quantity: number;
  unitPaisa: Paisa;
  kind: 'product' | 'deal';
}

export interface PricedCart {
  lines: PricedCartLine[];
  valuePaisa: Paisa;
}

/**
 * The carts of `userIds` at today's prices (a product's discount price, a deal's final price or its
 * products' total): only what is for sale now, a published product in stock or a live deal with stock
 * left. A customer whose cart holds nothing for sale has an empty cart here.
 */
export async function pricedCarts(db: Queryable, userIds: readonly string[], now: Date): Promise<Map<string, PricedCart>> {
  const carts = new Map<string, PricedCart>(userIds.map((id) => [id, { lines: [], valuePaisa: paisa(0) }]));
  if (userIds.length === 0) return carts;
  const ids = [...userIds];
  const [productLines, dealLines] = await Promise.all([
    db
      .select({
        userId: cartProducts.userId,
        name: products.name,
        quantity: cartProducts.quantity,
        price: products.pricePaisa,
        discountPrice: products.discountPricePaisa,
      })
      .from(cartProducts)
      .innerJoin(products, eq(products.id, cartProducts.productId))
      .where(and(inArray(cartProducts.userId, ids), eq(products.status, 'published'), gt(products.stock, 0)))
      .orderBy(products.name),
    db
      .select({ userId: cartDeals.userId, dealId: cartDeals.dealId, name: deals.name, quantity: cartDeals.quantity, finalPrice: deals.finalPricePaisa })
      .from(cartDeals)
      .innerJoin(deals, eq(deals.id, cartDeals.dealId))
      .where(inArray(cartDeals.userId, ids))
      .orderBy(deals.name),
  ]);
  const dealIds = [...new Set(dealLines.map((line) => line.dealId))];
  const [windows, contents] = await Promise.all([
    dealsForCart(db, dealIds),
    dealIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ dealId: dealProducts.dealId, price: products.pricePaisa, discountPrice: products.discountPricePaisa, units: dealProducts.quantity })
          .from(dealProducts)
          .innerJoin(products, eq(products.id, dealProducts.productId))
          .where(inArray(dealProducts.dealId, dealIds)),
  ]);
  const add = (userId: string, line: PricedCartLine) => {
    const cart = carts.get(userId)!;
    cart.lines.push(line);
    cart.valuePaisa = paisa(cart.valuePaisa + line.unitPaisa * line.quantity);
  };
  for (const line of productLines) add(line.userId, { kind: 'product', name: line.name, quantity: line.quantity, unitPaisa: productUnitPrice(line) });
  for (const line of dealLines) {
    const window = windows.get(line.dealId);
    if (!window || window.stock < 1 || !isDealLive(window, now)) continue;
    const total = dealTotal(contents.filter((item) => item.dealId === line.dealId));
    add(line.userId, { kind: 'deal', name: line.name, quantity: line.quantity, unitPaisa: dealUnitPrice({ finalPrice: line.finalPrice, total }) });
  }
  return carts;
}

export async function insertCartReminder(
  tx: Queryable,
  reminder: { id: string; userId: string; cartUpdatedAt: Date; valuePaisa: Paisa; unsubscribeTokenHash: string; sentAt: Date },
): Promise<void> {
  await tx.insert(cartReminders).values(reminder);
}

export async function reminderByTokenHash(db: Queryable, tokenHash: string) {
  const [row] = await db
    .select({ id: cartReminders.id, userId: cartReminders.userId, unsubscribedAt: cartReminders.unsubscribedAt })
    .from(cartReminders)
    .where(eq(cartReminders.unsubscribeTokenHash, tokenHash));
  return row;
}

/**
 * Marks the reminder's link used and turns the customer's reminders off (kept at the first time they
 * were). False when the link was used before, by this request's rival too: then nothing changes.
 */
export async function unsubscribeByReminder(tx: Queryable, reminderId: string, userId: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(cartReminders)
    .set({ unsubscribedAt: now })
    .where(and(eq(cartReminders.id, reminderId), isNull(cartReminders.unsubscribedAt)))
    .returning({ id: cartReminders.id });
  if (used.length === 0) return false;
  await tx
    .update(users)
    .set({ cartRemindersOffAt: sql`coalesce(${users.cartRemindersOffAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
  return true;
}

/**
 * As a CTE for placing's statement (`name as (update …)`): the customer's latest reminder of the last
 * `everyDays` days not yet recovered is recovered by this order. The order row must exist already.
 */
export const markingCartRecovered = (userId: string, orderId: string, now: Date, everyDays: number) => sql`
  recovered_cart_reminder as (
    update ${cartReminders} set recovered_order_id = ${orderId}, recovered_at = ${now.toISOString()}::timestamptz
    where ${cartReminders.id} = (
      select ${cartReminders.id} from ${cartReminders}
      where ${cartReminders.userId} = ${userId}
        and ${cartReminders.recoveredOrderId} is null
        and ${cartReminders.recoveredAt} is null
        and ${cartReminders.sentAt} > ${new Date(now.getTime() - everyDays * DAY_MS).toISOString()}::timestamptz
      order by ${cartReminders.sentAt} desc
      limit 1
    )
  )`;

export interface OpenCartRow {
  userId: string;
  name: string;
  email: string | null;
  phone: string | null;
  cartUpdatedAt: Date;
  remindedAt: Date | null;
}

/**
 * A page of the customers' carts with items, the most recently left first: each with the account's
 * phone, else its latest order's, and the latest reminder not yet followed by an order.
 */
export async function openCarts(db: Queryable, page: { limit: number; offset: number }): Promise<{ rows: OpenCartRow[]; total: number }> {
  const result = (await db.execute(sql`
    with ${cartTimes}
    select ${users.id} as user_id, ${users.name} as name, ${users.email} as email,
      coalesce(${users.phone}, (
        select ${orders.address}->>'phone' from ${orders} where ${orders.userId} = ${users.id} order by ${orders.createdAt} desc limit 1
      )) as phone,
      cart_times.cart_updated_at,
      (
        select max(${cartReminders.sentAt}) from ${cartReminders}
        where ${cartReminders.userId} = ${users.id} and ${cartReminders.recoveredAt} is null
      ) as reminded_at,
      count(*) over () as total
    from cart_times join ${users} on ${users.id} = cart_times.user_id
    where ${users.role} = 'customer'
    order by cart_times.cart_updated_at desc, ${users.id}
    limit ${page.limit} offset ${page.offset}`)) as unknown as {
    rows: {
      user_id: string;
      name: string;
      email: string | null;
      phone: string | null;
      cart_updated_at: Date | string;
      reminded_at: Date | string | null;
      total: number | string;
    }[];
  };
  const total = result.rows.length > 0 ? Number(result.rows[0]!.total) : await openCartCount(db);
  return {
    total,
    rows: result.rows.map((row) => ({
      userId: row.user_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      cartUpdatedAt: toDate(row.cart_updated_at),
      remindedAt: row.reminded_at === null ? null : toDate(row.reminded_at),
    })),
  };
}

/** For a page past the end, which has no row to carry the count. */
async function openCartCount(db: Queryable): Promise<number> {
  const result = (await db.execute(sql`
    with ${cartTimes}
    select count(*)::int as total from cart_times join ${users} on ${users.id} = cart_times.user_id where ${users.role} = 'customer'`)) as unknown as {
    rows: { total: number }[];
  };
  return Number(result.rows[0]?.total ?? 0);
}

/** Reminders sent in the period, and those recovered in it (by an order placed in it) with those orders' amounts. */
export async function cartReminderCounts(db: Queryable, from: Date, to: Date) {
  const within = (column: typeof cartReminders.sentAt | typeof cartReminders.recoveredAt) =>
    sql`(${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz)`;
  const [counts] = await db
    .select({
      reminded: sql<number>`count(*) filter (where ${within(cartReminders.sentAt)})::int`,
      recovered: sql<number>`count(${orders.id}) filter (where ${within(cartReminders.recoveredAt)})::int`,
      recoveredPaisa: sql<string>`coalesce(sum(${orders.amountPaisa}) filter (where ${within(cartReminders.recoveredAt)}), 0)::bigint`,
    })
    .from(cartReminders)
    .leftJoin(orders, eq(orders.id, cartReminders.recoveredOrderId))
    .where(or(within(cartReminders.sentAt), within(cartReminders.recoveredAt)));
  return { reminded: counts?.reminded ?? 0, recovered: counts?.recovered ?? 0, recoveredPaisa: paisa(Number(counts?.recoveredPaisa ?? 0)) };
}
