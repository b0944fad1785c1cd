import type { OrderStatusRequest } from '@shop/core/admin-schemas';
import type { AdminOrderDto } from '@shop/core/admin-types';
import type { OrderStatus } from '@shop/core/cancellation';
import { adminOrderErrorCodes } from '@shop/core/contract/admin/orders';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { orderErrorCodes } from '@shop/core/contract/orders';
import { findCourier, type Courier } from '@shop/core/delivery';
import { formatMoney, paisaToRupees, rupeesToPaisa } from '@shop/core/money';
import { changesVerifiedPurchases, checkOrderMove, moveEffects, nextOrderStatuses, type OrderPosition } from '@shop/core/order-lifecycle';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { cacheKeys, catalogKeys } from '../../lib/cache-keys';
import { toCsv } from '../../lib/csv';
import { enqueueEmail } from '../../lib/outbox';
import { conflict, invalidField, notFound } from '../../lib/http-errors';
import { emailIsVerified } from '../accounts/repository';
import { getBusinessDetails } from '../business/service';
import { cachedDeliverySettings } from '../delivery/service';
import {
  deliveryAttemptsOfOrders,
  eventsOfOrders,
  insertDeliveryAttempt,
  orderWithItems,
  type DeliveryAttemptRow,
  type OrderEventRow,
} from '../orders/repository';
import {
  applyOrderMove,
  cachedWhatsappTemplates,
  deliveryAttemptMail,
  extendHold,
  orderConfirmLink,
  orderStatusMail,
  toOrderDto,
  whatsappMessage,
} from '../orders/service';
import { deliveryAttemptStatuses, type DeliveryAttemptRequest, type OrderNoteRequest } from '@shop/core/parcel-story';
import { enqueueOrderEvent } from '../notifications/service';
import { newId } from '../../lib/ids';
import type { WhatsappTemplates } from '@shop/core/whatsapp-templates';
import { assessCustomers, riskWindowStart } from '../trust/service';
import type { RiskLevel } from '@shop/core/customer-trust';
import {
  countOrdersByStatus,
  customerById,
  findOrderPage,
  insertOrderNote,
  lockedOrderRow,
  itemsOfOrders,
  notesOfOrders,
  ordersPlacedSince,
  type Customer,
  type ItemRow,
  type NoteRow,
  type OrderRow,
} from './orders-repository';

const orderNotFound = () => notFound(orderErrorCodes.orderNotFound, 'Order not found');

const positionOf = (order: OrderRow): OrderPosition => ({ status: order.status, placedAt: order.createdAt, deliveredAt: order.deliveredAt });

/** What every admin order needs besides its own rows: read once per call. */
interface OrderViewContext {
  couriers: readonly Courier[];
  shopName: string;
  templates: WhatsappTemplates;
  now: Date;
}

async function orderViewContext(context: AppContext): Promise<OrderViewContext> {
  const [{ couriers }, business, templates] = await Promise.all([
    cachedDeliverySettings(context),
    context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db)),
    cachedWhatsappTemplates(context),
  ]);
  return { couriers, shopName: business.company.name, templates, now: context.clock.now() };
}

interface AdminOrderRow {
  order: OrderRow;
  items: ItemRow[];
  events: readonly OrderEventRow[];
  attempts: readonly DeliveryAttemptRow[];
  notes: readonly NoteRow[];
  customer: Customer;
}

/**
 * The link the owner's WhatsApp confirmation carries while the order waits: the short /c/{code}
 * (decision 019), or the signed link for an order placed before orders had a code.
 */
async function confirmUrlOf(context: AppContext, order: OrderRow): Promise<string | null> {
  if (order.status !== 'Order Placed') return null;
  return order.confirmCode ? `${context.config.publicUrl}/c/${order.confirmCode}` : orderConfirmLink(context, order.id);
}

/** Each order's customer as trust/service.ts knows them: the account, the order's phone and the account's email. */
const identityOf = ({ order, customer }: Pick<AdminOrderRow, 'order' | 'customer'>) => ({
  userId: order.userId,
  phone: order.address.phone,
  email: customer?.email ?? '',
});

/** The orders as the console shows them, their customers' risk read for all of them at once. */
async function toAdminOrderDtos(context: AppContext, view: OrderViewContext, rows: readonly AdminOrderRow[]): Promise<AdminOrderDto[]> {
  const { riskOf } = await assessCustomers(context.db, rows.map(identityOf), view.now);
  return Promise.all(rows.map((row) => toAdminOrderDto(context, view, row, riskOf(identityOf(row)))));
}

