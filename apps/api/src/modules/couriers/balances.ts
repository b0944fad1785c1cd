import type { CourierBalanceDto, CourierCashDto, UnpaidParcelDto } from '@shop/core/couriers/admin-dtos';
import type { BalancesQuery, UnpaidParcelsQuery } from '@shop/core/couriers/admin-schemas';
import { daysUnpaid } from '@shop/core/couriers/courier-payouts';
import { paisa, paisaToRupees, type Paisa } from '@shop/core/shared/money';
import { periodEnd, periodStart, shopDayEnd, shopDayOf } from '@shop/core/shared/shop-days';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { csvRecords, type CsvCell } from '../../lib/csv';
import { invalidField } from '../../lib/http-errors';
import { cachedDeliverySettings } from '../delivery/service';
import { cachedShopSettings } from '../shop-settings/service';
import { courierBalanceRows, unpaidCashTotals, unpaidParcelPage, type CourierBalanceRow } from './balances-repository';

/**
 * docs/product.md §4 What every courier owes: for a period, each courier's parcels delivered and the
 * cash they carried, what its payouts paid for them (short and over), its charges and the tax it
 * withheld, the return charges of parcels it brought back, and the shop's net after all of that:
 * net = paid − charges − tax − returnCharges. Every parcel delivered in the period is either
 * outstanding (no payout names it yet) or paid, so delivered = outstanding + paid + shortfalls − excess.
 * The repository (balances-repository.ts) says which rows each figure counts.
 */

const DAY_MS = 86_400_000;

/**
 * The period asked for, read as the reports read theirs (orders/date-range.ts): days in the shop's time zone
 * or instants; without `from` from the first delivery, without `to` to the end of the shop's today.
 * A `from` at or after `to` is refused with 400 naming the field, before anything is read.
 */
export function balancePeriod(query: BalancesQuery, now: Date, timeZone: string): { from: Date | null; to: Date } {
  const to = query.to ? periodEnd(query.to, timeZone) : shopDayEnd(shopDayOf(now, timeZone), timeZone);
  const from = query.from ? periodStart(query.from, timeZone) : null;
  if (from && from.getTime() >= to.getTime()) {
    throw invalidField(query.to ? 'to' : 'from', query.to ? 'to must not be before from' : 'from must not be after today');
  }
  return { from, to };
}

/** A delivery unpaid since before this instant is overdue: more than the shop's courierPayoutDays ago. */
const overdueBefore = (now: Date, courierPayoutDays: number) => new Date(now.getTime() - courierPayoutDays * DAY_MS);

type BalanceFigures = Omit<CourierBalanceDto, 'courier'>;

function toBalanceFigures(row: Omit<CourierBalanceRow, 'courier'>): BalanceFigures {
  const net = paisa(row.paidPaisa - row.chargesPaisa - row.taxPaisa - row.returnChargesPaisa);
  return {
    outstanding: paisaToRupees(row.outstandingPaisa),
    delivered: paisaToRupees(row.deliveredPaisa),
    paid: paisaToRupees(row.paidPaisa),
    shortfalls: paisaToRupees(row.shortfallsPaisa),
    excess: paisaToRupees(row.excessPaisa),
    charges: paisaToRupees(row.chargesPaisa),
    tax: paisaToRupees(row.taxPaisa),
    returnCharges: paisaToRupees(row.returnChargesPaisa),
    net: paisaToRupees(net),
    deliveredParcels: row.deliveredParcels,
    unpaidParcels: row.unpaidParcels,
    overdueParcels: row.overdueParcels,
    oldestUnpaid: row.oldestUnpaid?.toISOString() ?? null,
    payouts: row.payouts,
    lastPayoutAt: row.lastPayoutAt?.toISOString() ?? null,
  };
}

const earliest = (dates: (Date | null)[]) => dates.reduce<Date | null>((first, date) => (date && (!first || date < first) ? date : first), null);
const latest = (dates: (Date | null)[]) => dates.reduce<Date | null>((last, date) => (date && (!last || date > last) ? date : last), null);

/** Every courier together: counts and money summed in paisa, the oldest unpaid delivery the earliest, the last payout the latest. */
function totalOf(rows: readonly CourierBalanceRow[]): Omit<CourierBalanceRow, 'courier'> {
  const sum = (figure: (row: CourierBalanceRow) => number) => rows.reduce((total, row) => total + figure(row), 0);
  const sumPaisa = (figure: (row: CourierBalanceRow) => Paisa) => paisa(sum(figure));
  return {
    deliveredParcels: sum((row) => row.deliveredParcels),
    deliveredPaisa: sumPaisa((row) => row.deliveredPaisa),
    unpaidParcels: sum((row) => row.unpaidParcels),
    outstandingPaisa: sumPaisa((row) => row.outstandingPaisa),
    paidPaisa: sumPaisa((row) => row.paidPaisa),
    shortfallsPaisa: sumPaisa((row) => row.shortfallsPaisa),
    excessPaisa: sumPaisa((row) => row.excessPaisa),
    chargesPaisa: sumPaisa((row) => row.chargesPaisa),
    taxPaisa: sumPaisa((row) => row.taxPaisa),
    returnChargesPaisa: sumPaisa((row) => row.returnChargesPaisa),
    overdueParcels: sum((row) => row.overdueParcels),
    oldestUnpaid: earliest(rows.map((row) => row.oldestUnpaid)),
    payouts: sum((row) => row.payouts),
    lastPayoutAt: latest(rows.map((row) => row.lastPayoutAt)),
  };
}

