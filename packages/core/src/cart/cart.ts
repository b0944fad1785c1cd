import { amountLeftForFreeDelivery, deliveryCharge, type DeliverySettings } from '../delivery/delivery';
import { paisa, type Paisa } from '../shared/money';

/** docs/product.md §5 and §9: one cart line holds 1 to 10 units. */
export const CART_LINE_MIN = 1;
export const CART_LINE_MAX = 10;
/** docs/product.md §5: a cart holds at most this many lines, products and deals together: what one order takes. */
export const CART_LINES_MAX = 100;

export type CartLine = {
  /** What the shopper pays per unit, in paisa. */
  unitPrice: Paisa;
  /** The undiscounted price per unit, in paisa; the difference is shown as savings. */
  originalUnitPrice: Paisa;
  quantity: number;
};

export type CartTotals = {
  subtotal: Paisa;
  savings: Paisa;
  deliveryCharge: Paisa;
  total: Paisa;
  amountLeftForFreeDelivery: Paisa | null;
  itemCount: number;
};

function assertValidLine(line: CartLine): void {
  if (!Number.isInteger(line.quantity)) {
    throw new RangeError(`Cart line quantity must be a whole number, got ${line.quantity}`);
  }
  for (const [field, value] of [
    ['unitPrice', line.unitPrice],
    ['originalUnitPrice', line.originalUnitPrice],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`Cart line ${field} must be a non-negative whole number of paisa, got ${value}`);
    }
  }
}

/**
 * docs/product.md §9: subtotal, savings, delivery and total of a cart. Lines with quantity 0 or below do
 * not count (docs/product.md §5); an empty cart costs nothing, not even delivery.
 */
export function cartTotals(lines: readonly CartLine[], settings: DeliverySettings): CartTotals {
  let subtotal = 0;
  let savings = 0;
  let itemCount = 0;
  for (const line of lines) {
    assertValidLine(line);
    if (line.quantity <= 0) continue;
    subtotal += line.unitPrice * line.quantity;
    savings += Math.max(0, line.originalUnitPrice - line.unitPrice) * line.quantity;
    itemCount += line.quantity;
  }
  const subtotalPaisa = paisa(subtotal);
  const charge = itemCount === 0 ? paisa(0) : deliveryCharge(subtotalPaisa, settings);
  return {
    subtotal: subtotalPaisa,
    savings: paisa(savings),
    deliveryCharge: charge,
    total: paisa(subtotal + charge),
    amountLeftForFreeDelivery: amountLeftForFreeDelivery(subtotalPaisa, settings),
    itemCount,
  };
}

/** The most units one cart line may hold: 10, or less when stock is lower; 0 when out of stock. */
export function cartLineLimit(stock: number): number {
  if (!Number.isFinite(stock) || stock < CART_LINE_MIN) return 0;
  return Math.min(CART_LINE_MAX, Math.floor(stock));
}

/**
 * docs/product.md §5: the quantity a line ends up with when the shopper asks for `requested`.
 * Invalid or too-small requests reset to 1, larger ones are trimmed to the line limit and stock;
 * 0 means the item cannot be in the cart at all (out of stock).
 */
export function clampLineQuantity(requested: number, stock: number): number {
  const limit = cartLineLimit(stock);
  if (limit === 0) return 0;
  const wanted = Number.isFinite(requested) ? Math.floor(requested) : CART_LINE_MIN;
  return Math.min(limit, Math.max(CART_LINE_MIN, wanted));
}

/**
 * docs/product.md §5: how many of `requested` more units fit beside the `inCart` units already on the line.
 * A request below 1 is ignored (0). Products trim to this number; deals refuse when it is smaller
 * than the request ('Only {n} items available for this deal').
 */
export function addableQuantity({ inCart, requested, stock }: { inCart: number; requested: number; stock: number }): number {
  if (!Number.isFinite(requested) || requested < CART_LINE_MIN) return 0;
  const room = cartLineLimit(stock) - Math.max(0, Math.floor(inCart));
  return Math.max(0, Math.min(Math.floor(requested), room));
}
