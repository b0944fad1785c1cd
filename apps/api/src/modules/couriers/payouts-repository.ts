import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import type { PayoutInputLine, PayoutMapping, PayoutMatch } from '@shop/core/couriers/courier-payouts';
import type { Paisa } from '@shop/core/shared/money';
import type { Queryable } from '../../db/client';
import { courierPayoutLines, courierPayoutMappings, courierPayoutPreviews, courierPayouts } from '../../db/schema/couriers';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

/** A tracking number as payout lines compare it: the expression of orders_courier_tracking_idx. */
const normalisedTracking = (column: SQL | typeof orders.trackingNumber) => sql`upper(regexp_replace(${column}, '\\s', '', 'g'))`;

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(values.length > 0 ? values.map((value) => sql`${value}`) : [sql`null`], sql`, `)}]::text[]`;

/** The orders of a courier whose tracking numbers (normalised, core's normaliseTrackingNumber) are among these. */
const shippedWith = (courier: string, trackingNumbers: readonly string[]) =>
  sql`${orders.courier} = ${courier} and ${orders.trackingNumber} is not null and ${normalisedTracking(orders.trackingNumber)} = any(${textArray(trackingNumbers)})`;

export type PayoutMappingRow = typeof courierPayoutMappings.$inferSelect;
export type PayoutPreviewRow = typeof courierPayoutPreviews.$inferSelect;

export async function keptMapping(db: Queryable, courier: string): Promise<PayoutMapping | undefined> {
  const [row] = await db.select({ mapping: courierPayoutMappings.mapping }).from(courierPayoutMappings).where(eq(courierPayoutMappings.courier, courier));
  return row?.mapping;
}

export async function keepMapping(db: Queryable, courier: string, mapping: PayoutMapping, at: Date): Promise<void> {
  await db
    .insert(courierPayoutMappings)
    .values({ courier, mapping, updatedAt: at })
    .onConflictDoUpdate({ target: courierPayoutMappings.courier, set: { mapping, updatedAt: at } });
}

/** The courier's name as orders were shipped with it (any case), or undefined when none was. */
export async function shippedCourierNamed(db: Queryable, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ courier: orders.courier })
    .from(orders)
    .where(sql`lower(${orders.courier}) = lower(${name})`)
    .limit(1);
  return row?.courier ?? undefined;
}

/** Every courier some order was shipped with, by name. */
export async function shippedCouriers(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ courier: sql<string>`${orders.courier}` })
    .from(orders)
    .where(sql`${orders.courier} is not null`)
    .groupBy(orders.courier)
    .orderBy(asc(orders.courier));
  return rows.map((row) => row.courier);
}

export async function insertPreview(db: Queryable, preview: typeof courierPayoutPreviews.$inferInsert): Promise<void> {
  await db.insert(courierPayoutPreviews).values(preview);
}

/**
 * Marks the preview applied, only if nobody has: of two applies of one preview, the second waits on this
 * row and then finds it taken. Undefined when it was applied before or does not exist.
 */
export async function claimPreview(tx: Queryable, id: string, at: Date): Promise<PayoutPreviewRow | undefined> {
  const [row] = await tx
    .update(courierPayoutPreviews)
    .set({ appliedAt: at })
    .where(and(eq(courierPayoutPreviews.id, id), isNull(courierPayoutPreviews.appliedAt)))
    .returning();
  return row;
}

export async function previewExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: courierPayoutPreviews.id }).from(courierPayoutPreviews).where(eq(courierPayoutPreviews.id, id));
  return row !== undefined;
}

/**
 * Locks the courier's orders these tracking numbers name, in id order so that two payouts naming the same
 * parcels queue rather than deadlock; answers their ids. Whatever paid them is read after, in a statement
 * of its own, which sees what the payout that held the locks committed.
 */
export async function lockPayoutOrders(tx: Queryable, courier: string, trackingNumbers: readonly string[]): Promise<string[]> {
  const locked = (await tx.execute(
    sql`select ${orders.id} as id from ${orders} where ${shippedWith(courier, trackingNumbers)} order by ${orders.id} for update`,
  )) as unknown as { rows: { id: string }[] };
  return locked.rows.map((row) => row.id);
}

/** What a payout line is judged by, and what the preview shows of its order. */
export interface PayoutOrderRow {
  id: string;
  /** The order's tracking number as payout lines compare it. */
  trackingKey: string;
  status: OrderStatus;
  amountPaisa: Paisa;
  customerName: string;
  paidInPayoutId: string | null;
}

/**
 * The courier's orders these tracking numbers name, with the payout that paid each, in one statement
 * (orders_courier_tracking_idx); only those of `lockedIds` when given, so that a payout pays no order it
 * does not hold (one shipped with such a number a moment after the lock). Should two orders share a
 * number, the unpaid, most recently shipped one comes first.
 */
export async function findPayoutOrders(
  db: Queryable,
  courier: string,
  trackingNumbers: readonly string[],
  lockedIds?: readonly string[],
): Promise<PayoutOrderRow[]> {
  return db
    .select({
      id: orders.id,
      trackingKey: sql<string>`${normalisedTracking(orders.trackingNumber)}`,
      status: orders.status,
      amountPaisa: orders.amountPaisa,
      customerName: sql<string>`btrim(concat_ws(' ', ${orders.address}->>'firstName', ${orders.address}->>'lastName'))`,
      paidInPayoutId: courierPayoutLines.payoutId,
    })
    .from(orders)
    .leftJoin(courierPayoutLines, eq(courierPayoutLines.orderId, orders.id))
    .where(and(shippedWith(courier, trackingNumbers), lockedIds ? sql`${orders.id} = any(${textArray(lockedIds)})` : undefined))
    .orderBy(sql`${courierPayoutLines.payoutId} is null desc`, desc(orders.shippedAt), asc(orders.id));
}

export async function insertPayout(tx: Queryable, payout: typeof courierPayouts.$inferInsert): Promise<void> {
  await tx.insert(courierPayouts).values(payout);
}

/** Rows per insert: 11 parameters a row stays well under PostgreSQL's 65,535 a statement. */
const LINES_PER_INSERT = 1000;

export async function insertPayoutLines(tx: Queryable, lines: readonly (typeof courierPayoutLines.$inferInsert)[]): Promise<void> {
  for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
    await tx.insert(courierPayoutLines).values(lines.slice(start, start + LINES_PER_INSERT));
  }
}

/** A returned parcel's charges become its return charge, once the order is Returned. */
export async function setReturnCharges(tx: Queryable, charges: readonly { orderId: string; chargesPaisa: Paisa }[]): Promise<void> {
  if (charges.length === 0) return;
  const ids = textArray(charges.map((charge) => charge.orderId));
  const amounts = sql`array[${sql.join(
    charges.map((charge) => sql`${charge.chargesPaisa}`),
    sql`, `,
  )}]::int[]`;
  await tx.execute(sql`
    update ${orders} set return_charge_paisa = charged.amount
    from unnest(${ids}, ${amounts}) as charged(order_id, amount)
    where ${orders.id} = charged.order_id and ${orders.status} = 'Returned'`);
}

/** A payout's totals, computed from its lines (sums in bigint: a year of payouts passes int4). */
export interface PayoutTotalsRow {
  lines: number;
  matched: number;
  amountDiffers: number;
  notDelivered: number;
  returned: number;
  unknown: number;
  alreadyPaid: number;
  cashPaisa: Paisa;
  chargesPaisa: Paisa;
  taxPaisa: Paisa;
  shortfallPaisa: Paisa;
  excessPaisa: Paisa;
}

export interface PayoutRow extends PayoutTotalsRow {
  id: string;
  courier: string;
  fileName: string | null;
  appliedAt: Date;
  appliedBy: string | null;
  markedDelivered: number;
  markedReturned: number;
}

const count = (match: PayoutMatch) => sql<number>`(count(${courierPayoutLines.id}) filter (where ${courierPayoutLines.match} = ${match}))::int`;
/** Only lines that pay an order count in the money: unknown and already-paid lines are kept for the record. */
const paying = sql`${courierPayoutLines.match} not in ('unknown', 'already-paid')`;
const paisaSum = (amount: SQL) => sql<string>`coalesce(sum(${amount}) filter (where ${paying}), 0)::bigint`;

const payoutColumns = {
  id: courierPayouts.id,
  courier: courierPayouts.courier,
  fileName: courierPayouts.fileName,
  appliedAt: courierPayouts.appliedAt,
  appliedBy: sql<string | null>`coalesce(nullif(btrim(${users.name}), ''), ${users.email})`,
  markedDelivered: courierPayouts.markedDelivered,
  markedReturned: courierPayouts.markedReturned,
  lines: sql<number>`count(${courierPayoutLines.id})::int`,
  matched: count('matched'),
  amountDiffers: count('amount-differs'),
  notDelivered: count('not-delivered'),
  returned: count('returned'),
  unknown: count('unknown'),
  alreadyPaid: count('already-paid'),
  cashPaisa: paisaSum(sql`${courierPayoutLines.cashPaisa}`),
  chargesPaisa: paisaSum(sql`${courierPayoutLines.chargesPaisa}`),
  taxPaisa: paisaSum(sql`${courierPayoutLines.taxPaisa}`),
  shortfallPaisa: paisaSum(sql`greatest(-${courierPayoutLines.differencePaisa}, 0)`),
  excessPaisa: paisaSum(sql`greatest(${courierPayoutLines.differencePaisa}, 0)`),
};

type PayoutSelection = { [Key in keyof typeof payoutColumns]: unknown };

function toPayoutRow(row: PayoutSelection): PayoutRow {
  const money = (value: unknown) => Number(value) as Paisa;
  return {
    ...(row as Omit<PayoutRow, 'cashPaisa' | 'chargesPaisa' | 'taxPaisa' | 'shortfallPaisa' | 'excessPaisa'>),
    cashPaisa: money(row.cashPaisa),
    chargesPaisa: money(row.chargesPaisa),
    taxPaisa: money(row.taxPaisa),
    shortfallPaisa: money(row.shortfallPaisa),
    excessPaisa: money(row.excessPaisa),
  };
}

function payoutsWhere(db: Queryable, where: SQL | undefined) {
  return db
    .select(payoutColumns)
    .from(courierPayouts)
    .leftJoin(courierPayoutLines, eq(courierPayoutLines.payoutId, courierPayouts.id))
    .leftJoin(users, eq(users.id, courierPayouts.appliedBy))
    .where(where)
    .groupBy(courierPayouts.id, users.name, users.email);
}

/** The payouts applied, newest first, one courier's (any case) or all, with their totals and how many there are. */
export async function findPayoutPage(
  db: Queryable,
  query: { courier?: string | undefined; limit: number; offset: number },
): Promise<{ rows: PayoutRow[]; total: number }> {
  const where = query.courier ? sql`lower(${courierPayouts.courier}) = lower(${query.courier})` : undefined;
  const [rows, [counted]] = await Promise.all([
    payoutsWhere(db, where).orderBy(desc(courierPayouts.appliedAt), desc(courierPayouts.id)).limit(query.limit).offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(courierPayouts)
      .where(where),
  ]);
  return { rows: rows.map(toPayoutRow), total: counted?.total ?? 0 };
}

export async function findPayout(db: Queryable, id: string): Promise<PayoutRow | undefined> {
  const [row] = await payoutsWhere(db, eq(courierPayouts.id, id));
  return row ? toPayoutRow(row) : undefined;
}

/** One line of an applied payout, with the order it names as it is now. */
export interface PayoutLineRow extends PayoutInputLine {
  match: PayoutMatch;
  differencePaisa: Paisa | null;
  order: { id: string; status: OrderStatus; amountPaisa: Paisa; customerName: string } | null;
  paidInPayoutId: string | null;
}

/**
 * A payout's lines in file order. A line paying an order carries it; an already-paid line (kept without
 * one, as each order is paid once) finds its order again by courier and tracking number, and the payout
 * that paid it.
 */
export async function linesOfPayout(db: Queryable, payoutId: string): Promise<PayoutLineRow[]> {
  const result = (await db.execute(sql`
    select l.line, l.tracking_number, l.match, l.cash_paisa, l.charges_paisa, l.tax_paisa, l.difference_paisa,
      o.id as order_id, o.status as order_status, o.amount_paisa as order_amount_paisa,
      btrim(concat_ws(' ', o.address->>'firstName', o.address->>'lastName')) as customer_name,
      earlier.payout_id as paid_in_payout_id
    from ${courierPayoutLines} l
    join ${courierPayouts} p on p.id = l.payout_id
    left join lateral (
      select * from ${orders} o
      where (l.order_id is not null and o.id = l.order_id)
        or (l.order_id is null and l.match = 'already-paid' and o.courier = p.courier and o.tracking_number is not null
          and ${normalisedTracking(sql`o.tracking_number`)} = ${normalisedTracking(sql`l.tracking_number`)})
      limit 1
    ) o on true
    left join ${courierPayoutLines} earlier on l.match = 'already-paid' and earlier.order_id = o.id
    where l.payout_id = ${payoutId}
    order by l.line`)) as unknown as {
    rows: {
      line: number;
      tracking_number: string;
      match: PayoutMatch;
      cash_paisa: number;
      charges_paisa: number;
      tax_paisa: number;
      difference_paisa: number | null;
      order_id: string | null;
      order_status: OrderStatus | null;
      order_amount_paisa: number | null;
      customer_name: string | null;
      paid_in_payout_id: string | null;
    }[];
  };
  return result.rows.map((row) => ({
    line: row.line,
    trackingNumber: row.tracking_number,
    match: row.match,
    cashPaisa: row.cash_paisa,
    chargesPaisa: row.charges_paisa,
    taxPaisa: row.tax_paisa,
    differencePaisa: row.difference_paisa as Paisa | null,
    order:
      row.order_id === null
        ? null
        : { id: row.order_id, status: row.order_status!, amountPaisa: row.order_amount_paisa as Paisa, customerName: row.customer_name ?? '' },
    paidInPayoutId: row.paid_in_payout_id,
  }));
}
