import type { OrderStatusEventDto } from '@shop/core/api-types';
import { useId } from 'react';
import { formatOrderDate } from '../order-format';
import { orderStatusLook } from '../../../components/ui/order-status-badge';

/** Who made each move, as the customer reads it (docs/product.md §2 My Orders). */
const actorLabels: Record<OrderStatusEventDto['by'], string> = {
  customer: 'by you',
  owner: 'by the shop',
  system: 'automatically',
};

/** docs/product.md §2 My Orders: every status the order went through, oldest first, with when, by whom and any note. */
export function OrderTimeline({ history }: { history: readonly OrderStatusEventDto[] }) {
  const headingId = useId();
  if (history.length === 0) return null;
  return (
    <section className="border-t border-linen pt-5">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">
        Order history
      </h3>
      <ol aria-labelledby={headingId} className="mt-3">
        {history.map((event, index) => {
          const { icon: Icon, className } = orderStatusLook(event.status);
          const at = new Date(event.date);
          return (
            <li key={`${event.status}-${event.date}-${index}`} className="relative flex gap-3 pb-3 last:pb-0">
              {/* The line joining this step to the next. */}
              {index < history.length - 1 ? <span aria-hidden="true" className="absolute top-6 bottom-0 left-3 w-px -translate-x-1/2 bg-linen" /> : null}
              <span aria-hidden="true" className={`relative flex size-6 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${className}`}>
                <Icon className="size-3.5" />
              </span>
              <div className="min-w-0 pt-0.5 text-sm leading-snug">
                <p>
                  <span className="font-medium text-ink">{event.status}</span>{' '}
                  <span className="block text-xs text-muted sm:inline">
                    <time dateTime={at.toISOString()}>{formatOrderDate(at)}</time>, {actorLabels[event.by]}
                  </span>
                </p>
                {event.note ? <p className="mt-0.5 text-xs break-words text-ink/80">{event.note}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
