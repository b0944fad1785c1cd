import type { moveAdminOrderStatus } from '@shop/core/orders/admin-contract';
import type { OrderStatus } from '@shop/core/orders/cancellation';
import { rupeesToPaisa } from '@shop/core/shared/money';
import { deliveryAttemptReasonLabels, deliveryAttemptStatuses } from '@shop/core/delivery/parcel-story';
import { PackageX } from 'lucide-react';
import { useState } from 'react';
import { hasErrorCode } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import type { AdminOrderDetail } from '../api/get-order';
import { useMoveOrderStatus, type OrderMoveBody } from '../api/move-order-status';
import { useRecordDeliveryAttempt, type DeliveryAttemptBody } from '../api/record-delivery-attempt';
import { formatShopDateTime } from '../../../lib/shop-time';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeliverDialog } from './deliver-dialog';
import { DeliveryAttemptDialog } from './delivery-attempt-dialog';
import { ReturnDialog } from './return-dialog';
import { ShipDialog } from './ship-dialog';

/** The button for each move (the issue's Names): tests and screen readers find them by these words. */
const moveLabels: Partial<Record<string, string>> = {
  Confirmed: 'Confirm',
  Packing: 'Start packing',
  Shipped: 'Ship',
  'Out for delivery': 'Out for delivery',
  Delivered: 'Delivered',
  Returned: 'Returned',
  Cancelled: 'Cancel order',
};

/** Moves that need the owner's word first (a courier, a reason, the cash); the others happen on the tap. */
const movesWithDialog = new Set<string>(['Shipped', 'Cancelled', 'Returned', 'Delivered']);
const endingMoves = new Set<string>(['Cancelled', 'Returned']);

/**
 * The 409s that mean the order is no longer where the screen showed it: someone (the customer, another
 * device) moved it, or its return window closed. The order is reloaded; the owner chooses again.
 */
function movedMeanwhileMessage(error: unknown): string | null {
  if (hasErrorCode<typeof moveAdminOrderStatus>(error, 'ORDER_STATUS_MOVE_REFUSED')) {
    const now = typeof error.details.status === 'string' ? error.details.status : null;
    return `This order was moved meanwhile${now ? `: it is now ${now}` : ''}. It has been reloaded, so check it and choose again.`;
  }
  if (hasErrorCode<typeof moveAdminOrderStatus>(error, 'CONCURRENT_CHANGE')) {
    return 'This order was changed by someone else at the same moment. It has been reloaded, so check it and choose again.';
  }
  if (hasErrorCode<typeof moveAdminOrderStatus>(error, 'RETURN_WINDOW_PASSED')) return `${error.message} The order has been reloaded.`;
  return null;
}

/** The dialog's key for the failed delivery attempt, beside the statuses' own. */
const ATTEMPT = 'delivery-attempt';

/** The attempts so far, for the owner deciding whether to try again: '2 failed attempts so far; the last: Not at home, 24-Nov-2026, 3:05 pm'. */
function attemptsSoFar(attempts: AdminOrderDetail['deliveryAttempts']): string | null {
  const last = attempts.at(-1);
  if (!last) return null;
  const count = attempts.length === 1 ? '1 failed attempt so far' : `${attempts.length} failed attempts so far`;
  return `${count}; the last: ${deliveryAttemptReasonLabels[last.reason]}, ${formatShopDateTime(last.at)}.`;
}

/** One button per move the order may make now (its nextStatuses), each asking what that move needs. */
export function OrderMoves({ order }: { order: AdminOrderDetail }) {
  const mutation = useMoveOrderStatus(order._id);
  const attempt = useRecordDeliveryAttempt(order._id);
  const [open, setOpen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const amountPaisa = rupeesToPaisa(order.amount);

  /** Sends the move; a refusal the dialog can show (a 400, no answer) is thrown back to it. */
  const move = async (body: OrderMoveBody) => {
    setNotice(null);
    try {
      const answer = await mutation.mutateAsync(body);
      setOpen(null);
      toast.success(answer.message);
    } catch (error) {
      const moved = movedMeanwhileMessage(error);
      if (!moved) throw error;
      setOpen(null);
      setNotice(moved);
    }
  };

  const tap = (status: string) => {
    if (movesWithDialog.has(status)) {
      setNotice(null);
      setOpen(status);
      return;
    }
    move({ status: status as OrderStatus }).catch((error: unknown) => setNotice(error instanceof Error ? error.message : 'The order could not be moved.'));
  };

  /** Records the attempt; a 409 (the order moved meanwhile) closes the dialog and says so, as a move's does. */
  const recordAttempt = async (body: DeliveryAttemptBody) => {
    setNotice(null);
    try {
      const answer = await attempt.mutateAsync(body);
      setOpen(null);
      toast.success(answer.message);
    } catch (error) {
      if (!hasErrorCode<typeof moveAdminOrderStatus>(error, 'ORDER_STATUS_MOVE_REFUSED')) throw error;
      setOpen(null);
      setNotice(`${error.message} The order has been reloaded.`);
    }
  };

  const forward = order.nextStatuses.find((status) => !endingMoves.has(status));
  const close = () => setOpen(null);
  const withCourier = (deliveryAttemptStatuses as readonly string[]).includes(order.status);
  const soFar = attemptsSoFar(order.deliveryAttempts);

  return (
    <div className="space-y-3">
      {notice ? (
        <p role="alert" className="break-words rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
      {order.nextStatuses.length === 0 ? (
        <p className="text-sm text-muted">This order is {order.status}: it has no further steps.</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {order.nextStatuses.map((status) => (
            <button
              key={status}
              type="button"
              disabled={mutation.isPending}
              onClick={() => tap(status)}
              className={status === forward ? buttonClass.primary : endingMoves.has(status) ? buttonClass.danger : buttonClass.secondary}
            >
              {moveLabels[status] ?? status}
            </button>
          ))}
        </div>
      )}
      {withCourier ? (
        <div className="space-y-2 border-t border-linen pt-3">
          <button
            type="button"
            disabled={mutation.isPending || attempt.isPending}
            onClick={() => {
              setNotice(null);
              setOpen(ATTEMPT);
            }}
            className={`${buttonClass.secondary} w-full sm:w-auto`}
          >
            <PackageX aria-hidden="true" className="size-4 shrink-0" />
            Record failed delivery attempt
          </button>
          {soFar ? <p className="text-sm text-muted">{soFar}</p> : null}
        </div>
      ) : null}
      {mutation.isPending && !open ? (
        <p role="status" className="text-sm text-muted">
          Moving the order…
        </p>
      ) : null}
      {open === ATTEMPT ? <DeliveryAttemptDialog orderNumber={order.orderNumber} onRecord={recordAttempt} onClose={close} /> : null}
      {open === 'Shipped' ? <ShipDialog orderNumber={order.orderNumber} onMove={move} onClose={close} /> : null}
      {open === 'Cancelled' ? <CancelOrderDialog orderNumber={order.orderNumber} onMove={move} onClose={close} /> : null}
      {open === 'Delivered' ? <DeliverDialog orderNumber={order.orderNumber} amountPaisa={amountPaisa} onMove={move} onClose={close} /> : null}
      {open === 'Returned' ? (
        <ReturnDialog orderNumber={order.orderNumber} wasDelivered={order.status === 'Delivered'} amountPaisa={amountPaisa} onMove={move} onClose={close} />
      ) : null}
    </div>
  );
}
