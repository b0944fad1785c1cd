import { and, eq } from 'drizzle-orm';
import type { ConsoleEventName } from '@shop/core/console/console-events';
import type { OrderDto } from '@shop/core/orders/dtos';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import type { Courier } from '@shop/core/delivery/delivery';
import { changesVerifiedPurchases, moveEffects, type OrderEventActor } from '@shop/core/orders/order-lifecycle';
import { formatMoney, paisa, type Paisa } from '@shop/core/shared/money';
import type { AppContext } from '../../app-context';
import type { Queryable } from '../../db/client';
import { orders, type orderItems } from '../../db/schema/orders';
import { newId } from '../../lib/ids';
import { enqueueOrderEvent } from '../notifications/service';
import { publishOrderEvent } from '../live/service';
import { refreshRatingsOfOrder } from '../reviews/service';
import { toOrderDto } from './dto';
import { insertOrderEvent, orderWithItems } from './repository';
import { returnOrderStockOnce } from './stock';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/** One step of an order, checked beforehand against packages/core/src/orders/order-lifecycle.ts by the caller. */
export interface OrderMove {
  to: OrderStatus;
  actor: OrderEventActor;
  at: Date;
  /** Cancelled and Returned: why. */
  reason?: string | undefined;
  /** Shipped: the courier's name as the delivery settings spell it, and the parcel's number. */
  courier?: string | undefined;
  trackingNumber?: string | undefined;
  /** Returned: whether the units go back on the shelf. */
  restock?: boolean | undefined;
  /** Returned after delivery: the cash given back. */
  refundPaisa?: Paisa | undefined;
  /** Returned: what the courier charges for bringing the parcel back, when known. */
  returnChargePaisa?: Paisa | undefined;
}

/** What the order row records of the step besides its status. */
function columnsFor(order: OrderRow, move: OrderMove): Partial<typeof orders.$inferInsert> {
  switch (move.to) {
    case 'Confirmed':
      return { confirmedAt: move.at };
    // Straight from Order Placed: the owner confirmed it by phone.
    case 'Packing':
      return { confirmedAt: order.confirmedAt ?? move.at };
    case 'Shipped':
      return { courier: move.courier ?? null, trackingNumber: move.trackingNumber ?? null, shippedAt: move.at };
    case 'Delivered':
      return { deliveredAt: move.at };
    case 'Cancelled':
      return { cancellationReason: move.reason ?? null, cancelledAt: move.at };
    case 'Returned':
      return {
        returnReason: move.reason ?? null,
        returnedAt: move.at,
        refundPaisa: move.refundPaisa ?? paisa(0),
        ...(move.returnChargePaisa === undefined ? {} : { returnChargePaisa: move.returnChargePaisa }),
      };
    default:
      return {};
  }
}

/** The timeline's note: the parcel's courier and number, or why it was cancelled or came back. */
/** The step's note in the history; a return says whether its units went back in stock, which the owner chose then. */
function noteFor(move: OrderMove): string | null {
  if (move.to === 'Shipped') return `${move.courier} ${move.trackingNumber}`;
  if (move.to === 'Returned') {
    const refund = move.refundPaisa ? ` (${formatMoney(move.refundPaisa)} refunded)` : '';
    return `${move.reason}${refund} · ${move.restock ? 'units put back in stock' : 'units not put back in stock'}`;
  }
  return move.reason ?? null;
}

/**
 * The one place an order changes status (docs/product.md §4), inside the caller's transaction: the
 * status moves only if it is still the one the caller read (`where status = <read>`), and every move
 * leaves Order Placed behind, so the order's hold ends with it (docs/product.md §4 Trust); of two
 * simultaneous moves exactly one happens; then the units go back on the shelf when the move says so
 * (once, by the order's stock_returned flag), a move to or away from Delivered refreshes the ratings
 * that count its customer as a verified buyer, the step joins the order's history, and the webhook's
 * 'order.status_changed' is queued in the outbox with the order as it now is. That order is returned
 * (its tracking link from `couriers`); null, with nothing written, when someone else moved it first.
 */
export async function applyOrderMove(
  tx: Queryable,
  context: AppContext,
  found: { order: OrderRow; items: ItemRow[] },
  move: OrderMove,
  couriers: readonly Courier[],
): Promise<OrderDto | null> {
  const { order, items } = found;
  const { returnsStock, marksPaid } = moveEffects(move.to, move.restock);
  const changed = await tx
    .update(orders)
    .set({ status: move.to, ...columnsFor(order, move), ...(marksPaid ? { paid: true } : {}), holdUntil: null })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning({ id: orders.id });
  if (changed.length === 0) return null;
  if (returnsStock) await returnOrderStockOnce(tx, order.id, items, move.at);
  if (changesVerifiedPurchases(order.status, move.to)) await refreshRatingsOfOrder(tx, order.id);
  await insertOrderEvent(tx, { id: newId(), orderId: order.id, status: move.to, actor: move.actor, note: noteFor(move), createdAt: move.at });
  const moved = await orderWithItems(tx, order.id);
  const dto = toOrderDto(moved!.order, moved!.items, moved!.events, moved!.attempts, couriers);
  await enqueueOrderEvent(tx, context, 'order.status_changed', dto, move.actor);
  const heardLive = customerMovesHeardLive[move.to];
  if (move.actor === 'customer' && heardLive) await publishOrderEvent(tx, heardLive, dto, move.at);
  return dto;
}

/** The customer's own moves every open console hears of at once (issue 32); the owner made the others. */
const customerMovesHeardLive: Partial<Record<OrderStatus, ConsoleEventName>> = { Confirmed: 'order.confirmed', Cancelled: 'order.cancelled' };
