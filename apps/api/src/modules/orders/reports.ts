import { and, desc, eq, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { OrderReportDto } from '@shop/core/orders/admin-dtos';
import { paisa, paisaToRupees } from '@shop/core/shared/money';
import { daysFromTo, shopDayOf, shopDayStart } from '@shop/core/shared/shop-days';
import type { Queryable } from '../../db/client';
import { orderDeliveryAttempts, orderItems, orders } from '../../db/schema/orders';
import { deliveryAttemptReasons, type DeliveryAttemptReason } from '@shop/core/delivery/parcel-story';
import { askedPeriod, type Period } from './date-range';
import { cartReminderReport } from '../cart/service';
import { orderChannels, type OrderChannel } from '@shop/core/orders/order-channels';

const REPORT_DAYS_BY_DEFAULT = 30;
const TOP_PRODUCTS = 10;

/** From inclusive, to exclusive; both ends as the order list takes them (days the shop's), the last 30 days by default; 400 when reversed or over two years. */
export function reportPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string): Period {
  return askedPeriod(query, now, timeZone, REPORT_DAYS_BY_DEFAULT);
}

/** The shop's days a period touches, each with the instant it starts within the period (the first day at the period's own start). */
function periodDays(period: Period, timeZone: string): { date: string; start: Date }[] {
  const days = daysFromTo(shopDayOf(period.from, timeZone), shopDayOf(new Date(period.to.getTime() - 1), timeZone));
  return days.map((date, index) => ({ date, start: index === 0 ? period.from : shopDayStart(date, timeZone) }));
}

/** The city as the report groups it: trimmed, inner blanks as one, initial capitals ('lahore ' and 'Lahore' are one city). */
const cityOf = sql<string>`initcap(regexp_replace(btrim(coalesce(${orders.address}->>'city', '')), '[[:space:]]+', ' ', 'g'))`;

/**
 * docs/product.md §7 reports: each order counted by when its step happened (placed by its creation,
 * delivered by its delivery…), so a period's numbers do not change as its orders move on later, except
 * the return rate, which follows the orders shipped in the period to where they are now.
 */
