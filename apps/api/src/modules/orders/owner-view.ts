import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import type { OrderStep } from '@shop/core/orders/order-steps';
import { orderErrorCodes } from '@shop/core/orders/contract';
import type { Courier } from '@shop/core/delivery/delivery';
import { nextOrderStatuses, type OrderPosition } from '@shop/core/orders/order-lifecycle';
import { paisaToRupees } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { notFound } from '../../lib/http-errors';
import { getBusinessDetails } from '../business/service';
import { cachedDeliverySettings } from '../delivery/service';
import {
  deliveryAttemptsOfOrders,
  eventsOfOrders,
  orderWithItems,
  type DeliveryAttemptRow,
  type OrderEventRow,
  countOrdersByStatus,
  customerAndPayoutOfOrder,
  findOrderPage,
  itemsOfOrders,
  notesOfOrders,
  type Customer,
  type ItemRow,
  type NoteRow,
  type OrderPayoutLine,
  type OrderRow,
} from './repository';
import { cachedWhatsappTemplates, orderConfirmLink, toOrderDto, whatsappMessage } from './service';
import type { WhatsappTemplates } from '@shop/core/messages/whatsapp-templates';
import { assessCustomers, riskWindowStart } from '../trust/service';
import type { RiskLevel } from '@shop/core/trust/customer-trust';
import { rangeStart, rangeEnd } from './date-range';

// The orders as the owner's console shows them: every customer's, each with its customer, their risk,
// the owner's notes and the WhatsApp message to send.

export const orderNotFound = () => notFound(orderErrorCodes.orderNotFound, 'Order not found');

export const positionOf = (order: OrderRow): OrderPosition => ({ status: order.status, placedAt: order.createdAt, deliveredAt: order.deliveredAt });

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
  payout: OrderPayoutLine;
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
    customer: customer ? { _id: customer.id, name: customer.name, email: customer.email ?? '' } : { _id: order.userId, name: '', email: '' },
    nextStatuses: nextOrderStatuses(positionOf(order), 'owner', view.now),
    whatsappUrl: message?.url ?? null,
    whatsappKind: message?.kind ?? null,
    holdUntil: order.status === 'Order Placed' && order.holdUntil ? order.holdUntil.toISOString() : null,
    risk,
    deliveryAttempts: row.attempts.map((attempt) => ({ reason: attempt.reason, note: attempt.note, at: attempt.createdAt.toISOString() })),
    notes: row.notes.map((note) => ({ text: note.text, call: note.call, at: note.createdAt.toISOString() })),
    courierPayout: courierPayoutOf(row.payout),
    returnCharge: paisaToRupees(order.returnChargePaisa),
  };
}

/** The payout line that paid the order, in rupees, dated by its payout's applying (docs/product.md §4 Courier payouts). */
function courierPayoutOf(line: OrderPayoutLine): AdminOrderDto['courierPayout'] {
  if (!line) return null;
  return {
    payoutId: line.payoutId,
    paidAt: line.appliedAt.toISOString(),
    cash: paisaToRupees(line.cashPaisa),
    charges: paisaToRupees(line.chargesPaisa),
    tax: paisaToRupees(line.taxPaisa),
    difference: line.differencePaisa === null ? null : paisaToRupees(line.differencePaisa),
  };
}

export interface OrderListFilter {
  status?: OrderStatus | undefined;
  /** Which step's time from and to apply to (core/orders/order-steps.ts); placed when left out. */
  on?: OrderStep | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** An order number (or id) prefix, or a part of the customer's name, email or phone. */
  q?: string | undefined;
  risk?: RiskLevel | undefined;
  limit: number;
  offset: number;
}

/**
 * Every customer's orders, newest first, filtered by status, when a step happened (days the shop's),
 * risk and text, a page at a time; and
 * how many orders each status has under the same dates and text, for the console's status tabs.
 */
export async function listOrders(context: AppContext, filter: OrderListFilter) {
  const { db } = context;
  const exceptStatus = {
    step: filter.on,
    from: filter.from ? rangeStart(filter.from, context.config.shopTimeZone) : undefined,
    before: filter.to ? rangeEnd(filter.to, context.config.shopTimeZone) : undefined,
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
      payout: row.payout,
    })),
  );
  return { orders, total, counts };
}

export async function getOrder(context: AppContext, id: string): Promise<AdminOrderDto> {
  const found = await orderWithItems(context.db, id);
  if (!found) throw orderNotFound();
  const [{ customer, payout }, notes] = await Promise.all([customerAndPayoutOfOrder(context.db, id), notesOfOrders(context.db, [id])]);
  const [order] = await toAdminOrderDtos(context, await orderViewContext(context), [{ ...found, notes, customer, payout }]);
  return order!;
}
