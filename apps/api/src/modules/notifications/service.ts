import { orderDtoSchema, type OrderDto } from '@shop/core/api-types';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { enqueueEmail, enqueueWebhook } from '../../lib/outbox';
import { orderAlertMail } from './emails';

export { ALERT_SPACING_MS, ownerAlertAddress } from './emails';

/** What the order webhook reports (README, "Order webhook"). */
export type OrderEvent = 'order.placed' | 'order.status_changed' | 'order.delivery_attempt_failed';

/**
 * Tells the owner about an order, inside the transaction of the change: an alert email when it is
 * placed (at most one a minute: the outbox gathers the orders of the minute after an alert into one
 * digest, lib/outbox.ts spacedEmailTemplate), and each event to ORDER_WEBHOOK_URL when one is set, one
 * call per event. The webhook's order is the order as the customer's API shows it (an admin DTO's extra
 * fields are left out, so every event has one shape), with its number and its page in the owner's console.
 */
export async function enqueueOrderEvent(tx: Queryable, context: AppContext, event: OrderEvent, order: OrderDto): Promise<void> {
  if (event === 'order.placed') await enqueueEmail(tx, context, orderAlertMail, { order });
  if (!context.config.orderWebhook) return;
  const body = {
    event,
    order: { ...orderDtoSchema.parse(order), orderNumber: order._id.slice(0, 7), adminUrl: `${context.config.publicUrl}/admin/orders/${order._id}` },
  };
  await enqueueWebhook(tx, context, body);
}
