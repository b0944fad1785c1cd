import { orderDtoSchema, type OrderDto } from '@shop/core/api-types';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { appendToQueuedEmail, enqueueEmail, enqueueEmailAt, enqueueWebhook } from '../../lib/outbox';
import { orderAlertMail, orderDigestMail } from './emails';
import { lockAlertState, saveAlertState } from './repository';

export { ownerAlertAddress } from './emails';

/** What the order webhook reports (README, "Order webhook"). */
export type OrderEvent = 'order.placed' | 'order.status_changed';

/** The owner gets at most one new-order alert email in this long (docs/product.md §4 Trust). */
export const ALERT_SPACING_MS = 60_000;

/**
 * The owner's new-order alert, at most one email a minute however many orders come: the first goes at
 * once; orders within the minute after it join one digest sent when that minute ends, and orders
 * after that digest was scheduled wait for the next one. One row (owner_alert_state), locked by each
 * placing transaction, decides; the caller queues this last, so the lock is held only until its commit.
 */
async function queueOwnerAlert(tx: Queryable, context: AppContext, order: OrderDto): Promise<void> {
  const now = context.clock.now();
  const state = await lockAlertState(tx);
  if (state.pendingDigestId && (await appendToQueuedEmail(tx, state.pendingDigestId, 'orders', order))) return;
  const nextFreeAt = new Date(state.lastAlertAt.getTime() + ALERT_SPACING_MS);
  if (now.getTime() >= nextFreeAt.getTime()) {
    await enqueueEmail(tx, context, orderAlertMail, { order });
    await saveAlertState(tx, { lastAlertAt: now, pendingDigestId: null });
    return;
  }
  const digestId = await enqueueEmailAt(tx, context, orderDigestMail, { orders: [order] }, nextFreeAt);
  await saveAlertState(tx, { lastAlertAt: nextFreeAt, pendingDigestId: digestId });
}

/**
 * Tells the owner about an order, inside the transaction of the change: an alert email when it is
 * placed (spaced out by queueOwnerAlert), and each event to ORDER_WEBHOOK_URL when one is set, one call
 * per event. The webhook's order is the order as the customer's API shows it (an admin DTO's extra
 * fields are left out, so every event has one shape), with its number and its page in the owner's console.
 */
export async function enqueueOrderEvent(tx: Queryable, context: AppContext, event: OrderEvent, order: OrderDto): Promise<void> {
  if (event === 'order.placed') await queueOwnerAlert(tx, context, order);
  if (!context.config.orderWebhook) return;
  const body = {
    event,
    order: { ...orderDtoSchema.parse(order), orderNumber: order._id.slice(0, 7), adminUrl: `${context.config.publicUrl}/admin/orders/${order._id}` },
  };
  await enqueueWebhook(tx, context, body);
}
