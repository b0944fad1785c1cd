import type { CartTotals } from '@shop/core/cart/cart';
import { DiscountCodeField } from '../../../components/ui/discount-code-field';
import { TotalsList } from '../../../components/ui/totals-list';
import { figuresWithCode, type DiscountCode } from '../../cart/api/apply-discount-code';

interface OrderSummaryProps {
  totals: CartTotals;
  /** False while the delivery settings are unknown: the delivery figure and the total wait. */
  deliveryKnown: boolean;
  discount: DiscountCode;
}

/**
 * docs/product.md §2 Place Order: the cart totals of docs/product.md §9, the same figures the cart page shows,
 * and the discount code (issue 34): with one, the server's figures for this cart and this phone.
 */
export function OrderSummary({ totals, deliveryKnown, discount }: OrderSummaryProps) {
  const calculating = <span className="text-muted">Calculating...</span>;
  const checking = <span className="text-muted">Checking...</span>;
  const figures = figuresWithCode(discount.state, totals);
  const known = deliveryKnown || discount.state.status === 'applied';
  return (
    <section aria-label="Order summary">
      <TotalsList
        subtotalLabel={`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`}
        subtotal={figures.subtotal}
        savings={totals.savings}
        discount={figures.discount ? { label: figures.discount.label, amount: figures.discount.amount ?? checking } : null}
        delivery={
          figures.freeDeliveryWith ? (
            <span className="font-semibold text-leaf-700">Free with {figures.freeDeliveryWith}</span>
          ) : known ? (
            (figures.deliveryCharge ?? checking)
          ) : (
            calculating
          )
        }
        total={known ? (figures.total ?? checking) : calculating}
      />
      <DiscountCodeField {...discount.field} returnPath="/place-order" />
    </section>
  );
}
