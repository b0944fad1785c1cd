import { Banknote } from 'lucide-react';
import { PageTitle } from '../../../components/ui/page-title';

/** docs/product.md §2 Place Order and §9: cash on delivery is the only way to pay, and it is chosen. */
export function PaymentMethod() {
  return (
    <fieldset>
      <legend className="contents">
        <PageTitle as="h2" lead="PAYMENT" accent="METHOD" />
      </legend>
      <label className="mt-4 flex cursor-default items-center gap-3 rounded-xl border-2 border-leaf-700 bg-white px-4 py-3.5">
        <input type="radio" name="method" value="COD" checked readOnly className="size-4 accent-leaf-700" />
        <Banknote aria-hidden="true" className="size-5 text-leaf-700" />
        <span className="text-sm font-semibold tracking-[0.08em] text-ink">CASH ON DELIVERY</span>
      </label>
      <p className="mt-2 text-xs text-muted">Pay in cash when your order arrives.</p>
    </fieldset>
  );
}
