import type { ApplyPayoutBody, PayoutLinesBody, PayoutListQuery } from '@shop/core/couriers/admin-schemas';
import type { PayoutColumnsDto, PayoutDetailDto, PayoutDto, PayoutLineDto, PayoutTotalsDto } from '@shop/core/couriers/admin-dtos';
import {
  courierPayoutErrorCodes,
  guessPayoutMapping,
  judgePayoutLine,
  normaliseTrackingNumber,
  payoutDifference,
  type PayoutInputLine,
  type PayoutMapping,
  type PayoutMatch,
} from '@shop/core/couriers/courier-payouts';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { findCourier, type Courier } from '@shop/core/delivery/delivery';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import { checkOrderMove } from '@shop/core/orders/order-lifecycle';
import { formatMoney, paisa, paisaToRupees, type Paisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { catalogKeys } from '../../lib/cache-keys';
import { badRequest, conflict, HttpError, invalidField, notFound } from '../../lib/http-errors';
import { newId } from '../../lib/ids';
import { cachedDeliverySettings } from '../delivery/service';
import { moveOrderAsOwner, orderWithItems } from '../orders/service';
import { decodePayoutFile, payoutFileMessages, payoutLinesOfTable, payoutLinesOfTyped, readPayoutTable } from './payout-file';
import {
  claimPreview,
  findPayout,
  findPayoutOrders,
  findPayoutPage,
  insertPayout,
  insertPayoutLines,
  insertPreview,
  keepMapping,
  keptMapping,
  linesOfPayout,
  lockPayoutOrders,
  previewExists,
  setReturnCharges,
  shippedCourierNamed,
  shippedCouriers,
  type PayoutOrderRow,
  type PayoutRow,
  type PayoutTotalsRow,
} from './payouts-repository';

/**
 * docs/product.md §4 Courier payouts: a courier's payout report read, matched to the orders, kept as a
 * preview, and applied in one transaction, each order paid by one payout line at most.
 */

/** Lines that pay an order; unknown and already-paid lines are kept for the record and never counted. */
const paysAnOrder = (match: PayoutMatch) => match !== 'unknown' && match !== 'already-paid';

/** A report uploaded with the owner's mapping of its columns, or a payout typed by hand. */
export type PayoutSource = { file: { name: string | null; bytes: Uint8Array }; mapping: PayoutMapping } | { typed: PayoutLinesBody['lines'] };

/**
 * The courier as the shop spells it: one of the delivery settings' couriers, or one some order was
 * shipped with (a courier the owner has since removed still pays out). Any other name is refused, listing them.
 */
async function knownCourier(context: AppContext, name: string): Promise<string> {
  const { couriers } = await cachedDeliverySettings(context);
  const configured = findCourier(couriers, name);
  if (configured) return configured.name;
  const shipped = await shippedCourierNamed(context.db, name.trim());
  if (shipped) return shipped;
  const known = [...new Set([...couriers.map((courier) => courier.name), ...(await shippedCouriers(context.db))])];
  throw invalidField('courier', `courier must be one of the shop's couriers: ${known.join(', ')}`);
}

/** The columns a mapping names. */
const columnsOf = (mapping: PayoutMapping) =>
  [mapping.trackingNumber, mapping.codAmount, mapping.charges, mapping.tax].filter((column) => column !== undefined);

/** POST /api/admin/courier-payouts/columns: the report's header, its first lines, and the mapping to start from. */
export async function readPayoutColumns(context: AppContext, courierName: string, bytes: Uint8Array): Promise<PayoutColumnsDto> {
  const courier = await knownCourier(context, courierName);
  const table = readPayoutTable(decodePayoutFile(bytes));
  if (table.rows.length === 0) throw new HttpError(400, courierPayoutErrorCodes.empty, payoutFileMessages.empty);
  const kept = await keptMapping(context.db, courier);
  // A kept mapping naming a column this report lacks would fail the preview: the report's own names are a better start.
  const fits = kept !== undefined && columnsOf(kept).every((column) => table.columns.includes(column));
  return {
    courier,
    columns: table.columns,
    sample: table.rows.slice(0, 3).map((row) => row.cells),
    rows: table.rows.length,
    mapping: fits ? kept : guessPayoutMapping(table.columns),
    kept: fits,
  };
}

/** A line as judged against the orders now. */
interface JudgedLine extends PayoutInputLine {
  match: PayoutMatch;
  differencePaisa: Paisa | null;
  /** The order the line names; null for an unknown line. */
  order: PayoutOrderRow | null;
}

/** The orders found, by tracking number as lines compare it; of two orders sharing one, the first found. */
function byTrackingKey(rows: readonly PayoutOrderRow[]): Map<string, PayoutOrderRow> {
  const found = new Map<string, PayoutOrderRow>();
  for (const row of rows) if (!found.has(row.trackingKey)) found.set(row.trackingKey, row);
  return found;
}

const trackingKeysOf = (lines: readonly PayoutInputLine[]) => lines.map((line) => normaliseTrackingNumber(line.trackingNumber));

function judgeLines(lines: readonly PayoutInputLine[], orders: Map<string, PayoutOrderRow>): JudgedLine[] {
  return lines.map((line) => {
    const order = orders.get(normaliseTrackingNumber(line.trackingNumber)) ?? null;
    const match = judgePayoutLine(line, order);
    const difference = payoutDifference(match, line, order);
    return { ...line, match, differencePaisa: difference === null ? null : paisa(difference), order: match === 'unknown' ? null : order };
  });
}

async function judgedAgainstOrders(db: Queryable, courier: string, lines: readonly PayoutInputLine[], lockedIds?: readonly string[]): Promise<JudgedLine[]> {
  const found = await findPayoutOrders(db, courier, trackingKeysOf(lines), lockedIds);
  return judgeLines(lines, byTrackingKey(found));
}

function totalsOfLines(lines: readonly JudgedLine[]): PayoutTotalsRow {
  const counted = (match: PayoutMatch) => lines.filter((line) => line.match === match).length;
  const paying = lines.filter((line) => paysAnOrder(line.match));
  const sum = (amount: (line: JudgedLine) => number) => paisa(paying.reduce((total, line) => total + amount(line), 0));
  return {
    lines: lines.length,
    matched: counted('matched'),
    amountDiffers: counted('amount-differs'),
    notDelivered: counted('not-delivered'),
    returned: counted('returned'),
    unknown: counted('unknown'),
    alreadyPaid: counted('already-paid'),
    cashPaisa: sum((line) => line.cashPaisa),
    chargesPaisa: sum((line) => line.chargesPaisa),
    taxPaisa: sum((line) => line.taxPaisa),
    shortfallPaisa: sum((line) => Math.max(-(line.differencePaisa ?? 0), 0)),
    excessPaisa: sum((line) => Math.max(line.differencePaisa ?? 0, 0)),
  };
}

function toTotalsDto(totals: PayoutTotalsRow): PayoutTotalsDto {
  return {
    lines: totals.lines,
    matched: totals.matched,
    amountDiffers: totals.amountDiffers,
    notDelivered: totals.notDelivered,
    returned: totals.returned,
    unknown: totals.unknown,
    alreadyPaid: totals.alreadyPaid,
    cash: paisaToRupees(totals.cashPaisa),
    charges: paisaToRupees(totals.chargesPaisa),
    tax: paisaToRupees(totals.taxPaisa),
    net: paisaToRupees(paisa(totals.cashPaisa - totals.chargesPaisa - totals.taxPaisa)),
    shortfall: paisaToRupees(totals.shortfallPaisa),
    excess: paisaToRupees(totals.excessPaisa),
  };
}

/** One line as the console shows it; the order's fields are null where the line names none. */
function toLineDto(line: {
  line: number;
  trackingNumber: string;
  match: PayoutMatch;
  cashPaisa: number;
  chargesPaisa: number;
  taxPaisa: number;
  differencePaisa: Paisa | null;
  order: { id: string; status: OrderStatus; amountPaisa: Paisa; customerName: string } | null;
  paidInPayoutId: string | null;
}): PayoutLineDto {
  const { order } = line;
  return {
    line: line.line,
    trackingNumber: line.trackingNumber,
    match: line.match,
    orderId: order?.id ?? null,
    orderNumber: order ? order.id.slice(0, 7) : null,
    orderStatus: order?.status ?? null,
    orderAmount: order ? paisaToRupees(order.amountPaisa) : null,
    customerName: order?.customerName ?? null,
    codAmount: paisaToRupees(paisa(line.cashPaisa)),
    charges: paisaToRupees(paisa(line.chargesPaisa)),
    tax: paisaToRupees(paisa(line.taxPaisa)),
    difference: line.differencePaisa === null ? null : paisaToRupees(line.differencePaisa),
    paidInPayoutId: line.paidInPayoutId,
  };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What a preview comes to, in words: "14 parcels: 11 matched, 1 paid Rs. 200.00 short, 1 not delivered yet, 1 returned". */
function previewMessage(lines: readonly JudgedLine[], totals: PayoutTotalsRow): string {
  const short = lines.filter((line) => line.match === 'amount-differs' && (line.differencePaisa ?? 0) < 0).length;
  const over = totals.amountDiffers - short;
  const parts = [
    totals.matched > 0 && `${totals.matched} matched`,
    short > 0 && `${short} paid ${formatMoney(totals.shortfallPaisa)} short`,
    over > 0 && `${over} paid ${formatMoney(totals.excessPaisa)} over`,
    totals.notDelivered > 0 && `${totals.notDelivered} not delivered yet`,
    totals.returned > 0 && `${totals.returned} returned`,
    totals.unknown > 0 && `${totals.unknown} matching no order`,
    totals.alreadyPaid > 0 && `${totals.alreadyPaid} paid before`,
  ].filter((part) => part !== false);
  const summary = `${plural(totals.lines, 'parcel')}: ${parts.join(', ')}`;
  if (lines.some((line) => paysAnOrder(line.match))) return summary;
  if (totals.alreadyPaid === totals.lines) return 'Every parcel in this report was paid before: nothing to apply';
  return `${summary}: nothing to apply`;
}

export interface PayoutPreview {
  message: string;
  previewId: string;
  courier: string;
  lines: PayoutLineDto[];
  totals: PayoutTotalsDto;
}

/**
 * POST /api/admin/courier-payouts/preview: the payout's lines read and checked, each matched to the
 * courier's order of that tracking number and judged; kept (only what the courier said) for any app
 * server to apply. A report's mapping is kept for its courier's next report.
 */
export async function previewPayout(context: AppContext, actorId: string, courierName: string, source: PayoutSource): Promise<PayoutPreview> {
  const courier = await knownCourier(context, courierName);
  const lines = 'typed' in source ? payoutLinesOfTyped(source.typed) : payoutLinesOfTable(readPayoutTable(decodePayoutFile(source.file.bytes)), source.mapping);
  const judged = await judgedAgainstOrders(context.db, courier, lines);
  const totals = totalsOfLines(judged);
  const previewId = newId();
  const fileName = 'file' in source ? source.file.name : null;
  const mapping = 'mapping' in source ? source.mapping : undefined;
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const now = context.clock.now();
    await insertPreview(tx, { id: previewId, courier, fileName, lines, createdBy: actorId, createdAt: now });
    if (mapping) await keepMapping(tx, courier, mapping, now);
    return {
      result: undefined,
      audit: {
        action: 'preview',
        entity: 'courier_payout_preview',
        entityId: previewId,
        after: { courier, fileName, lines: lines.length, mapping: mapping ?? null },
      },
    };
  });
  return {
    message: previewMessage(judged, totals),
    previewId,
    courier,
    lines: judged.map((line) => toLineDto({ ...line, paidInPayoutId: line.order?.paidInPayoutId ?? null })),
    totals: toTotalsDto(totals),
  };
}

