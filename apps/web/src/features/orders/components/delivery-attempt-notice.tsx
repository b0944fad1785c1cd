import type { DeliveryAttemptDto } from '@shop/core/orders/dtos';
import { deliveryAttemptFailedText } from '@shop/core/delivery/parcel-story';
import { Truck } from 'lucide-react';
import { useBusinessDetails } from '../../business/api/get-business-details';
import { formatOrderDate } from '../order-format';

/**
 * docs/product.md §4 The parcel's story: the courier could not deliver the parcel. While it is still on its
 * way the card says why and when, and how to arrange the next try: the shop's support phone from its
 * business details when there is one, and a reply to the email the shop sent about it.
 */
export function DeliveryAttemptNotice({ attempt }: { attempt: DeliveryAttemptDto }) {
  const business = useBusinessDetails();
  const phone = business.data?.contact.customerSupport.phone.trim() ?? '';
  const at = new Date(attempt.at);
  return (
    <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950">
      <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-semibold">{deliveryAttemptFailedText(attempt.reason)}</p>
        <p className="text-xs text-amber-900">
          <time dateTime={at.toISOString()}>{formatOrderDate(at)}</time>
        </p>
        <p className="break-words">
          {phone ? (
            <>
              Please call us on{' '}
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-semibold whitespace-nowrap underline underline-offset-2">
                {phone}
              </a>{' '}
              or reply to our email, and we will arrange a new delivery.
            </>
          ) : (
            'Please call the shop or reply to our email, and we will arrange a new delivery.'
          )}
        </p>
      </div>
    </div>
  );
}
