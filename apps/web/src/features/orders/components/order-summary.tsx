import type { CartTotals } from '@shop/core/cart/cart';
import { TotalsList } from '../../../components/ui/totals-list';

interface OrderSummaryProps {
  totals: CartTotals;
  /** False while the delivery settings are unknown: the delivery figure and the total wait. */
  deliveryKnown: boolean;
}

/** docs/product.md §2 Place Order: the cart totals of docs/product.md §9, the same figures the cart page shows. */
export function OrderSummary({ totals, deliveryKnown }: OrderSummaryProps) {
  const calculating = <span className="text-muted">Calculating...</span>;
  return (
    <section aria-label="Order summary">
      <TotalsList
        subtotalLabel={`Subtotal (${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'})`}
        subtotal={totals.subtotal}
        savings={totals.savings}
        delivery={deliveryKnown ? totals.deliveryCharge : calculating}
        total={deliveryKnown ? totals.total : calculating}
      />
    </section>
  );
}
