import type { DealDto } from '@shop/core/deals/dtos';
import type { DeliverySettingsDto } from '@shop/core/delivery/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { cartTotals, type CartLine, type CartTotals } from '@shop/core/cart/cart';
import { dealWindow, isDealLive } from '@shop/core/deals/deal-visibility';
import type { DeliverySettings } from '@shop/core/delivery/delivery';
import { paisa, rupeesToPaisa } from '@shop/core/shared/money';
import { dealUnitPrice, productUnitPrice } from '@shop/core/catalog/prices';
import type { StoredCart } from './storage';

/** What one unit costs and what it would have cost undiscounted, in paisa. */
export type LinePrice = Pick<CartLine, 'unitPrice' | 'originalUnitPrice'>;

/** A cart line joined with what the catalogue says about it; `item` is null when it is no longer sold. */
export type CartRow =
  { kind: 'product'; id: string; quantity: number; item: ProductDto | null } | { kind: 'deal'; id: string; quantity: number; item: DealDto | null };

/** docs/product.md §3 and §9: the savings of a product are price − discountprice per unit. */
export function productLinePrice(product: ProductDto): LinePrice {
  const price = rupeesToPaisa(product.price);
  return { unitPrice: productUnitPrice({ price, discountPrice: rupeesToPaisa(product.discountprice) }), originalUnitPrice: price };
}

/** docs/product.md §9: a deal sells at dealFinalPrice (else dealTotal) and saves dealTotal minus that. */
export function dealLinePrice(deal: DealDto): LinePrice {
  const total = rupeesToPaisa(deal.dealTotal);
  return { unitPrice: dealUnitPrice({ finalPrice: rupeesToPaisa(deal.dealFinalPrice), total }), originalUnitPrice: total };
}

export function rowPrice(row: CartRow): LinePrice | null {
  if (row.kind === 'product') return row.item ? productLinePrice(row.item) : null;
  return row.item ? dealLinePrice(row.item) : null;
}

/**
 * The cart's lines with their products and deals: `products` need hold only the cart's own (the answer
 * to its ids), and a line whose product or deal is not among them is no longer sold.
 */
export function cartRows(cart: StoredCart, products: readonly ProductDto[], deals: readonly DealDto[]) {
  const productsById = new Map(products.map((product) => [product._id, product]));
  const dealsById = new Map(deals.map((deal) => [deal._id, deal]));
  const productRows: CartRow[] = Object.entries(cart.products).map(([id, quantity]) => ({
    kind: 'product',
    id,
    quantity,
    item: productsById.get(id) ?? null,
  }));
  const dealRows: CartRow[] = Object.entries(cart.deals).map(([id, quantity]) => ({
    kind: 'deal',
    id,
    quantity,
    item: dealsById.get(id) ?? null,
  }));
  return { productRows, dealRows };
}

export function toDeliverySettings(dto: DeliverySettingsDto): DeliverySettings {
  return { mode: 'fixed', fixedCharge: rupeesToPaisa(dto.fixedCharge), freeDeliveryAbove: rupeesToPaisa(dto.freeDeliveryAbove) };
}

/** docs/product.md §2 Cart: what a line that can no longer be bought as it is says, verbatim. */
export const cartLineMessages = {
  outOfStock: 'Out of stock',
  onlyLeft: (left: number) => `Only ${left} left`,
  unavailable: 'No longer available',
  dealEnded: 'Deal ended',
  needsAttention: 'Some items in your cart need your attention',
  remove: 'Remove',
  changeTo: (quantity: number) => `Change to ${quantity}`,
} as const;

export type LineProblemReason = 'out-of-stock' | 'only-left' | 'unavailable' | 'deal-ended';

/** The one-tap fix of a line: set its quantity (0 removes it), named as the button says. */
export interface LineFix {
  quantity: number;
  label: string;
}

export type LineStatus = { ok: true; available: number } | { ok: false; reason: LineProblemReason; message: string; fix: LineFix; available: number };

const removeFix: LineFix = { quantity: 0, label: cartLineMessages.remove };

/** Stock counts shown as whole units; a missing or nonsense count is none. */
function wholeUnits(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

/**
 * docs/product.md §2 Cart, the line's live availability from the products and deals the page fetched:
 * a product missing from the answer is no longer sold (deleted or unpublished), a deal missing from the
 * live list or past its end has ended; none left is 'Out of stock'; fewer left than the line holds is
 * 'Only N left' with the fix of changing to N. A deal's `quantity` is already bounded by its products
 * (decision 010), so the cart says what the deal page shows.
 */
export function lineStatus(row: CartRow, now: Date): LineStatus {
  if (row.item === null) {
    return row.kind === 'product'
      ? { ok: false, reason: 'unavailable', message: cartLineMessages.unavailable, fix: removeFix, available: 0 }
      : { ok: false, reason: 'deal-ended', message: cartLineMessages.dealEnded, fix: removeFix, available: 0 };
  }
  if (row.kind === 'deal') {
    const deal = row.item;
    const live = isDealLive(dealWindow(deal), now);
    if (!live) return { ok: false, reason: 'deal-ended', message: cartLineMessages.dealEnded, fix: removeFix, available: 0 };
  }
  const available = wholeUnits(row.item.quantity);
  if (available === 0) return { ok: false, reason: 'out-of-stock', message: cartLineMessages.outOfStock, fix: removeFix, available };
  if (row.quantity > available) {
    return {
      ok: false,
      reason: 'only-left',
      message: cartLineMessages.onlyLeft(available),
      fix: { quantity: available, label: cartLineMessages.changeTo(available) },
      available,
    };
  }
  return { ok: true, available };
}

/** Whether any line must be fixed before checkout (the cart page's disabled button, the place order page's check). */
export function cartNeedsAttention(rows: readonly CartRow[], now: Date): boolean {
  return rows.some((row) => !lineStatus(row, now).ok);
}

// Used while the real settings are unknown; the page then hides every delivery figure.
const noDelivery: DeliverySettings = { mode: 'fixed', fixedCharge: paisa(0), freeDeliveryAbove: paisa(0) };

/**
 * docs/product.md §9 totals of the lines that can be bought as they are. A line no longer sold, out of
 * stock, of an ended deal or holding more than is left is left out until it is fixed; with `settings`
 * null the delivery figures are placeholders the caller must not show.
 */
export function rowsTotals(rows: readonly CartRow[], settings: DeliverySettingsDto | null, now: Date = new Date()): CartTotals {
  const lines: CartLine[] = [];
  for (const row of rows) {
    const price = rowPrice(row);
    if (price && lineStatus(row, now).ok) lines.push({ ...price, quantity: row.quantity });
  }
  return cartTotals(lines, settings ? toDeliverySettings(settings) : noDelivery);
}
