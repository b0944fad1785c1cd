import { canCancelOrder, cancellationSecondsLeft } from '@shop/core/orders/cancellation';
import { formatRupees, paisa, paisaToRupees, rupeesToPaisa } from '@shop/core/shared/money';
import { deliveryAttemptStatuses } from '@shop/core/delivery/parcel-story';
import { ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { orderDate, type Order } from '../api/get-orders';
import { formatOrderDate, freeDeliveryCode, orderDiscountLabel, orderNumber } from '../order-format';
import { CancelWindow } from './cancel-window';
import { DeliveryAttemptNotice } from './delivery-attempt-notice';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { OrderTimeline } from './order-timeline';

interface OrderCardProps {
  order: Order;
  /** The time the countdown is measured against, refreshed every second by the page. */
  now: number;
  onCancel: (order: Order) => void;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{label}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}

function TotalRow({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'pt-2 text-base font-semibold text-ink' : 'text-sm text-ink/90'}`}>
      <dt className="min-w-0 wrap-anywhere">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The parcel's number, linked to the courier's tracking page when the courier has a link template. The
 * link is built by the server from the owner's template; only a web address is followed, never a script.
 */
export function TrackingNumber({ trackingNumber, trackingUrl }: { trackingNumber: string; trackingUrl: string | null }) {
  if (!trackingUrl || !/^https?:\/\//i.test(trackingUrl)) return <span className="break-all">{trackingNumber}</span>;
  return (
    <a
      href={trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium break-all text-leaf-700 underline underline-offset-2 hover:text-leaf-800"
    >
      {trackingNumber}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{' (track the parcel, opens in a new tab)'}</span>
    </a>
  );
}

/** The statuses a failed delivery attempt is recorded at: the courier has the parcel. */
const withTheCourier = (status: string) => (deliveryAttemptStatuses as readonly string[]).includes(status);

/** docs/product.md §2 My Orders: one order with its items, address, payment, totals and the cancel window. */
export function OrderCard({ order, now, onCancel }: OrderCardProps) {
  const headingId = useId();
  const orderedAt = orderDate(order);
  const open = canCancelOrder({ status: order.status, orderedAt }, new Date(now));
  const { address } = order;
  // Subtracted in paisa: rupee amounts subtracted as numbers can drift (0.3 - 0.1).
  const subtotal =
    typeof order.subtotal === 'number'
      ? order.subtotal
      : paisaToRupees(paisa(rupeesToPaisa(order.amount) - rupeesToPaisa(order.deliveryCharges) + rupeesToPaisa(order.discount)));
  const discountLabel = orderDiscountLabel(order);
  const freeWith = freeDeliveryCode(order);
  // The latest failed attempt, while the parcel is still on its way: once delivered or back, it is history.
  const lastAttempt = withTheCourier(order.status) ? order.deliveryAttempts.at(-1) : undefined;

  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-linen bg-white">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-linen bg-sand/50 px-4 py-3 sm:px-6">
        <div>
          <h2 id={headingId} className="text-lg text-ink">
            Order #{orderNumber(order._id)}
          </h2>
          <time dateTime={orderedAt.toISOString()} className="text-xs text-muted">
            {formatOrderDate(orderedAt)}
          </time>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>

      <div className="space-y-5 px-4 py-5 sm:px-6">
        {lastAttempt ? <DeliveryAttemptNotice attempt={lastAttempt} /> : null}
        <OrderLines lines={order.lines} />

        <div className="grid gap-5 border-t border-linen pt-5 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-8">
          <dl className="grid gap-4 sm:grid-cols-3">
            <Detail label="Delivery Address">
              {address.street}
              <br />
              {address.city}, {address.state} - {address.zipcode}
            </Detail>
            <Detail label="Contact">{address.phone}</Detail>
            <Detail label="Payment">
              {order.paymentMethod}
              <span className={`ml-2 rounded-full px-2 py-0.5 text-xs font-semibold ${order.payment ? 'bg-leaf-50 text-leaf-800' : 'bg-sand text-ink'}`}>
                {order.payment ? 'Paid' : 'Cash on Delivery'}
              </span>
            </Detail>
            {order.courier ? <Detail label="Courier">{order.courier}</Detail> : null}
            {order.trackingNumber ? (
              <Detail label="Tracking number">
                <TrackingNumber trackingNumber={order.trackingNumber} trackingUrl={order.trackingUrl} />
              </Detail>
            ) : null}
          </dl>
          <dl className="space-y-1.5 rounded-xl bg-sand/60 p-4">
            <TotalRow label="Subtotal">{formatRupees(subtotal)}</TotalRow>
            {discountLabel ? (
              <TotalRow label={discountLabel}>
                <span className="font-semibold text-leaf-700">−{formatRupees(order.discount)}</span>
              </TotalRow>
            ) : null}
            <TotalRow label="Delivery Fee">
              {order.deliveryCharges === 0 ? (
                <span className="font-semibold text-leaf-700">{freeWith ? `Free with ${freeWith}` : 'FREE'}</span>
              ) : (
                formatRupees(order.deliveryCharges)
              )}
            </TotalRow>
            <TotalRow label="Total" strong>
              {formatRupees(order.amount)}
            </TotalRow>
          </dl>
        </div>

        <OrderTimeline history={order.statusHistory} attempts={order.deliveryAttempts} />

        {open ? <CancelWindow secondsLeft={cancellationSecondsLeft(orderedAt, new Date(now))} onCancel={() => onCancel(order)} /> : null}
      </div>
    </article>
  );
}