async function toAdminOrderDto(context: AppContext, view: OrderViewContext, row: AdminOrderRow, risk: AdminOrderDto['risk']): Promise<AdminOrderDto> {
  const { order, customer } = row;
  const dto = toOrderDto(order, row.items, row.events, row.attempts, view.couriers);
  const message = whatsappMessage(dto, { shopName: view.shopName, templates: view.templates, confirmUrl: await confirmUrlOf(context, order) });
  return {
    ...dto,
    orderNumber: order.id.slice(0, 7),
    customer: customer ? { _id: customer.id, name: customer.name, email: customer.email } : { _id: order.userId, name: '', email: '' },
    nextStatuses: nextOrderStatuses(positionOf(order), 'owner', view.now),
    whatsappUrl: message?.url ?? null,
    whatsappKind: message?.kind ?? null,
    holdUntil: order.status === 'Order Placed' && order.holdUntil ? order.holdUntil.toISOString() : null,
    risk,
    deliveryAttempts: row.attempts.map((attempt) => ({ reason: attempt.reason, note: attempt.note, at: attempt.createdAt.toISOString() })),
    notes: row.notes.map((note) => ({ text: note.text, call: note.call, at: note.createdAt.toISOString() })),
  };
}

const DAY_MS = 86_400_000;
const EXPORT_DAYS_BY_DEFAULT = 30;

/** A bare day means the whole of that day (UTC); a date and time is taken as it is. */
export function rangeStart(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
}
export function rangeEnd(text: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(Date.parse(`${text}T00:00:00Z`) + DAY_MS) : new Date(Date.parse(text) + 1);
}

export interface OrderListFilter {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** An order number (or id) prefix, or a part of the customer's name, email or phone. */
  q?: string | undefined;
  risk?: RiskLevel | undefined;
  limit: number;
  offset: number;
}

/**
 * Every customer's orders, newest first, filtered by status, dates and text, a page at a time; and
 * how many orders each status has under the same dates and text, for the console's status tabs.
 */
export async function listOrders(context: AppContext, filter: OrderListFilter) {
  const { db } = context;
  const exceptStatus = {
    placedFrom: filter.from ? rangeStart(filter.from) : undefined,
    placedBefore: filter.to ? rangeEnd(filter.to) : undefined,
    q: filter.q,
    risk: filter.risk ? { level: filter.risk, since: riskWindowStart(context.clock.now()) } : undefined,
  };
  const { rows, total } = await findOrderPage(db, { ...exceptStatus, status: filter.status, limit: filter.limit, offset: filter.offset });
  const ids = rows.map((row) => row.order.id);
  const [items, events, attempts, notes, view, counts] = await Promise.all([
    itemsOfOrders(db, ids),
    eventsOfOrders(db, ids),
    deliveryAttemptsOfOrders(db, ids),
    notesOfOrders(db, ids),
    orderViewContext(context),
    countOrdersByStatus(db, exceptStatus),
  ]);
  const orders = await toAdminOrderDtos(
    context,
    view,
    rows.map((row) => ({
      order: row.order,
      items: items.filter((item) => item.orderId === row.order.id),
      events: events.filter((event) => event.orderId === row.order.id),
      attempts: attempts.filter((attempt) => attempt.orderId === row.order.id),
      notes: notes.filter((note) => note.orderId === row.order.id),
      customer: row.customer,
    })),
  );
  return { orders, total, counts };
}

export async function getOrder(context: AppContext, id: string): Promise<AdminOrderDto> {
  const found = await orderWithItems(context.db, id);
  if (!found) throw orderNotFound();
  const [customer, notes] = await Promise.all([customerById(context.db, found.order.userId), notesOfOrders(context.db, [id])]);
  const [order] = await toAdminOrderDtos(context, await orderViewContext(context), [{ ...found, notes, customer }]);
  return order!;
}