export async function orderReport(db: Queryable, period: Period, timeZone: string): Promise<OrderReportDto> {
  const within = (column: AnyColumn) => sql`(${column} >= ${period.from.toISOString()} and ${column} < ${period.to.toISOString()})`;
  const [totals] = await db
    .select({
      placed: sql<number>`count(*) filter (where ${within(orders.createdAt)})::int`,
      confirmed: sql<number>`count(*) filter (where ${within(orders.confirmedAt)})::int`,
      shipped: sql<number>`count(*) filter (where ${within(orders.shippedAt)})::int`,
      shippedThenReturned: sql<number>`count(*) filter (where ${within(orders.shippedAt)} and ${orders.status} = 'Returned')::int`,
      delivered: sql<number>`count(*) filter (where ${within(orders.deliveredAt)})::int`,
      returned: sql<number>`count(*) filter (where ${within(orders.returnedAt)})::int`,
      cancelled: sql<number>`count(*) filter (where ${within(orders.cancelledAt)} and ${orders.status} = 'Cancelled')::int`,
      deliveredPaisa: sql<string>`coalesce(sum(${orders.amountPaisa}) filter (where ${within(orders.deliveredAt)}), 0)::bigint`,
      refundedPaisa: sql<string>`coalesce(sum(${orders.refundPaisa}) filter (where ${within(orders.returnedAt)}), 0)::bigint`,
    })
    .from(orders);
  // Units of orders delivered in the period and kept (not returned since); a product deleted since is
  // grouped by the name the order copied.
  const productKey = sql`coalesce(${orderItems.productId}, 'name:' || ${orderItems.name})`;
  const units = sql<number>`sum(${orderItems.quantity})::int`;
  const top = await db
    .select({ productId: sql<string | null>`max(${orderItems.productId})`, name: sql<string>`min(${orderItems.name})`, units })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.status, 'Delivered'), gte(orders.deliveredAt, period.from), lt(orders.deliveredAt, period.to)))
    .groupBy(productKey)
    .orderBy(desc(units), sql`min(${orderItems.name})`)
    .limit(TOP_PRODUCTS);

  const attempts = await db
    .select({ reason: orderDeliveryAttempts.reason, attempts: sql<number>`count(*)::int` })
    .from(orderDeliveryAttempts)
    .where(within(orderDeliveryAttempts.createdAt))
    .groupBy(orderDeliveryAttempts.reason);
  const [attemptedOrders] = await db
    .select({ orders: sql<number>`count(distinct ${orderDeliveryAttempts.orderId})::int` })
    .from(orderDeliveryAttempts)
    .where(within(orderDeliveryAttempts.createdAt));

  // Each step in the day it happened: width_bucket numbers the days from 1 by their starts.
  const days = periodDays(period, timeZone);
  const dayStarts = `{${days.map((day) => day.start.toISOString()).join(',')}}`;
  const bucket = (column: AnyColumn) => sql`width_bucket(${column}, ${dayStarts}::timestamptz[])`;
  const byDay = (await db.execute(sql`
    select day, sum(placed)::int as placed, sum(delivered)::int as delivered, sum(paisa)::bigint as paisa from (
      select ${bucket(orders.createdAt)} as day, 1 as placed, 0 as delivered, 0::bigint as paisa from ${orders} where ${within(orders.createdAt)}
      union all
      select ${bucket(orders.deliveredAt)}, 0, 1, ${orders.amountPaisa}::bigint from ${orders} where ${within(orders.deliveredAt)}
      union all
      select ${bucket(orders.returnedAt)}, 0, 0, -${orders.refundPaisa}::bigint from ${orders} where ${within(orders.returnedAt)} and ${orders.refundPaisa} > 0
    ) as steps group by day`)) as unknown as { rows: { day: number; placed: number; delivered: number; paisa: string | number }[] };
  const dayRow = (index: number) => byDay.rows.find((row) => Number(row.day) === index + 1);

  // Placed orders and cash collected by the address's city, counted as the totals count them.
  const byCity = (await db.execute(sql`
    select city, sum(placed)::int as orders, sum(paisa)::bigint as paisa from (
      select ${cityOf} as city, 1 as placed, 0::bigint as paisa from ${orders} where ${within(orders.createdAt)}
      union all
      select ${cityOf}, 0, ${orders.amountPaisa}::bigint from ${orders} where ${within(orders.deliveredAt)}
      union all
      select ${cityOf}, 0, -${orders.refundPaisa}::bigint from ${orders} where ${within(orders.returnedAt)} and ${orders.refundPaisa} > 0
    ) as steps group by city
    order by orders desc, paisa desc, city`)) as unknown as { rows: { city: string; orders: number; paisa: string | number }[] };

  // Placed orders and cash collected by channel, counted as by city.
  const byChannel = (await db.execute(sql`
    select channel, sum(placed)::int as orders, sum(paisa)::bigint as paisa from (
      select ${orders.channel} as channel, 1 as placed, 0::bigint as paisa from ${orders} where ${within(orders.createdAt)}
      union all
      select ${orders.channel}, 0, ${orders.amountPaisa}::bigint from ${orders} where ${within(orders.deliveredAt)}
      union all
      select ${orders.channel}, 0, -${orders.refundPaisa}::bigint from ${orders} where ${within(orders.returnedAt)} and ${orders.refundPaisa} > 0
    ) as steps group by channel`)) as unknown as { rows: { channel: OrderChannel; orders: number; paisa: string | number }[] };

  // Codes used by orders placed in the period that still count as uses (docs/product.md §4 Discount codes).
  const codeOrders = sql<number>`count(*)::int`;
  const byCode = await db
    .select({
      code: sql<string>`${orders.discountCode}`,
      orders: codeOrders,
      discountPaisa: sql<string>`sum(${orders.discountPaisa})::bigint`,
      salesPaisa: sql<string>`sum(${orders.amountPaisa})::bigint`,
    })
    .from(orders)
    .where(and(within(orders.createdAt), sql`${orders.discountCode} is not null`, sql`${orders.status} not in ('Cancelled', 'Returned')`))
    .groupBy(orders.discountCode)
    .orderBy(desc(codeOrders), orders.discountCode);

  const carts = await cartReminderReport(db, period);

  const t = totals!;
  const deliveredPaisa = paisa(Number(t.deliveredPaisa));
  const refundedPaisa = paisa(Number(t.refundedPaisa));
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    placed: t.placed,
    confirmed: t.confirmed,
    shipped: t.shipped,
    delivered: t.delivered,
    returned: t.returned,
    cancelled: t.cancelled,
    cashCollected: paisaToRupees(paisa(deliveredPaisa - refundedPaisa)),
    refunded: paisaToRupees(refundedPaisa),
    returnRate: t.shipped === 0 ? null : Math.round((t.shippedThenReturned / t.shipped) * 10_000) / 10_000,
    deliveryAttempts: {
      total: attempts.reduce((sum, row) => sum + row.attempts, 0),
      byReason: Object.fromEntries(deliveryAttemptReasons.map((reason) => [reason, attempts.find((row) => row.reason === reason)?.attempts ?? 0])) as Record<
        DeliveryAttemptReason,
        number
      >,
      orders: attemptedOrders?.orders ?? 0,
    },
    topProducts: top.map((row) => ({ productId: row.productId, name: row.name, units: row.units })),
    averageOrder: t.delivered === 0 ? null : paisaToRupees(paisa(Math.round(deliveredPaisa / t.delivered))),
    days: days.map((day, index) => {
      const row = dayRow(index);
      return { date: day.date, placed: row?.placed ?? 0, delivered: row?.delivered ?? 0, cash: paisaToRupees(paisa(Number(row?.paisa ?? 0))) };
    }),
    discountCodes: byCode.map((row) => ({
      code: row.code,
      orders: row.orders,
      discount: paisaToRupees(paisa(Number(row.discountPaisa))),
      sales: paisaToRupees(paisa(Number(row.salesPaisa))),
    })),
    byCity: byCity.rows.map((row) => ({ city: row.city || 'No city given', orders: row.orders, cash: paisaToRupees(paisa(Number(row.paisa))) })),
    carts,
    channels: orderChannels.map((channel) => {
      const row = byChannel.rows.find((candidate) => candidate.channel === channel);
      return { channel, orders: row?.orders ?? 0, cash: paisaToRupees(paisa(Number(row?.paisa ?? 0))) };
    }),
  };
}