/** The offers the owner accepted, each checked against the lines as judged now: no move the payout does not offer. */
function acceptedOffers(lines: readonly JudgedLine[], body: ApplyPayoutBody) {
  const byKey = new Map(lines.map((line) => [normaliseTrackingNumber(line.trackingNumber), line]));
  const offered = (trackingNumber: string, move: string, offers: (line: JudgedLine) => boolean) => {
    const line = byKey.get(normaliseTrackingNumber(trackingNumber));
    if (!line?.order || !offers(line)) {
      throw badRequest(
        courierPayoutErrorCodes.offerUnknown,
        `This payout does not offer to mark ${trackingNumber} ${move}: it is not a line reporting that parcel ${move}.`,
      );
    }
    return line;
  };
  const unique = <T>(items: readonly T[], key: (item: T) => string) => [...new Map(items.map((item) => [normaliseTrackingNumber(key(item)), item])).values()];
  const deliver = unique(body.markDelivered ?? [], (trackingNumber) => trackingNumber).map((trackingNumber) =>
    offered(trackingNumber, 'Delivered', (line) => line.match === 'not-delivered'),
  );
  const giveBack = unique(body.markReturned ?? [], (offer) => offer.trackingNumber).map((offer) => ({
    line: offered(
      offer.trackingNumber,
      'Returned',
      (line) => line.match === 'returned' && (line.order!.status === 'Shipped' || line.order!.status === 'Out for delivery'),
    ),
    restock: offer.restock,
  }));
  return { deliver, giveBack };
}

