import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Paisa } from '@shop/core/shared/money';
import type { Queryable } from '../../db/client';
import { courierPayoutLines, courierPayouts } from '../../db/schema/couriers';
import { orders } from '../../db/schema/orders';

/**
 * docs/product.md §4 What every courier owes, read from the orders and the applied payouts' lines.
 * A parcel is the courier's once it was delivered with that courier on the order (an order delivered
 * without one owes nobody); it is unpaid while no payout line names it, in any payout, at any time.
 */

/** When the figures count from (null: from the first delivery) and to (exclusive), and the delivery before which an unpaid parcel is overdue. */
export interface BalancePeriod {
  from: Date | null;
  to: Date;
  overdueBefore: Date;
}

/** One courier's figures in paisa; the service turns them into rupees and works out the net. */
export interface CourierBalanceRow {
  courier: string;
  deliveredParcels: number;
  deliveredPaisa: Paisa;
  unpaidParcels: number;
  outstandingPaisa: Paisa;
  paidPaisa: Paisa;
  shortfallsPaisa: Paisa;
  excessPaisa: Paisa;
  chargesPaisa: Paisa;
  taxPaisa: Paisa;
  returnChargesPaisa: Paisa;
  overdueParcels: number;
  oldestUnpaid: Date | null;
  payouts: number;
  lastPayoutAt: Date | null;
}

/** Timestamps read by db.execute come back as the driver gives them (text or a Date): read as the columns read theirs. */
const instantOf = (value: string | Date | null): Date | null => (value === null ? null : (orders.deliveredAt.mapFromDriverValue(value) as Date));

const within = (column: SQL, period: Pick<BalancePeriod, 'from' | 'to'>) =>
  period.from
    ? sql`${column} >= ${period.from.toISOString()}::timestamptz and ${column} < ${period.to.toISOString()}::timestamptz`
    : sql`${column} < ${period.to.toISOString()}::timestamptz`;

interface RawBalanceRow {
  courier: string;
  delivered_parcels: number;
  delivered_paisa: string | number;
  unpaid_parcels: number;
  outstanding_paisa: string | number;
  paid_paisa: string | number;
  shortfalls_paisa: string | number;
  excess_paisa: string | number;
  charges_paisa: string | number;
  tax_paisa: string | number;
  return_charges_paisa: string | number;
  overdue_parcels: number;
  oldest_unpaid: string | Date | null;
  payouts: number;
  last_payout_at: string | Date | null;
}

/**
 * Every courier's figures for a period in one grouped statement, one row per courier: those of the
 * delivery settings (`knownCouriers`, listed even with nothing to count), any courier named on an order
 * or a payout. For the parcels delivered in the period (whatever their status now: a parcel returned
 * after its delivery was still cash collected):
 * - delivered: their count and order totals; unpaid / outstanding: those no payout line names;
 * - paid: the cash the lines naming them reported; shortfalls and excess: those lines' differences
 *   (cash less the order's total) below and above zero. A line that says such a parcel came back (a
 *   `returned` line keeps no difference) brought no cash for it, so its whole total is short: every
 *   delivered parcel is then either outstanding or paid, and delivered = outstanding + paid + shortfalls − excess;
 * - charges and tax: those lines' own (a returned line's charge is the order's return charge).
 * Then, for the parcels returned in the period: their return charges (orders.return_charge_paisa) and
 * the tax withheld on their `returned` lines. Payouts: those applied in the period; the last one ever.
 * Overdue: unpaid parcels delivered before `overdueBefore`. Sums are cast to bigint: they may pass int4.
 */
