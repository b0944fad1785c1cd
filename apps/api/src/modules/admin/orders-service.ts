import { canMoveOrderStatus, nextOrderStatuses, orderMoveRefusal } from '@shop/core/admin-order-status';
import type { AdminOrderDto } from '@shop/core/admin-types';
import type { OrderStatus } from '@shop/core/cancellation';
import { adminOrderErrorCodes } from '@shop/core/contract/admin/orders';
import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { orderErrorCodes } from '@shop/core/contract/orders';
import { paisaToRupees } from '@shop/core/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { catalogKeys } from '../../lib/cache-keys';
import { toCsv } from '../../lib/csv';
import { conflict, notFound } from '../../lib/http-errors';
import { orderWithItems } from '../orders/repository';
import { cancelAndReturnStock, orderStatusEmail, toOrderDto } from '../orders/service';
import {
  customerById,
  findOrderPage,
  itemsOfOrders,
  moveOrderStatus,
  ordersPlacedSince,
  type Customer,
  type ItemRow,
  type OrderRow,
} from './orders-repository';

const orderNotFound = () => notFound(orderErrorCodes.orderNotFound, 'Order not found');

function toAdminOrderDto(order: OrderRow, items: ItemRow[], customer: Customer): AdminOrderDto {
  return {
    ...toOrderDto(order, items),
    orderNumber: order.id.slice(0, 7),
    customer: customer ? { _id: customer.id, name: customer.name, email: customer.email } : { _id: order.userId, name: '', email: '' },
    nextStatuses: nextOrderStatuses(order.status),
  };
}

const DAY_MS = 86_400_000;
const EXPORT_DAYS_BY_DEFAULT = 30;

/** A bare day means the whole of that day (UTC); a date and time is taken as it is. */
function rangeStart(text: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
}
function rangeEnd(text: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(Date.parse(`${text}T00:00:00Z`) + DAY_MS) : new Date(Date.parse(text) + 1);
}

export interface OrderListFilter {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** An order number (or id) prefix, or a part of the customer's name, email or phone. */
  q?: string | undefined;
  limit: number;
  offset: number;
}

/** Every customer's orders, newest first, filtered by status, dates and text, a page at a time. */
export async function listOrders(db: Queryable, filter: OrderListFilter) {
  const { rows, total } = await findOrderPage(db, {
    status: filter.status,
    placedFrom: filter.from ? rangeStart(filter.from) : undefined,
    placedBefore: filter.to ? rangeEnd(filter.to) : undefined,
    q: filter.q,
    limit: filter.limit,
    offset: filter.offset,
  });
  const items = await itemsOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  return {
    orders: rows.map((row) =>
      toAdminOrderDto(
        row.order,
        items.filter((item) => item.orderId === row.order.id),
        row.customer,
      ),
    ),
    total,
  };
}

export async function getOrder(db: Queryable, id: string): Promise<AdminOrderDto> {
  const found = await orderWithItems(db, id);
  if (!found) throw orderNotFound();
  return toAdminOrderDto(found.order, found.items, await customerById(db, found.order.userId));
}

/**
 * Moves an order one step along Order Placed → Packing → Shipped → Out for delivery → Delivered, or
 * to Cancelled before it is delivered. The change is conditional on the status read, so two admins
 * moving the same order cannot both succeed; a cancel returns the stock exactly once (the same
 * function as the customer's cancel). The customer is emailed after the change is committed.
 */
export async function changeOrderStatus(context: AppContext, actorId: string, id: string, to: OrderStatus, reason: string | undefined): Promise<AdminOrderDto> {
  // Only a cancel changes what the catalog shows: its stock comes back.
  await auditedWrite(context, { actorId, invalidates: to === 'Cancelled' ? catalogKeys : [] }, async (tx) => {
    const found = await orderWithItems(tx, id);
    if (!found) throw orderNotFound();
    const from = found.order.status;
    if (!canMoveOrderStatus(from, to)) {
      throw conflict(adminOrderErrorCodes.statusMoveRefused, orderMoveRefusal(from, to), { status: from, nextStatuses: nextOrderStatuses(from) });
    }
    const moved =
      to === 'Cancelled'
        ? await cancelAndReturnStock(tx, { id, status: from }, found.items, reason!, context.clock.now())
        : await moveOrderStatus(tx, id, from, to);
    if (!moved) throw conflict(commonErrorCodes.concurrentChange, 'This order was changed by someone else a moment ago. Please reload it and try again.');
    return {
      result: undefined,
      audit: { action: 'status', entity: 'order', entityId: id, before: { status: from }, after: { status: to, ...(reason ? { reason } : {}) } },
    };
  });
  const order = await getOrder(context.db, id);
  if (order.customer.email) await context.mailer.sendComposed(() => orderStatusEmail(context, order, order.customer.email, reason));
  return order;
}

/** Where an export starts: the day asked for, or 30 days before now. */
export function exportStart(from: string | undefined, now: Date): Date {
  return from ? rangeStart(from) : new Date(now.getTime() - EXPORT_DAYS_BY_DEFAULT * DAY_MS);
}

/** Orders placed since a moment, oldest first, as CSV: the admin API's download and the command line's export. */
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
      paisaToRupees(order.subtotalPaisa).toFixed(2),
      paisaToRupees(order.deliveryChargePaisa).toFixed(2),
      paisaToRupees(order.amountPaisa).toFixed(2),
      order.cancellationReason ?? '',
    ]),
  );
}
