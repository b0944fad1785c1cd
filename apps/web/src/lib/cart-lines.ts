import type { DealDto, DeliverySettingsDto, ProductDto } from '@shop/core/api-types';
import { cartTotals, type CartLine, type CartTotals } from '@shop/core/cart';
import type { DeliverySettings } from '@shop/core/delivery';
import { rupeesToPaisa } from '@shop/core/money';
import { dealUnitPrice, productUnitPrice } from '@shop/core/prices';
import type { StoredCart } from './storage';

/** What one unit costs and what it would have cost undiscounted, in paisa. */
export interface LinePrice {
  unitPrice: number;
  originalUnitPrice: number;
}

/** A cart line joined with what the catalogue says about it; `item` is null when it is no longer sold. */
export type CartRow =
  { kind: 'product'; id: string; quantity: number; item: ProductDto | null } | { kind: 'deal'; id: string; quantity: number; item: DealDto | null };

/** docs/product.md §9 and DESIGN decision 2: the savings of a product are price − discountprice per unit. */
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

// Used while the real settings are unknown; the page then hides every delivery figure.
const noDelivery: DeliverySettings = { mode: 'fixed', fixedCharge: 0, freeDeliveryAbove: 0 };

/**
 * docs/product.md §9 totals of the lines that can still be bought. Lines no longer sold have no price and are
 * left out; with `settings` null the delivery figures are placeholders the caller must not show.
 */
export function rowsTotals(rows: readonly CartRow[], settings: DeliverySettingsDto | null): CartTotals {
  const lines: CartLine[] = [];
  for (const row of rows) {
    const price = rowPrice(row);
    if (price) lines.push({ ...price, quantity: row.quantity });
  }
  return cartTotals(lines, settings ? toDeliverySettings(settings) : noDelivery);
}
