import type { ConsoleEventName } from '@shop/core/console/admin-events-contract';
import type { OrderDto } from '@shop/core/orders/dtos';
import type { Queryable } from '../../db/client';
import { insertConsoleEvent } from './repository';

/** Tells every open console about an order, in the transaction of the change (issue 32). */
export async function publishOrderEvent(tx: Queryable, name: ConsoleEventName, order: OrderDto, at: Date): Promise<void> {
  await insertConsoleEvent(tx, name, {
    orderId: order._id,
    orderNumber: order._id.slice(0, 7),
    customerName: `${order.address.firstName} ${order.address.lastName}`.trim(),
    amount: order.amount,
    status: order.status,
    at: at.toISOString(),
  });
}