export interface CourierBalances {
  from: string | null;
  to: string;
  overdueDays: number;
  couriers: CourierBalanceDto[];
  totals: BalanceFigures;
}

/**
 * Every courier of the delivery settings, and any other an order or a payout names, by name, with its
 * figures for the period and the total of them all.
 */
export async function courierBalances(context: AppContext, query: BalancesQuery): Promise<CourierBalances> {
  const now = context.clock.now();
  const { from, to } = balancePeriod(query, now, context.config.shopTimeZone);
  const [{ couriers }, { courierPayoutDays }] = await Promise.all([cachedDeliverySettings(context), cachedShopSettings(context)]);
  const rows = await courierBalanceRows(
    context.db,
    couriers.map((courier) => courier.name),
    { from, to, overdueBefore: overdueBefore(now, courierPayoutDays) },
  );
  const byName = [...rows].sort((a, b) => a.courier.localeCompare(b.courier, 'en'));
  return {
    from: from?.toISOString() ?? null,
    to: to.toISOString(),
    overdueDays: courierPayoutDays,
    couriers: byName.map((row) => ({ courier: row.courier, ...toBalanceFigures(row) })),
    totals: toBalanceFigures(totalOf(rows)),
  };
}

const balancesHeader = [
  'courier',
  'delivered_parcels',
  'delivered',
  'paid',
  'shortfalls',
  'excess',
  'charges',
  'tax',
  'return_charges',
  'net',
  'unpaid_parcels',
  'outstanding',
  'overdue_parcels',
  'oldest_unpaid',
  'payouts',
  'last_payout_at',
] as const;

function balancesRow(courier: string, figures: BalanceFigures): CsvCell[] {
  return [
    courier,
    figures.deliveredParcels,
    figures.delivered,
    figures.paid,
    figures.shortfalls,
    figures.excess,
    figures.charges,
    figures.tax,
    figures.returnCharges,
    figures.net,
    figures.unpaidParcels,
    figures.outstanding,
    figures.overdueParcels,
    figures.oldestUnpaid ?? '',
    figures.payouts,
    figures.lastPayoutAt ?? '',
  ];
}

/** The balances as CSV through the shop's one writer (a courier's name that looks like a formula is defused): a row per courier, then `Total`. */
export function courierBalancesCsv(balances: CourierBalances): string {
  return csvRecords([balancesHeader, ...balances.couriers.map((balance) => balancesRow(balance.courier, balance)), balancesRow('Total', balances.totals)]);
}

/** Delivered parcels no payout has named yet, oldest delivery first, each marked overdue by the shop's setting. */
export async function unpaidParcelList(
  context: AppContext,
  query: UnpaidParcelsQuery,
): Promise<{ parcels: UnpaidParcelDto[]; total: number; overdueDays: number }> {
  const now = context.clock.now();
  const [{ courierPayoutDays }, page] = await Promise.all([cachedShopSettings(context), unpaidParcelPage(context.db, query)]);
  const overdueSince = overdueBefore(now, courierPayoutDays);
  return {
    parcels: page.rows.map((row) => ({
      orderId: row.id,
      orderNumber: row.id.slice(0, 7),
      courier: row.courier,
      trackingNumber: row.trackingNumber,
      customerName: [row.address.firstName, row.address.lastName].filter(Boolean).join(' '),
      city: row.address.city,
      amount: paisaToRupees(row.amountPaisa),
      deliveredAt: row.deliveredAt.toISOString(),
      daysUnpaid: daysUnpaid(row.deliveredAt, now),
      overdue: row.deliveredAt < overdueSince,
    })),
    total: page.total,
    overdueDays: courierPayoutDays,
  };
}

/** Today's line on courier cash: every courier's unpaid parcels, all time, overdue by the shop's setting. */
export async function courierCash(db: Queryable, courierPayoutDays: number, now: Date): Promise<CourierCashDto> {
  const totals = await unpaidCashTotals(db, overdueBefore(now, courierPayoutDays));
  return {
    outstanding: paisaToRupees(totals.outstandingPaisa),
    unpaidParcels: totals.unpaidParcels,
    overdueParcels: totals.overdueParcels,
    overdueDays: courierPayoutDays,
    oldestUnpaid: totals.oldestUnpaid?.toISOString() ?? null,
  };
}
