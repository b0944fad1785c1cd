import { formatRupees, rupees, type Rupees } from '@shop/core/shared/money';
import { Link } from 'react-router';
import { courierPayoutPath } from '../../../lib/console-paths';
import { formatShopDate } from '../../../lib/shop-time';
import type { AdminOrderDetail } from '../api/get-order';

/** ' — Rs. 100.00 short', ' — Rs. 50.00 over', or nothing when the courier paid the order's total. */
function differenceText(difference: Rupees | null): string {
  if (difference === null || difference === 0) return '';
  return ` — ${formatRupees(rupees(Math.abs(difference)))} ${difference < 0 ? 'short' : 'over'}`;
}

/**
 * docs/product.md §4 Courier payouts: what the courier's payout said of this parcel, linked to the
 * payout, and what the courier charged for bringing a returned parcel back. Nothing before either.
 */
export function OrderCourierMoney({ order }: { order: AdminOrderDetail }) {
  const payout = order.courierPayout;
  const returnCharge = order.status === 'Returned' && order.returnCharge > 0 ? order.returnCharge : null;
  if (!payout && returnCharge === null) return null;
  return (
    <div className="space-y-2 border-t border-linen pt-3 text-sm text-ink">
      {payout ? (
        <p className="break-words">
          <Link to={courierPayoutPath(payout.payoutId)} className="font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800">
            Paid by {order.courier ?? 'the courier'} on {formatShopDate(payout.paidAt)}
          </Link>
          : {formatRupees(payout.cash)} (charges {formatRupees(payout.charges)}, tax {formatRupees(payout.tax)})
          {payout.difference !== null && payout.difference < 0 ? (
            <span className="font-semibold text-red-800">{differenceText(payout.difference)}</span>
          ) : (
            differenceText(payout.difference)
          )}
        </p>
      ) : null}
      {returnCharge !== null ? <p>Return charge: {formatRupees(returnCharge)}</p> : null}
    </div>
  );
}
