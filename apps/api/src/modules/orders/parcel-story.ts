import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import { adminOrderErrorCodes } from '@shop/core/orders/admin-contract';
import { nextOrderStatuses } from '@shop/core/orders/order-lifecycle';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { auditedWrite } from '../../lib/audit';
import { enqueueEmail } from '../../lib/outbox';
import { conflict } from '../../lib/http-errors';
import { emailIsVerified } from '../accounts/service';
import { cachedDeliverySettings } from '../delivery/service';
import { insertDeliveryAttempt, orderWithItems, customerById, insertOrderNote, lockedOrderRow, type OrderRow } from './repository';
import { deliveryAttemptMail, toOrderDto } from './service';
import type { DeliveryAttemptRequest, OrderNoteRequest } from '@shop/core/delivery/admin-schemas';
import { deliveryAttemptStatuses } from '@shop/core/delivery/parcel-story';
import { enqueueOrderEvent } from '../notifications/service';
import { newId } from '../../lib/ids';
import { orderNotFound, getOrder, positionOf } from './owner-view';

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
    await enqueueOrderEvent(tx, context, 'order.delivery_attempt_failed', dto, 'owner');
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
