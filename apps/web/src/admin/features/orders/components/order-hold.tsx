import type { extendAdminOrderHold } from '@shop/core/orders/admin-contract';
import { HOLD_EXTENSION_HOURS } from '@shop/core/trust/customer-trust';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { hasErrorCode } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { buttonClass } from '../../../components/buttons';
import { FormAlert } from '../../../components/form-alert';
import { formatShopDateTime } from '../../../lib/shop-time';
import { useExtendOrderHold } from '../api/extend-order-hold';
import type { AdminOrderDetail } from '../api/get-order';

function refusalMessage(error: unknown): string {
  // Confirmed or cancelled meanwhile: the order on screen was reloaded, and no longer shows a hold.
  if (hasErrorCode<typeof extendAdminOrderHold>(error, 'HOLD_NOT_EXTENDABLE')) return `${error.message} The order has been reloaded.`;
  return error instanceof Error ? error.message : 'The hold could not be extended.';
}

/**
 * docs/product.md §4 Trust: an order nobody confirms is cancelled when its hold ends and its units go
 * back on the shelf. The owner who is still talking to the customer gives it another day.
 */
export function OrderHold({ order }: { order: AdminOrderDetail }) {
  const extend = useExtendOrderHold(order._id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const holdUntil = order.status === 'Order Placed' ? order.holdUntil : null;
  // A refusal outlives the hold it was about: the reloaded order may have none left to show.
  if (!holdUntil && !refusal) return null;

  const extendHold = () => {
    setRefusal(null);
    extend.mutateAsync().then(
      (answer) => toast.success(answer.message),
      (error: unknown) => setRefusal(refusalMessage(error)),
    );
  };

  return (
    <div className="mt-4 space-y-3 border-t border-linen pt-4">
      {holdUntil ? (
        <>
          <p className="flex items-start gap-2 text-sm text-ink">
            <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay" />
            <span>
              Held until <time dateTime={holdUntil}>{formatShopDateTime(holdUntil)}</time>. If nobody confirms it by then, the shop cancels it and its items go
              back in stock.
            </span>
          </p>
          <button type="button" onClick={extendHold} disabled={extend.isPending} className={`${buttonClass.secondary} w-full sm:w-auto`}>
            {extend.isPending ? 'Extending…' : `Extend hold by ${HOLD_EXTENSION_HOURS} hours`}
          </button>
        </>
      ) : null}
      <FormAlert message={refusal} />
    </div>
  );
}
