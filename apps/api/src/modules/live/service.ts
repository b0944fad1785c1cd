import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import type { ConsoleEventName } from '@shop/core/console/console-events';
import type { OrderDto } from '@shop/core/orders/dtos';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { queueingOrderPushes } from '../push/service';
import { announcingConsoleEvent, insertConsoleEvent } from './repository';

function orderEventData(order: OrderDto, at: Date): ConsoleEventData {
  return {
    orderId: order._id,
    orderNumber: order._id.slice(0, 7),
    customerName: `${order.address.firstName} ${order.address.lastName}`.trim(),
    amount: order.amount,
    status: order.status,
    at: at.toISOString(),
  };
}

/** A new order and a customer's cancellation also reach the owner's phone (issue 32); a confirmation waits for the console. */
function orderPushes(name: ConsoleEventName, data: ConsoleEventData, at: Date): SQL[] {
  return name === 'order.confirmed' ? [] : [queueingOrderPushes(name, data, at)];
}

/** Tells every open console (and the owner's devices) about an order, in the transaction of the change (issue 32). */
export async function publishOrderEvent(tx: Queryable, name: ConsoleEventName, order: OrderDto, at: Date): Promise<void> {
  const data = orderEventData(order, at);
  await insertConsoleEvent(tx, name, data, orderPushes(name, data, at));
}

/** The same as CTEs a statement of the change carries (placing an order counts its round trips). */
export function announcingOrderEvent(name: ConsoleEventName, order: OrderDto, at: Date): SQL {
  const data = orderEventData(order, at);
  return sql.join([announcingConsoleEvent(name, data), ...orderPushes(name, data, at)], sql`, `);
}
