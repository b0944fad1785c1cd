import type { DeliveryAttemptDto, OrderStatusEventDto } from '@shop/core/orders/dtos';
import { deliveryAttemptFailedText } from '@shop/core/delivery/parcel-story';
import { PackageX } from 'lucide-react';
import { useId } from 'react';
import { formatOrderDate } from '../order-format';
import { orderStatusLook } from '../../../components/ui/order-status-badge';

/** Who made each move, as the customer reads it (docs/product.md §2 My Orders). */
const actorLabels: Record<OrderStatusEventDto['by'], string> = {
  customer: 'by you',
  owner: 'by the shop',
  system: 'automatically',
};

const attemptLook = { icon: PackageX, className: 'bg-orange-50 text-orange-900 ring-orange-200' };

type Step = { at: number; key: string } & ({ kind: 'status'; event: OrderStatusEventDto } | { kind: 'attempt'; attempt: DeliveryAttemptDto });

/** The moves and the courier's failed attempts by their time; at the same moment the move comes first. */
function stepsOf(history: readonly OrderStatusEventDto[], attempts: readonly DeliveryAttemptDto[]): Step[] {
  const steps: Step[] = [
    ...history.map((event, index) => ({ kind: 'status' as const, event, at: event.date, key: `status-${index}` })),
    ...attempts.map((attempt, index) => ({ kind: 'attempt' as const, attempt, at: Date.parse(attempt.at), key: `attempt-${index}` })),
  ];
  // Array.prototype.sort is stable: equal times keep the order above.
  return steps.sort((a, b) => a.at - b.at);
}

/**
 * docs/product.md §2 My Orders: every status the order went through, oldest first, with when, by whom and
 * any note, and the courier's failed delivery attempts between them (§4 The parcel's story).
 */
export function OrderTimeline({ history, attempts = [] }: { history: readonly OrderStatusEventDto[]; attempts?: readonly DeliveryAttemptDto[] }) {
  const headingId = useId();
  const steps = stepsOf(history, attempts);
  if (steps.length === 0) return null;
  return (
    <section className="border-t border-linen pt-5">
      <h3 id={headingId} className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">
        Order history
      </h3>
      <ol aria-labelledby={headingId} className="mt-3">
        {steps.map((step, index) => {
          const { icon: Icon, className } = step.kind === 'status' ? orderStatusLook(step.event.status) : attemptLook;
          const at = new Date(step.at);
          return (
            <li key={step.key} className="relative flex gap-3 pb-3 last:pb-0">
              {/* The line joining this step to the next. */}
              {index < steps.length - 1 ? <span aria-hidden="true" className="absolute top-6 bottom-0 left-3 w-px -translate-x-1/2 bg-linen" /> : null}
              <span aria-hidden="true" className={`relative flex size-6 shrink-0 items-center justify-center rounded-full ring-1 ring-inset ${className}`}>
                <Icon className="size-3.5" />
              </span>
              <div className="min-w-0 pt-0.5 text-sm leading-snug">
                {step.kind === 'status' ? (
                  <>
                    <p>
                      <span className="font-medium text-ink">{step.event.status}</span>{' '}
                      <span className="block text-xs text-muted sm:inline">
                        <time dateTime={at.toISOString()}>{formatOrderDate(at)}</time>, {actorLabels[step.event.by]}
                      </span>
                    </p>
                    {step.event.note ? <p className="mt-0.5 text-xs break-words text-ink/80">{step.event.note}</p> : null}
                  </>
                ) : (
                  <p>
                    <span className="font-medium text-orange-900">{deliveryAttemptFailedText(step.attempt.reason)}</span>{' '}
                    <span className="block text-xs text-muted sm:inline">
                      <time dateTime={at.toISOString()}>{formatOrderDate(at)}</time>
                    </span>
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