/**
 * One parcel moved as the owner's own status change moves it (orders/status-changes.ts): through the
 * orders' lifecycle, with the customer's email in the outbox. The caller holds the order's lock.
 */
async function moveParcel(
  tx: Queryable,
  context: AppContext,
  orderId: string,
  move: { to: 'Delivered' } | { to: 'Returned'; reason: string; restock: boolean },
  couriers: readonly Courier[],
  now: Date,
): Promise<void> {
  const found = await orderWithItems(tx, orderId);
  if (!found) throw conflict(commonErrorCodes.concurrentChange, 'An order of this payout was deleted a moment ago. Please preview the report again.');
  const { order } = found;
  const refusal = checkOrderMove({ status: order.status, placedAt: order.createdAt, deliveredAt: order.deliveredAt }, move.to, 'owner', now);
  if (refusal) throw badRequest(courierPayoutErrorCodes.offerUnknown, refusal.message);
  const returned = move.to === 'Returned' ? { reason: move.reason, restock: move.restock } : {};
  await moveOrderAsOwner(tx, context, found, { to: move.to, at: now, ...returned }, couriers);
}

function appliedMessage(courier: string, totals: PayoutTotalsRow, delivered: number, returned: number): string {
  const paid = totals.lines - totals.unknown - totals.alreadyPaid;
  const parts = [
    `${plural(paid, 'parcel')} paid, ${formatMoney(paisa(totals.cashPaisa - totals.chargesPaisa - totals.taxPaisa))} net`,
    totals.shortfallPaisa > 0 && `${formatMoney(totals.shortfallPaisa)} short`,
    delivered > 0 && `${delivered} marked Delivered`,
    returned > 0 && `${returned} marked Returned`,
  ].filter((part) => part !== false);
  return `Payout from ${courier} applied: ${parts.join(', ')}`;
}

