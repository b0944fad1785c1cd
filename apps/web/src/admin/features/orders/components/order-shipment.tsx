import { ExternalLink } from 'lucide-react';
import type { AdminOrderDetail } from '../api/get-order';

/** The courier and the parcel's number, linked to the courier's tracking page when it has one. */
export function OrderShipment({ order }: { order: AdminOrderDetail }) {
  // The tracking address is built by the server from the owner's template; only a web address is followed.
  const trackingUrl = order.trackingUrl && /^https?:\/\//i.test(order.trackingUrl) ? order.trackingUrl : null;
  return (
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
  );
}