/** docs/product.md §4 Trust: 24 more hours for an order still waiting for its customer; audited and in its history. */
export async function extendOrderHold(context: AppContext, actorId: string, id: string): Promise<AdminOrderDto> {
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const found = await orderWithItems(tx, id);
    if (!found) throw orderNotFound();
    const before = found.order.holdUntil?.toISOString() ?? null;
    const holdUntil = await extendHold(tx, id, context.clock.now());
    if (!holdUntil) {
      const why =
        found.order.status === 'Order Placed'
          ? 'This shop holds unconfirmed orders for ever, so there is no hold to extend.'
          : `This order is ${found.order.status}: only an order waiting for confirmation has a hold to extend.`;
      throw conflict(adminOrderErrorCodes.holdNotExtendable, why);
    }
    return {
      result: undefined,
      audit: { action: 'extend-hold', entity: 'order', entityId: id, before: { holdUntil: before }, after: { holdUntil: holdUntil.toISOString() } },
    };
  });
  return getOrder(context, id);
}

/** The courier as the delivery settings spell it; any other name is refused, listing those there are. */
function courierNamed(couriers: readonly Courier[], name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const courier = findCourier(couriers, name);
  if (!courier)
    throw invalidField('courier', `courier must be one of the couriers in the delivery settings: ${couriers.map((known) => known.name).join(', ')}`);
  return courier.name;
}

/** The cash given back with a return: only for a delivered order (required then), and never more than it cost. */
function refundFor(order: OrderRow, request: OrderStatusRequest): number | undefined {
  if (request.status !== 'Returned') return undefined;
  if (order.status !== 'Delivered') {
    if (request.refund) throw invalidField('refund', 'refund is only taken for a delivered order: no cash was collected for this one');
    return undefined;
  }
  if (request.refund === undefined) throw invalidField('refund', 'refund is required to return a delivered order: the cash given back, 0 if none');
  const refund = rupeesToPaisa(request.refund);
  if (refund > order.amountPaisa) throw invalidField('refund', `refund cannot be more than the order's total of ${formatMoney(order.amountPaisa)}`);
  return refund;
}

/**
 * Moves an order as docs/product.md §4 allows the owner (packages/core/src/order-lifecycle.ts): Shipped
 * with a courier from the delivery settings and a tracking number, Cancelled with a reason, Returned
 * with a reason, the restock choice and, after delivery, the refund. The change is conditional on the
 * status read, so two admins moving the same order cannot both succeed, and stock goes back at most
 * once. The customer's email and the webhook are written to the outbox with the change.
 */
export async function changeOrderStatus(context: AppContext, actorId: string, id: string, request: OrderStatusRequest): Promise<AdminOrderDto> {
  const to = request.status;
  // Outside the transaction, as placing an order reads them: a cache miss needs a connection of its own.
  const { couriers } = await cachedDeliverySettings(context);
  const courier = courierNamed(couriers, request.courier);
  const { returnsStock } = moveEffects(to, request.restock);
  // Only stock coming back, and ratings moving with a delivery made or taken back, change what the
  // catalog shows; the write answers the status the order moved from.
  const changedCatalog = (from: OrderStatus) => (returnsStock || changesVerifiedPurchases(from, to) ? catalogKeys : []);
  await auditedWrite<OrderStatus>(context, { actorId, invalidates: changedCatalog }, async (tx) => {
    const found = await orderWithItems(tx, id);
    if (!found) throw orderNotFound();
    const from = found.order.status;
    const now = context.clock.now();
    const refusal = checkOrderMove(positionOf(found.order), to, 'owner', now);
    if (refusal) {
      const code = refusal.reason === 'return-window-passed' ? adminOrderErrorCodes.returnWindowPassed : adminOrderErrorCodes.statusMoveRefused;
      throw conflict(code, refusal.message, { status: from, nextStatuses: nextOrderStatuses(positionOf(found.order), 'owner', now) });
    }
    const refundPaisa = refundFor(found.order, request);
    const moved = await applyOrderMove(
      tx,
      context,
      found,
      { to, actor: 'owner', at: now, reason: request.reason, courier, trackingNumber: request.trackingNumber, restock: request.restock, refundPaisa },
      couriers,
    );
    if (!moved) throw conflict(commonErrorCodes.concurrentChange, 'This order was changed by someone else a moment ago. Please reload it and try again.');
    const customer = await customerById(tx, found.order.userId);
    // To the account's own address, as the order's confirmation (decision 005), once it is proven.
    if (customer?.email) {
      const news = { order: moved, recipient: customer.email, reason: request.reason };
      await enqueueEmail(tx, context, orderStatusMail, news, { onlyIf: emailIsVerified(found.order.userId) });
    }
    const details = { reason: request.reason, courier, trackingNumber: request.trackingNumber, restock: request.restock, refund: request.refund };
    const after = Object.fromEntries(Object.entries({ status: to, ...details }).filter(([, value]) => value !== undefined));
    return { result: from, audit: { action: 'status', entity: 'order', entityId: id, before: { status: from }, after } };
  });
  return getOrder(context, id);
}