function toPayoutDto(row: PayoutRow): PayoutDto {
  return {
    _id: row.id,
    courier: row.courier,
    fileName: row.fileName,
    appliedAt: row.appliedAt.toISOString(),
    appliedBy: row.appliedBy,
    totals: toTotalsDto(row),
    markedDelivered: row.markedDelivered,
    markedReturned: row.markedReturned,
  };
}

interface AppliedPayout {
  payoutId: string;
  courier: string;
  totals: PayoutTotalsRow;
  /** A delivery (its customer now a verified buyer) or units back on the shelf change what the catalog shows. */
  changesCatalog: boolean;
  delivered: number;
  returned: number;
}

/**
 * POST /api/admin/courier-payouts: the preview applied in one transaction. The preview is claimed first
 * (of two applies, the second finds it taken), the orders its lines name are locked and every line is
 * judged again, as orders may have moved since the preview. Every line is recorded: those paying an
 * order with it, unknown and already-paid ones without. The accepted offers move their orders; a
 * returned parcel's charges become its return charge. A refusal rolls everything back, so the preview
 * can be applied again.
 */
export async function applyPayout(context: AppContext, actorId: string, body: ApplyPayoutBody): Promise<{ message: string; payout: PayoutDetailDto }> {
  // Outside the transaction, as the owner's status change reads them: a cache miss needs a connection of its own.
  const { couriers } = await cachedDeliverySettings(context);
  const applied = await auditedWrite<AppliedPayout>(
    context,
    { actorId, invalidates: ({ changesCatalog }) => (changesCatalog ? catalogKeys : []) },
    async (tx) => {
      const now = context.clock.now();
      const preview = await claimPreview(tx, body.previewId, now);
      if (!preview) {
        if (await previewExists(tx, body.previewId)) {
          throw conflict(
            courierPayoutErrorCodes.alreadyApplied,
            'This payout was applied before, a moment ago or earlier: its parcels are paid. Find it in the payouts received.',
          );
        }
        throw notFound(courierPayoutErrorCodes.previewNotFound, 'There is no such payout preview. Upload the report again.');
      }
      const { courier, lines } = preview;
      const locked = await lockPayoutOrders(tx, courier, trackingKeysOf(lines));
      const judged = await judgedAgainstOrders(tx, courier, lines, locked);
      if (!judged.some((line) => paysAnOrder(line.match))) {
        throw conflict(
          courierPayoutErrorCodes.nothingToApply,
          'Every parcel of this payout was paid before or matches no order: applying it would change nothing.',
        );
      }
      const { deliver, giveBack } = acceptedOffers(judged, body);
      const payoutId = newId();
      await insertPayout(tx, {
        id: payoutId,
        courier,
        previewId: preview.id,
        fileName: preview.fileName,
        markedDelivered: deliver.length,
        markedReturned: giveBack.length,
        appliedBy: actorId,
        appliedAt: now,
      });
      // Each order was locked and judged unpaid above, and only this path writes payout lines (each after
      // that lock), so the unique index on order_id cannot refuse these: it stays the last guard only.
      await insertPayoutLines(
        tx,
        judged.map((line) => ({
          id: newId(),
          payoutId,
          orderId: paysAnOrder(line.match) ? line.order!.id : null,
          line: line.line,
          trackingNumber: line.trackingNumber,
          match: line.match,
          cashPaisa: paisa(line.cashPaisa),
          chargesPaisa: paisa(line.chargesPaisa),
          taxPaisa: paisa(line.taxPaisa),
          differencePaisa: line.differencePaisa,
        })),
      );
      for (const line of deliver) await moveParcel(tx, context, line.order!.id, { to: 'Delivered' }, couriers, now);
      for (const { line, restock } of giveBack) {
        await moveParcel(tx, context, line.order!.id, { to: 'Returned', reason: `Returned by ${courier} (payout report)`, restock }, couriers, now);
      }
      await setReturnCharges(
        tx,
        judged.filter((line) => line.match === 'returned').map((line) => ({ orderId: line.order!.id, chargesPaisa: paisa(line.chargesPaisa) })),
      );
      const totals = totalsOfLines(judged);
      return {
        result: {
          payoutId,
          courier,
          totals,
          changesCatalog: deliver.length > 0 || giveBack.some((offer) => offer.restock),
          delivered: deliver.length,
          returned: giveBack.length,
        },
        audit: { action: 'apply', entity: 'courier_payout', entityId: payoutId, after: toTotalsDto(totals) },
      };
    },
  );
  return {
    message: appliedMessage(applied.courier, applied.totals, applied.delivered, applied.returned),
    payout: await getPayout(context, applied.payoutId),
  };
}

/** GET /api/admin/courier-payouts: the payouts applied, newest first, with totals counted from their lines. */
export async function listPayouts(db: Queryable, query: PayoutListQuery): Promise<{ payouts: PayoutDto[]; total: number }> {
  const { rows, total } = await findPayoutPage(db, query);
  return { payouts: rows.map(toPayoutDto), total };
}

/** GET /api/admin/courier-payouts/:id: one payout with its lines and the orders they name. */
export async function getPayout(context: AppContext, id: string): Promise<PayoutDetailDto> {
  const [row, lines] = await Promise.all([findPayout(context.db, id), linesOfPayout(context.db, id)]);
  if (!row) throw notFound(courierPayoutErrorCodes.notFound, 'There is no such payout.');
  return { ...toPayoutDto(row), lines: lines.map(toLineDto) };
}