export async function courierBalanceRows(db: Queryable, knownCouriers: readonly string[], period: BalancePeriod): Promise<CourierBalanceRow[]> {
  const known = sql.join(
    knownCouriers.map((name) => sql`(${name}::text)`),
    sql`, `,
  );
  const overdueBefore = period.overdueBefore.toISOString();
  const result = (await db.execute(sql`
    with parcels as (
      select o.courier, o.amount_paisa, o.delivered_at, l.id as line_id, l.match, l.cash_paisa, l.charges_paisa, l.tax_paisa,
        coalesce(l.difference_paisa, l.cash_paisa - o.amount_paisa) as difference_paisa
      from ${orders} o left join ${courierPayoutLines} l on l.order_id = o.id
      where o.courier is not null and o.delivered_at is not null and ${within(sql`o.delivered_at`, period)}
    ),
    delivered as (
      select courier,
        count(*)::int as delivered_parcels,
        sum(amount_paisa)::bigint as delivered_paisa,
        (count(*) filter (where line_id is null))::int as unpaid_parcels,
        coalesce(sum(amount_paisa) filter (where line_id is null), 0)::bigint as outstanding_paisa,
        coalesce(sum(cash_paisa), 0)::bigint as paid_paisa,
        coalesce(sum(-difference_paisa) filter (where difference_paisa < 0), 0)::bigint as shortfalls_paisa,
        coalesce(sum(difference_paisa) filter (where difference_paisa > 0), 0)::bigint as excess_paisa,
        coalesce(sum(charges_paisa) filter (where match <> 'returned'), 0)::bigint as charges_paisa,
        coalesce(sum(tax_paisa) filter (where match <> 'returned'), 0)::bigint as tax_paisa,
        (count(*) filter (where line_id is null and delivered_at < ${overdueBefore}::timestamptz))::int as overdue_parcels,
        min(delivered_at) filter (where line_id is null) as oldest_unpaid
      from parcels group by courier
    ),
    returns as (
      select o.courier,
        sum(o.return_charge_paisa)::bigint as return_charges_paisa,
        coalesce(sum(l.tax_paisa) filter (where l.match = 'returned'), 0)::bigint as return_tax_paisa
      from ${orders} o left join ${courierPayoutLines} l on l.order_id = o.id
      where o.courier is not null and o.returned_at is not null and ${within(sql`o.returned_at`, period)}
      group by o.courier
    ),
    payouts as (
      select courier, (count(*) filter (where ${within(sql`applied_at`, period)}))::int as payouts, max(applied_at) as last_payout_at
      from ${courierPayouts} group by courier
    ),
    couriers as (
      select name as courier from (values ${known}) as known (name)
      union select courier from ${orders} where courier is not null
      union select courier from ${courierPayouts}
    )
    select c.courier,
      coalesce(d.delivered_parcels, 0) as delivered_parcels,
      coalesce(d.delivered_paisa, 0) as delivered_paisa,
      coalesce(d.unpaid_parcels, 0) as unpaid_parcels,
      coalesce(d.outstanding_paisa, 0) as outstanding_paisa,
      coalesce(d.paid_paisa, 0) as paid_paisa,
      coalesce(d.shortfalls_paisa, 0) as shortfalls_paisa,
      coalesce(d.excess_paisa, 0) as excess_paisa,
      coalesce(d.charges_paisa, 0) as charges_paisa,
      (coalesce(d.tax_paisa, 0) + coalesce(r.return_tax_paisa, 0))::bigint as tax_paisa,
      coalesce(r.return_charges_paisa, 0) as return_charges_paisa,
      coalesce(d.overdue_parcels, 0) as overdue_parcels,
      d.oldest_unpaid,
      coalesce(p.payouts, 0) as payouts,
      p.last_payout_at
    from couriers c
      left join delivered d on d.courier = c.courier
      left join returns r on r.courier = c.courier
      left join payouts p on p.courier = c.courier`)) as unknown as { rows: RawBalanceRow[] };
  return result.rows.map((row) => ({
    courier: row.courier,
    deliveredParcels: Number(row.delivered_parcels),
    deliveredPaisa: Number(row.delivered_paisa) as Paisa,
    unpaidParcels: Number(row.unpaid_parcels),
    outstandingPaisa: Number(row.outstanding_paisa) as Paisa,
    paidPaisa: Number(row.paid_paisa) as Paisa,
    shortfallsPaisa: Number(row.shortfalls_paisa) as Paisa,
    excessPaisa: Number(row.excess_paisa) as Paisa,
    chargesPaisa: Number(row.charges_paisa) as Paisa,
    taxPaisa: Number(row.tax_paisa) as Paisa,
    returnChargesPaisa: Number(row.return_charges_paisa) as Paisa,
    overdueParcels: Number(row.overdue_parcels),
    oldestUnpaid: instantOf(row.oldest_unpaid),
    payouts: Number(row.payouts),
    lastPayoutAt: instantOf(row.last_payout_at),
  }));
}

/** Today's line: the cash every courier holds for parcels no payout has named yet, all time. */
export async function unpaidCashTotals(
  db: Queryable,
  overdueBefore: Date,
): Promise<{ unpaidParcels: number; outstandingPaisa: Paisa; overdueParcels: number; oldestUnpaid: Date | null }> {
  const [row] = await db
    .select({
      unpaidParcels: sql<number>`count(*)::int`,
      outstandingPaisa: sql<string>`coalesce(sum(${orders.amountPaisa}), 0)::bigint`,
      overdueParcels: sql<number>`(count(*) filter (where ${orders.deliveredAt} < ${overdueBefore.toISOString()}::timestamptz))::int`,
      oldestUnpaid: sql<string | Date | null>`min(${orders.deliveredAt})`,
    })
    .from(orders)
    .where(unpaidParcels());
  return {
    unpaidParcels: Number(row!.unpaidParcels),
    outstandingPaisa: Number(row!.outstandingPaisa) as Paisa,
    overdueParcels: Number(row!.overdueParcels),
    oldestUnpaid: instantOf(row!.oldestUnpaid),
  };
}

/** Delivered parcels with a courier that no payout line names, one courier's when given. */
function unpaidParcels(courier?: string): SQL {
  return and(
    isNotNull(orders.courier),
    isNotNull(orders.deliveredAt),
    sql`not exists (select 1 from ${courierPayoutLines} where ${courierPayoutLines.orderId} = ${orders.id})`,
    courier === undefined ? undefined : eq(orders.courier, courier),
  )!;
}

/** A page of the unpaid parcels, oldest delivery first, and how many there are in all. */
export async function unpaidParcelPage(db: Queryable, filter: { courier?: string | undefined; limit: number; offset: number }) {
  const where = unpaidParcels(filter.courier || undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        courier: orders.courier,
        trackingNumber: orders.trackingNumber,
        address: orders.address,
        amountPaisa: orders.amountPaisa,
        deliveredAt: orders.deliveredAt,
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.deliveredAt), asc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, courier: row.courier!, deliveredAt: row.deliveredAt! })), total: counted?.total ?? 0 };
}
