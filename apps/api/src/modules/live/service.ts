import type { ConsoleEventData } from '@shop/core/console/admin-events-contract';
import type { ConsoleEventName } from '@shop/core/console/console-events';
import type { OrderDto } from '@shop/core/orders/dtos';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
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

/** Tells every open console about an order, in the transaction of the change (issue 32). */
export async function publishOrderEvent(tx: Queryable, name: ConsoleEventName, order: OrderDto, at: Date): Promise<void> {
  await insertConsoleEvent(tx, name, orderEventData(order, at));
}

/** The same as a CTE a statement of the change carries (placing an order counts its round trips). */
export function announcingOrderEvent(name: ConsoleEventName, order: OrderDto, at: Date): SQL {
  return announcingConsoleEvent(name, orderEventData(order, at));
}
