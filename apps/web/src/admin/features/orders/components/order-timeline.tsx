import type { AdminOrderDetail } from '../api/get-order';
import { orderStatusLook } from '../../../../components/ui/order-status-badge';
import { formatShopDateTime } from '../../../lib/shop-time';

type StatusEvent = AdminOrderDetail['statusHistory'][number];

/** Who made each move, as the owner reads it. */
const actorLabels: Record<StatusEvent['by'], string> = {
  customer: 'by the customer',
  owner: 'by the shop',
  system: 'automatically',
};

/** Every status the order went through, oldest first: when, by whom, and why (or the courier and tracking number). */
export function OrderTimeline({ history }: { history: readonly StatusEvent[] }) {
  if (history.length === 0) return <p className="text-sm text-muted">No history recorded for this order.</p>;
  return (
    <ol className="space-y-0">
      {history.map((event, index) => {
        const { icon: Icon, className } = orderStatusLook(event.status);
        const at = new Date(event.date);
        return (
          <li key={`${event.status}-${event.date}-${index}`} className="relative flex gap-3 pb-4 last:pb-0">
            {index < history.length - 1 ? <span aria-hidden="true" className="absolute bottom-0 left-4 top-8 w-px -translate-x-1/2 bg-linen" /> : null}
            <span aria-hidden="true" className={`relative flex size-8 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${className}`}>
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 pt-1 text-sm leading-snug">
              <p className="font-medium text-ink">{event.status}</p>
              <p className="text-xs text-muted">
                <time dateTime={at.toISOString()}>{formatShopDateTime(at)}</time>, {actorLabels[event.by]}
              </p>
              {event.note ? <p className="mt-1 break-words text-ink/80">{event.note}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
