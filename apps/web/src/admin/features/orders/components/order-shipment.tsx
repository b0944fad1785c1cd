import { deliveryAttemptStatuses } from '@shop/core/delivery/parcel-story';
import { ExternalLink } from 'lucide-react';
import { useCouriers } from '../api/get-couriers';
import type { AdminOrderDetail } from '../api/get-order';
import { courierNamed, MissingTrackingLink } from './missing-tracking-link';
import { OrderCourierMoney } from './order-courier-money';

/**
 * The courier and the parcel's number, linked to the courier's tracking page when it has one. While the
 * customer follows the parcel, a courier without a tracking link asks the owner to add one. Once the
 * courier paid for the parcel, or charged for bringing it back, that shows under them.
 */
export function OrderShipment({ order }: { order: AdminOrderDetail }) {
  const withCourier = (deliveryAttemptStatuses as readonly string[]).includes(order.status);
  const couriers = useCouriers();
  // The tracking address is built by the server from the owner's template; only a web address is followed.
  const trackingUrl = order.trackingUrl && /^https?:\/\//i.test(order.trackingUrl) ? order.trackingUrl : null;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">Courier</dt>
          <dd className="mt-1 break-words text-ink">{order.courier}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">Tracking number</dt>
          <dd className="mt-1 break-all text-ink">
            {trackingUrl ? (
              <a
                href={trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-leaf-700 underline underline-offset-2"
              >
                {order.trackingNumber}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only"> (track the parcel, opens in a new tab)</span>
              </a>
            ) : (
              order.trackingNumber
            )}
          </dd>
        </div>
      </dl>
      {withCourier && !trackingUrl ? <MissingTrackingLink courier={courierNamed(couriers.data, order.courier)} /> : null}
      <OrderCourierMoney order={order} />
    </div>
  );
}
