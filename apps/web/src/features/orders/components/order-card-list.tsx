import { canCancelOrder } from '@shop/core/orders/cancellation';
import { useState, type ReactNode } from 'react';
import { orderDate, type Order } from '../api/get-orders';
import { useNow } from '../hooks/use-now';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';

interface OrderCardListProps {
  orders: readonly Order[];
  /** Shown instead of the cards when there are none, e.g. once the last one is cancelled. */
  empty: ReactNode;
  className: string;
  /**
   * Where the focus goes once an order is cancelled: its card (and the button that opened the
   * dialog) may leave the list, and the focus must not be lost with it.
   */
  focusAfterCancel: () => void;
}

/**
 * Orders as My Orders' cards, each with its cancel window, and the cancel dialog they open (My Orders
 * and the account's history). It stays mounted when the list empties, so a dialog whose order has just
 * left the list closes on its own terms.
 */
export function OrderCardList({ orders, empty, className, focusAfterCancel }: OrderCardListProps) {
  const [cancelling, setCancelling] = useState<Order | null>(null);
  // The clock ticks only while some order can still be cancelled; its button goes when time is up.
  const now = useNow((at) => orders.some((order) => canCancelOrder({ status: order.status, orderedAt: orderDate(order) }, new Date(at))));

  return (
    <>
      {orders.length === 0 ? (
        empty
      ) : (
        <div className={className}>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} now={now} onCancel={setCancelling} />
          ))}
        </div>
      )}
      {cancelling ? (
        <CancelOrderDialog
          orderId={cancelling._id}
          onClose={() => setCancelling(null)}
          onCancelled={() => {
            setCancelling(null);
            requestAnimationFrame(focusAfterCancel);
          }}
        />
      ) : null}
    </>
  );
}
