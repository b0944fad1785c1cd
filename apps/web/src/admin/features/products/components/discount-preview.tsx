import { formatMoney, MAX_RUPEES_AMOUNT, paisa, rupees, rupeesToPaisa, type Paisa } from '@shop/core/shared/money';
import { percentOffLabel } from '@shop/core/catalog/prices';

/** Typed rupees as paisa, or null while the text is not an amount yet. */
function typedPaisa(text: string): Paisa | null {
  const typed = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(typed) || typed < 0 || typed > MAX_RUPEES_AMOUNT ? null : rupeesToPaisa(rupees(typed));
}

/**
 * What the shopper will pay, worked out in the browser as the owner types (docs/product.md §9: the
 * discount price is the final price; empty or 0 means no discount).
 */
export function discountPreview(priceText: string, discountText: string): { text: string; problem: boolean } | null {
  const price = typedPaisa(priceText);
  const discount = discountText.trim() === '' ? paisa(0) : typedPaisa(discountText);
  if (price === null || discount === null) return null;
  if (discount === 0) return { text: `No discount — customers pay ${formatMoney(price)}`, problem: false };
  const percentOff = percentOffLabel(price, discount);
  if (percentOff === null) return { text: 'The discount price must be below the price, or empty for no discount.', problem: true };
  return { text: `${percentOff}% off — customers pay ${formatMoney(discount)}`, problem: false };
}

export function DiscountPreview({ price, discountPrice }: { price: string; discountPrice: string }) {
  const preview = discountPreview(price, discountPrice);
  return (
    <p aria-live="polite" className={`mt-1.5 min-h-5 text-sm ${preview?.problem ? 'text-amber-800' : 'text-leaf-800'}`}>
      {preview?.text}
    </p>
  );
}
