import { and, desc, eq, gte, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { OrderReportDto } from '@shop/core/orders/admin-dtos';
import { paisa, paisaToRupees } from '@shop/core/shared/money';
import type { Queryable } from '../../db/client';
import { orderDeliveryAttempts, orderItems, orders } from '../../db/schema/orders';
import { deliveryAttemptReasons, type DeliveryAttemptReason } from '@shop/core/delivery/parcel-story';
import { rangeEnd, rangeStart } from './date-range';

const DAY_MS = 86_400_000;
const REPORT_DAYS_BY_DEFAULT = 30;
const TOP_PRODUCTS = 10;

/** From inclusive, to exclusive; both ends as the order list takes them, the last 30 days by default. */
export function reportPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: Date; to: Date } {
  return {
    from: query.from ? rangeStart(query.from) : new Date(now.getTime() - REPORT_DAYS_BY_DEFAULT * DAY_MS),
    to: query.to ? rangeEnd(query.to) : now,
  };
}

/**
 * docs/product.md §7 reports: each order counted by when its step happened (placed by its creation,
 * delivered by its delivery…), so a period's numbers do not change as its orders move on later, except
 * the return rate, which follows the orders shipped in the period to where they are now.
 */
export async function orderReport(db: Queryable, period: { from: Date; to: Date }): Promise<OrderReportDto> {
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
  };
}
