import { orderDtoSchema, type OrderDto } from '@shop/core/orders/dtos';
import type { OrderEventActor } from '@shop/core/orders/order-lifecycle';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { enqueue, outboxEmail, outboxWebhooks, wakeOutboxOnCommit, type OutboxMessage } from '../../lib/outbox';
import { orderAlertMail, type OrderAlertChange } from './emails';
import { adminOutboxErrorCodes, type AdminFailedOutboxMessageDto } from '@shop/core/console/admin-outbox-contract';
import { auditedWrite } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-errors';
import { findFailedPage, lockOutboxRow, requeueOutboxRow, type OutboxRow } from './repository';

export { ALERT_SPACING_MS, ownerAlertAddress } from './emails';

/** The emails this module sends, for the outbox to know at start-up (email-templates.ts). */
export const notificationEmailTemplates = [orderAlertMail];

/** What the order webhook reports (README, "Order webhook"). */
export type OrderEvent = 'order.placed' | 'order.status_changed' | 'order.delivery_attempt_failed';

/** The change the owner's alert email names, if the event is one she is alerted of: not her own orders taken by hand, nor her own cancellations. */
function alertedChange(event: OrderEvent, order: OrderDto, actor: OrderEventActor): OrderAlertChange | undefined {
  if (event === 'order.placed') return actor === 'customer' ? 'placed' : undefined;
  if (event === 'order.status_changed' && order.status === 'Cancelled' && actor === 'customer') return 'cancelled';
  return undefined;
}

/**
 * What tells the owner about an order, for the transaction of the change to write: an alert email when it
 * is placed or the customer cancels it (at most one a minute: the outbox gathers the changes of the minute
 * after an alert into one digest, lib/outbox.ts spacedEmailTemplate), and each event to ORDER_WEBHOOK_URL
 * when one is set, one call per event. The webhook's order is the order as the customer's API shows it (an
 * admin DTO's extra fields are left out, so every event has one shape), with its number and its page in
 * the owner's console.
 */
export function orderEventMessages(context: AppContext, event: OrderEvent, order: OrderDto, actor: OrderEventActor): OutboxMessage[] {
  const change = alertedChange(event, order, actor);
  const alert = change ? [outboxEmail(orderAlertMail, { order, change })] : [];
  if (!context.config.orderWebhook) return alert;
  const body = {
    event,
    order: { ...orderDtoSchema.parse(order), orderNumber: order._id.slice(0, 7), adminUrl: `${context.config.publicUrl}/admin/orders/${order._id}` },
  };
  return [...alert, ...outboxWebhooks(context, body)];
}

/** Writes orderEventMessages inside the transaction of the change. */
export async function enqueueOrderEvent(tx: Queryable, context: AppContext, event: OrderEvent, order: OrderDto, actor: OrderEventActor): Promise<void> {
  await enqueue(tx, context, orderEventMessages(context, event, order, actor));
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function toFailedMessageDto(row: OutboxRow): AdminFailedOutboxMessageDto {
  const payload = row.payload;
  return {
    _id: row.id,
    kind: row.kind,
    // A push's summary names it by its notification's tag (modules/push/sender.ts).
    name: text(payload.template) ?? text(payload.event) ?? text(payload.name) ?? '',
    to: text(payload.to),
    subject: text(payload.subject),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFailedMessages(db: Queryable, page: { limit: number; offset: number }) {
  const { rows, total } = await findFailedPage(db, page);
  return { messages: rows.map(toFailedMessageDto), total };
}

/** Puts a failed message back in the outbox with a fresh round of attempts; every dispatcher hears of it at the commit. */
export async function retryFailedMessage(context: AppContext, actorId: string, id: string): Promise<void> {
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const row = await lockOutboxRow(tx, id);
    if (!row) throw notFound(adminOutboxErrorCodes.messageNotFound, 'Message not found');
    if (row.state !== 'failed') {
      throw conflict(adminOutboxErrorCodes.notFailed, `Only a failed message can be sent again; this one is ${row.state}.`);
    }
    await requeueOutboxRow(tx, id, context.clock.now());
    await wakeOutboxOnCommit(tx);
    return {
      result: undefined,
      audit: { action: 'retry', entity: 'outbox', entityId: id, before: { state: row.state, attempts: row.attempts }, after: { state: 'pending' } },
    };
  });
}
