import { Link2Off } from 'lucide-react';
import { Link } from 'react-router';
import { consolePath } from '../../../lib/console-paths';
import type { Courier } from '../api/get-couriers';

/** The courier's entry in the delivery settings, as the server finds it: by name, ignoring case. */
export function courierNamed(couriers: readonly Courier[] | undefined, name: string | null | undefined): Courier | undefined {
  if (!couriers || !name) return undefined;
  const wanted = name.trim().toLowerCase();
  return couriers.find((courier) => courier.name.toLowerCase() === wanted);
}

/**
 * A courier without a tracking-link template leaves the customer with a bare number (in My Orders, the
 * shipping email and the WhatsApp message): the owner is asked to add the link in the delivery settings.
 */
export function MissingTrackingLink({ courier }: { courier: Courier | undefined }) {
  if (!courier || courier.trackingUrlTemplate) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
      <Link2Off aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 break-words">
        {courier.name} has no tracking link yet: customers get the tracking number only.{' '}
        <Link to={consolePath('content', {}, 'delivery')} className="font-semibold underline underline-offset-2">
          Add its tracking link in Delivery settings
        </Link>
      </span>
    </p>
  );
}
