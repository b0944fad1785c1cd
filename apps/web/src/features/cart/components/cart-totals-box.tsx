import type { CartTotals } from '@shop/core/cart/cart';
import { formatMoney } from '@shop/core/shared/money';
import { Truck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { DiscountCodeField } from '../../../components/ui/discount-code-field';
import { TotalsList } from '../../../components/ui/totals-list';
import { cartLineMessages } from '../../../lib/cart-lines';
import { figuresWithCode, type DiscountCode } from '../api/apply-discount-code';

export type DeliveryState = { status: 'pending' } | { status: 'error'; message: string; retry: () => void } | { status: 'ready' };

interface CartTotalsBoxProps {
  totals: CartTotals;
  delivery: DeliveryState;
  /** Some line cannot be bought as it is: checkout stays in view, disabled, with the reason beside it. */
  needsAttention: boolean;
  discount: DiscountCode;
}

/**
 * docs/product.md §2 Cart total and §9: subtotal, savings, delivery (FREE at 0) and total. When the delivery
 * settings are unknown the delivery figures say so instead of guessing, and the total is marked as
 * not including delivery. While a line needs attention checkout is disabled, described by
 * 'Some items in your cart need your attention'. With a discount code (issue 34) the figures are the
 * server's for the cart as it is, and wait while the code is checked again after a change.
 */
export function CartTotalsBox({ totals, delivery, needsAttention, discount }: CartTotalsBoxProps) {
  const attentionId = useId();
  const figures = figuresWithCode(discount.state, totals);
  const serverPriced = discount.state.status === 'applied';
  const known = serverPriced || delivery.status === 'ready';
  const withoutCode = discount.state.status === 'none' || discount.state.status === 'unchecked';
  const amountLeft = delivery.status === 'ready' && withoutCode && totals.itemCount > 0 ? totals.amountLeftForFreeDelivery : null;
  const checking = <span className="text-muted">Checking...</span>;
  const deliveryFee = figures.freeDeliveryWith ? (
    <span className="font-semibold text-leaf-700">Free with {figures.freeDeliveryWith}</span>
  ) : serverPriced ? (
    (figures.deliveryCharge ?? checking)
  ) : delivery.status === 'pending' ? (
    <span className="text-muted">Calculating...</span>
  ) : delivery.status === 'error' ? (
    <span className="text-muted">Not available</span>
  ) : (
    (figures.deliveryCharge ?? checking)
  );

  return (
    <section aria-label="Cart totals" className="rounded-2xl border border-linen bg-sand/60 p-5 sm:p-6">
      <TotalsList
        subtotalLabel="Subtotal"
        subtotal={figures.subtotal}
        savings={totals.savings}
        discount={figures.discount ? { label: figures.discount.label, amount: figures.discount.amount ?? checking } : null}
        delivery={deliveryFee}
        total={
          known ? (
            (figures.total ?? checking)
          ) : (
            <>
              {formatMoney(totals.subtotal)}
              <span className="block text-xs font-normal text-muted">+ delivery</span>
            </>
          )
        }
      />

      {amountLeft !== null && amountLeft > 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-leaf-50 px-3 py-2.5 text-sm text-leaf-800">
          <Truck aria-hidden="true" className="size-4 shrink-0" />
          Add {formatMoney(amountLeft)} more for free delivery
        </p>
      ) : null}

      {delivery.status === 'error' ? (
        <div role="alert" className="mt-3 rounded-xl border border-clay/30 bg-clay/5 px-3 py-2.5 text-sm text-ink">
          <p className="font-semibold text-clay">{delivery.message}</p>
          <p className="mt-1 text-muted">The total above does not include delivery yet.</p>
          <button type="button" onClick={delivery.retry} className="mt-2 text-sm font-semibold text-leaf-700 underline underline-offset-2 hover:text-leaf-800">
            Try again
          </button>
        </div>
      ) : null}

      <DiscountCodeField {...discount.field} returnPath="/cart" />

      {needsAttention ? (
        <>
          <button
            type="button"
            disabled
            aria-describedby={attentionId}
            className="mt-6 flex w-full cursor-not-allowed items-center justify-center rounded-full bg-ink/40 px-6 py-3.5 text-sm font-semibold tracking-[0.14em] text-white"
          >
            PROCEED TO CHECKOUT
          </button>
          <p id={attentionId} role="status" className="mt-3 text-center text-sm font-medium text-red-700">
            {cartLineMessages.needsAttention}
          </p>
        </>
      ) : totals.itemCount > 0 ? (
        <Link
          to="/place-order"
          className="mt-6 flex w-full items-center justify-center rounded-full bg-ink px-6 py-3.5 text-sm font-semibold tracking-[0.14em] text-white hover:bg-leaf-800"
        >
          PROCEED TO CHECKOUT
        </Link>
      ) : (
        <p className="mt-6 text-center text-sm text-muted">Remove the unavailable items to continue.</p>
      )}
    </section>
  );
}
