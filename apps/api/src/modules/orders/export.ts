import { paisaToRupees } from '@shop/core/shared/money';
import type { Queryable } from '../../db/client';
import { csvRecords, type CsvCell } from '../../lib/csv';
import { itemsOfOrders, orderExportBatch, type ItemRow, type OrderRow } from './repository';
import { askedPeriod, type Period } from './date-range';

const EXPORT_DAYS_BY_DEFAULT = 30;

/**
 * How many orders an export reads at a time: each batch is two statements (the orders, then their
 * lines), so the embedded database serves the shop between them, and no more than a batch is held in
 * memory however long the period.
 */
export const EXPORT_BATCH_SIZE = 500;

/** The period of an export: days the shop's, to now and 30 days back by default; 400 when reversed or over two years. */
export function exportPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string): Period {
  return askedPeriod(query, now, timeZone, EXPORT_DAYS_BY_DEFAULT);
}

const exportHeader = [
  'order_number',
  'order_id',
  'placed_at',
  'status',
  'channel',
  'customer_email',
  'name',
  'phone',
  'city',
  'items',
  'subtotal',
  'discount_code',
  'discount',
  'delivery',
  'total',
  'cancellation_reason',
  'courier',
  'tracking_number',
  'confirmed_at',
  'shipped_at',
  'delivered_at',
  'returned_at',
  'return_reason',
  'refund',
] as const;

function exportRow(order: OrderRow, email: string, items: readonly ItemRow[]): CsvCell[] {
  return [
    order.id.slice(0, 7),
    order.id,
    order.createdAt.toISOString(),
    order.status,
    order.channel,
    email,
    `${order.address.firstName} ${order.address.lastName}`,
    order.address.phone,
    order.address.city,
    items.map((item) => `${item.quantity} x ${item.name}`).join('; '),
    paisaToRupees(order.subtotalPaisa),
    order.discountCode ?? '',
    paisaToRupees(order.discountPaisa),
    paisaToRupees(order.deliveryChargePaisa),
    paisaToRupees(order.amountPaisa),
    order.cancellationReason ?? '',
    order.courier ?? '',
    order.trackingNumber ?? '',
    order.confirmedAt?.toISOString() ?? '',
    order.shippedAt?.toISOString() ?? '',
    order.deliveredAt?.toISOString() ?? '',
    order.returnedAt?.toISOString() ?? '',
    order.returnReason ?? '',
    paisaToRupees(order.refundPaisa),
  ];
}

/**
 * Orders placed in a period (without its end: since its start), oldest first, as CSV, a part at a time: the header, then one part per
 * batch of orders, read by keyset (placing time and id) as the reader asks for more, so an export of
 * 100,000 orders streams in a few hundred kilobytes and the shop keeps serving meanwhile, on the
 * embedded database too. Each row carries its status, courier, tracking number and the times it moved
 * on (ISO 8601); the amounts are rupees, written as numbers for the spreadsheet to add up. The admin
 * API's download and the command line's export.
 */
export async function* exportOrderParts(db: Queryable, period: { from: Date; to?: Date | undefined }, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<string> {
  yield csvRecords([exportHeader]);
  let afterId: string | undefined;
  for (;;) {
    const rows = await orderExportBatch(db, period, afterId, batchSize);
    if (rows.length === 0) return;
    const items = await itemsOfOrders(
      db,
      rows.map((row) => row.order.id),
    );
    const linesOf = new Map<string, ItemRow[]>();
    for (const item of items) linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), item]);
    yield csvRecords(rows.map(({ order, email }) => exportRow(order, email ?? '', linesOf.get(order.id) ?? [])));
    if (rows.length < batchSize) return;
    afterId = rows.at(-1)!.order.id;
  }
}

/**
 * The export as the admin API sends it: the header and the first batch are read before the answer
 * starts, so a database that is away answers 503 (the error plugin) rather than a 200 cut short; the
 * rest streams as the client reads.
 */
export async function startOrderExport(db: Queryable, period: Period): Promise<AsyncGenerator<string>> {
  const parts = exportOrderParts(db, period);
  const read: string[] = [];
  for (let part = 0; part < 2; part += 1) {
    const next = await parts.next();
    if (next.done) break;
    read.push(next.value);
  }
  return (async function* () {
    yield* read;
    yield* parts;
  })();
}

/** The whole export as one text, for callers that want it at once (tests; small periods); without `until`, up to now. */
export async function exportOrders(db: Queryable, since: Date, until?: Date): Promise<string> {
  let csv = '';
  for await (const part of exportOrderParts(db, { from: since, to: until })) csv += part;
  return csv;
}
