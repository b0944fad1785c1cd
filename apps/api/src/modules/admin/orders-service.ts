import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { canMoveOrderStatus, nextOrderStatuses, orderMoveRefusal } from '@shop/core/admin-order-status';
import type { AdminOrderDto } from '@shop/core/admin-types';
import type { OrderStatus } from '@shop/core/cancellation';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { recordAudit } from '../../lib/audit';
import { catalogKeys } from '../../lib/cache-keys';
import { conflict, notFound } from '../../lib/http-errors';
import { toOrderDto } from '../orders/dto';
import { orderStatusEmail } from '../orders/emails';
import { orderWithItems } from '../orders/repository';
import { cancelAndReturnStock } from '../orders/service';
import { containsPattern, invalidate, prefixPattern } from './shared';

export const ORDER_NOT_FOUND = 'Order not found';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type Customer = { id: string; name: string; email: string } | null;

function toAdminOrderDto(order: OrderRow, items: ItemRow[], customer: Customer): AdminOrderDto {
  return {
    ...toOrderDto(order, items),
    orderNumber: order.id.slice(0, 7),
    customer: customer ? { _id: customer.id, name: customer.name, email: customer.email } : { _id: order.userId, name: '', email: '' },
    nextStatuses: nextOrderStatuses(order.status),
  };
}

const DAY_MS = 86_400_000;

/** A bare day means the whole of that day (UTC); a date and time is taken as it is. */
export function rangeStart(text: string): Date {
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
export async function listOrders(db: Database, filter: OrderListFilter) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.from) conditions.push(gte(orders.createdAt, rangeStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, rangeEnd(filter.to)));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(orders.id, prefixPattern(filter.q)),
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        sql`${orders.address}->>'phone' ilike ${pattern}`,
        sql`(${orders.address}->>'firstName') || ' ' || (${orders.address}->>'lastName') ilike ${pattern}`,
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where);
  const items =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, rows.map((row) => row.order.id)))
          .orderBy(asc(orderItems.position));
  return {
    orders: rows.map((row) => toAdminOrderDto(row.order, items.filter((item) => item.orderId === row.order.id), row.customer)),
    total: counted?.total ?? 0,
  };
}

async function customerOf(db: Database, userId: string): Promise<Customer> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function getOrder(db: Database, id: string): Promise<AdminOrderDto> {
  const found = await orderWithItems(db, id);
  if (!found) throw notFound(ORDER_NOT_FOUND);
  return toAdminOrderDto(found.order, found.items, await customerOf(db, found.order.userId));
}

/**
 * Moves an order one step along Order Placed → Packing → Shipped → Out for delivery → Delivered, or
 * to Cancelled before it is delivered. The change is conditional on the status read, so two admins
 * moving the same order cannot both succeed; a cancel returns the stock exactly once (the same
 * function as the customer's cancel). The customer is emailed after the change is committed.
 */
export async function changeOrderStatus(context: AppContext, actorId: string, id: string, to: OrderStatus, reason: string | undefined): Promise<AdminOrderDto> {
  await context.db.transaction(async (tx) => {
    const found = await orderWithItems(tx, id);
    if (!found) throw notFound(ORDER_NOT_FOUND);
    const from = found.order.status;
    if (!canMoveOrderStatus(from, to)) throw conflict(orderMoveRefusal(from, to), { status: from, nextStatuses: nextOrderStatuses(from) });
    const now = context.clock.now();
    let moved: boolean;
    if (to === 'Cancelled') {
      moved = await cancelAndReturnStock(tx, { id, status: from }, found.items, reason!, now);
    } else {
      const rows = await tx
        .update(orders)
        // Cash on delivery: a delivered order has been paid.
        .set({ status: to, ...(to === 'Delivered' ? { paid: true } : {}) })
        .where(and(eq(orders.id, id), eq(orders.status, from)))
        .returning({ id: orders.id });
      moved = rows.length > 0;
    }
    if (!moved) throw conflict('This order was changed by someone else a moment ago. Please reload it and try again.');
    await recordAudit(tx, {
      actorId,
      action: 'status',
      entity: 'order',
      entityId: id,
      before: { status: from },
      after: { status: to, ...(reason ? { reason } : {}) },
    });
  });
  if (to === 'Cancelled') await invalidate(context, ...catalogKeys);
  const order = await getOrder(context.db, id);
  if (order.customer.email) await context.mailer.sendComposed(() => orderStatusEmail(context, order, order.customer.email, reason));
  return order;
}
