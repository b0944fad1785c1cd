import { unansweredCallStreak } from '@shop/core/delivery/parcel-story';
import { PackageX, PhoneMissed } from 'lucide-react';
import type { AdminOrder } from '../api/list-orders';

const badgeClass = 'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

/**
 * What the list says of an order's follow-up (docs/product.md §4 The parcel's story): the calls not
 * answered since the customer last picked up ("No answer ×2") and the courier's failed attempts.
 */
export function FollowUpBadges({ order, className = '' }: { order: AdminOrder; className?: string }) {
  const unanswered = unansweredCallStreak(order.notes);
  const attempts = order.deliveryAttempts.length;
  if (unanswered === 0 && attempts === 0) return null;
  return (
    <span className={`flex flex-wrap gap-1.5 ${className}`}>
      {unanswered > 0 ? (
        <span className={`${badgeClass} bg-amber-50 text-amber-900 ring-amber-200`}>
          <PhoneMissed aria-hidden="true" className="size-3.5" />
          No answer ×{unanswered}
        </span>
      ) : null}
      {attempts > 0 ? (
        <span className={`${badgeClass} bg-orange-50 text-orange-900 ring-orange-200`}>
          <PackageX aria-hidden="true" className="size-3.5" />
          {attempts === 1 ? '1 failed attempt' : `${attempts} failed attempts`}
        </span>
      ) : null}
    </span>
  );
}
