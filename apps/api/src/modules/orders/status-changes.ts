import type { OrderStatusRequest } from '@shop/core/orders/admin-schemas';
import type { AdminOrderDto } from '@shop/core/orders/admin-dtos';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import { adminOrderErrorCodes } from '@shop/core/orders/admin-contract';
import { findCourier, type Courier } from '@shop/core/delivery/delivery';
import { formatMoney, rupeesToPaisa, type Paisa } from '@shop/core/shared/money';
import { changesVerifiedPurchases, checkOrderMove, moveEffects, nextOrderStatuses } from '@shop/core/orders/order-lifecycle';
import type { AppContext } from '../../app-context';
import { auditedWrite } from '../../lib/audit';
import { catalogKeys } from '../../lib/cache-keys';
import { conflict, invalidField } from '../../lib/http-errors';
import { cachedDeliverySettings } from '../delivery/service';
import { orderWithItems, type OrderRow } from './repository';
import { extendHold } from './service';
import { moveOrderAsOwner } from './owner-moves';
import { orderNotFound, getOrder, positionOf } from './owner-view';

// The owner's moves of an order; lifecycle.ts applies the step, as it does for the customer's moves and the hold sweep's.

/** docs/product.md §4 Trust: 24 more hours for an order still waiting for its customer; audited and in its history. */
export async function extendOrderHold(context: AppContext, actorId: string, id: string): Promise<AdminOrderDto> {
  await auditedWrite(context, { actorId, invalidates: [] }, async (tx) => {
    const found = await orderWithItems(tx, id);
    if (!found) throw orderNotFound();
    const before = found.order.holdUntil?.toISOString() ?? null;
    const holdUntil = await extendHold(tx, id, context.clock.now());
    if (!holdUntil) {
      const why =
        found.order.status === 'Order Placed'
          ? 'This shop holds unconfirmed orders for ever, so there is no hold to extend.'
          : `This order is ${found.order.status}: only an order waiting for confirmation has a hold to extend.`;
      throw conflict(adminOrderErrorCodes.holdNotExtendable, why);
    }
    return {
      result: undefined,
      audit: { action: 'extend-hold', entity: 'order', entityId: id, before: { holdUntil: before }, after: { holdUntil: holdUntil.toISOString() } },
    };
  });
  return getOrder(context, id);
}

/** The courier as the delivery settings spell it; any other name is refused, listing those there are. */
function courierNamed(couriers: readonly Courier[], name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const courier = findCourier(couriers, name);
  if (!courier)
    throw invalidField('courier', `courier must be one of the couriers in the delivery settings: ${couriers.map((known) => known.name).join(', ')}`);
  return courier.name;
}

/** The cash given back with a return: only for a delivered order (required then), and never more than it cost. */
function refundFor(order: OrderRow, request: OrderStatusRequest): Paisa | undefined {
  if (request.status !== 'Returned') return undefined;
  if (order.status !== 'Delivered') {
    if (request.refund) throw invalidField('refund', 'refund is only taken for a delivered order: no cash was collected for this one');
    return undefined;
  }
  if (request.refund === undefined) throw invalidField('refund', 'refund is required to return a delivered order: the cash given back, 0 if none');
  const refund = rupeesToPaisa(request.refund);
  if (refund > order.amountPaisa) throw invalidField('refund', `refund cannot be more than the order's total of ${formatMoney(order.amountPaisa)}`);
  return refund;
}

/**
 * Moves an order as docs/product.md §4 allows the owner (packages/core/src/orders/order-lifecycle.ts): Shipped
 * with a courier from the delivery settings and a tracking number, Cancelled with a reason, Returned
 * with a reason, the restock choice, the courier's return charge and, after delivery, the refund. The change is conditional on the
 * status read, so two admins moving the same order cannot both succeed, and stock goes back at most
 * once. The customer's email and the webhook are written to the outbox with the change.
 */
export async function changeOrderStatus(context: AppContext, actorId: string, id: string, request: OrderStatusRequest): Promise<AdminOrderDto> {
  const to = request.status;
  // Outside the transaction, as placing an order reads them: a cache miss needs a connection of its own.
  const { couriers } = await cachedDeliverySettings(context);
  const courier = courierNamed(couriers, request.courier);
  const { returnsStock } = moveEffects(to, request.restock);
  // Only stock coming back, and ratings moving with a delivery made or taken back, change what the
  // catalog shows; the write answers the status the order moved from.
  const changedCatalog = (from: OrderStatus) => (returnsStock || changesVerifiedPurchases(from, to) ? catalogKeys : []);
  await auditedWrite<OrderStatus>(context, { actorId, invalidates: changedCatalog }, async (tx) => {
    const found = await orderWithItems(tx, id);
    if (!found) throw orderNotFound();
    const from = found.order.status;
    const now = context.clock.now();
    const refusal = checkOrderMove(positionOf(found.order), to, 'owner', now);
    if (refusal) {
      const code = refusal.reason === 'return-window-passed' ? adminOrderErrorCodes.returnWindowPassed : adminOrderErrorCodes.statusMoveRefused;
      throw conflict(code, refusal.message, { status: from, nextStatuses: nextOrderStatuses(positionOf(found.order), 'owner', now) });
    }
    const refundPaisa = refundFor(found.order, request);
    const returnChargePaisa = request.returnCharge === undefined ? undefined : rupeesToPaisa(request.returnCharge);
    await moveOrderAsOwner(
      tx,
      context,
      found,
      {
        to,
        at: now,
        reason: request.reason,
        courier,
        trackingNumber: request.trackingNumber,
        restock: request.restock,
        refundPaisa,
        returnChargePaisa,
      },
      couriers,
    );
    const details = {
      reason: request.reason,
      courier,
      trackingNumber: request.trackingNumber,
      restock: request.restock,
      refund: request.refund,
      returnCharge: request.returnCharge,
    };
    const after = Object.fromEntries(Object.entries({ status: to, ...details }).filter(([, value]) => value !== undefined));
    return { result: from, audit: { action: 'status', entity: 'order', entityId: id, before: { status: from }, after } };
  });
  return getOrder(context, id);
}