/**
 * docs/product.md §4 The parcel's story: the courier brought the parcel back from a round. Only while it
 * is with the courier (Shipped or Out for delivery); the status stays. Under the order's row lock, so an
 * attempt never lands on an order another admin delivered a moment before. The customer sees the reason
 * in My Orders, gets an email asking them to call or reply, and the webhook hears of it; the owner's note
 * stays in the console.
 */
export async function recordDeliveryAttempt(context: AppContext, actorId: string, id: string, request: DeliveryAttemptRequest): Promise<AdminOrderDto> {
  const { couriers } = await cachedDeliverySettings(context);
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const order = await lockOrder(tx, id);
    const now = context.clock.now();
    if (!(deliveryAttemptStatuses as readonly OrderStatus[]).includes(order.status)) {
      throw conflict(
        adminOrderErrorCodes.statusMoveRefused,
        `This order is ${order.status}: a failed delivery attempt is recorded only while the courier has the parcel.`,
        {
          status: order.status,
          nextStatuses: nextOrderStatuses(positionOf(order), 'owner', now),
        },
      );
    }
    const note = request.note || null;
    await insertDeliveryAttempt(tx, { id: newId(), orderId: id, reason: request.reason, note, createdBy: actorId, createdAt: now });
    const found = (await orderWithItems(tx, id))!;
    const dto = toOrderDto(found.order, found.items, found.events, found.attempts, couriers);
    await enqueueOrderEvent(tx, context, 'order.delivery_attempt_failed', dto);
    const customer = await customerById(tx, order.userId);
    if (customer?.email) {
      await enqueueEmail(tx, context, deliveryAttemptMail, { order: dto, recipient: customer.email }, { onlyIf: emailIsVerified(order.userId) });
    }
    return {
      result: undefined,
      audit: { action: 'delivery-attempt', entity: 'order', entityId: id, before: null, after: { reason: request.reason, ...(note ? { note } : {}) } },
    };
  });
  return getOrder(context, id);
}

/** The owner's note or call on an order: kept with the order for the console alone, and in the audit log. */
export async function addOrderNote(context: AppContext, actorId: string, id: string, request: OrderNoteRequest): Promise<AdminOrderDto> {
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    await lockOrder(tx, id);
    const call = request.call ?? null;
    await insertOrderNote(tx, { id: newId(), orderId: id, text: request.text, call, createdBy: actorId, createdAt: context.clock.now() });
    return { result: undefined, audit: { action: call ? 'call' : 'note', entity: 'order', entityId: id, before: null, after: { text: request.text, call } } };
  });
  return getOrder(context, id);
}

/** The order's row, locked for the rest of the transaction so that no move slips in between; 404 when there is none. */
async function lockOrder(tx: Queryable, id: string): Promise<OrderRow> {
  const order = await lockedOrderRow(tx, id);
  if (!order) throw orderNotFound();
  return order;
}

/** Where an export starts: the day asked for, or 30 days before now. */
export function exportStart(from: string | undefined, now: Date): Date {
  return from ? rangeStart(from) : new Date(now.getTime() - EXPORT_DAYS_BY_DEFAULT * DAY_MS);
}

/**
 * Orders placed since a moment, oldest first, as CSV: the admin API's download and the command line's
 * export. Each row carries its status, courier, tracking number and the times it moved on (ISO 8601);
 * the amounts are rupees, written as numbers for the spreadsheet to add up.
 */
export async function exportOrders(db: Queryable, since: Date): Promise<string> {
  const rows = await ordersPlacedSince(db, since);
  const items = await itemsOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  return toCsv(
    [
      'order_number',
      'order_id',
      'placed_at',
      'status',
      'customer_email',
      'name',
      'phone',
      'city',
      'items',
      'subtotal',
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
    ],
    rows.map(({ order, email }) => [
      order.id.slice(0, 7),
      order.id,
      order.createdAt.toISOString(),
      order.status,
      email,
      `${order.address.firstName} ${order.address.lastName}`,
      order.address.phone,
      order.address.city,
      items
        .filter((item) => item.orderId === order.id)
        .map((item) => `${item.quantity} x ${item.name}`)
        .join('; '),
      paisaToRupees(order.subtotalPaisa),
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
    ]),
  );
}
