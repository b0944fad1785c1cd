import { paisa, type Paisa } from '../shared/money';

/** docs/product.md §3 and §9: discountPrice is the final price when above 0. */
export function productUnitPrice<Amount extends number>({ price, discountPrice }: { price: Amount; discountPrice?: Amount | null }): Amount {
  return discountPrice != null && discountPrice > 0 ? discountPrice : price;
}

/** docs/product.md §9: a deal sells at dealFinalPrice when above 0, else at its original total. */
export function dealUnitPrice<Amount extends number>({ finalPrice, total }: { finalPrice?: Amount | null; total: Amount }): Amount {
  return finalPrice != null && finalPrice > 0 ? finalPrice : total;
}

/**
 * docs/product.md §3 and §9: a deal's total (dealTotal), what its products sell for today: each one's
 * unit price (its discount price when above 0) times its units per deal. Computed whenever a deal is
 * read, never stored, so a product's new price or discount shows in every deal that holds it.
 */
export function dealTotal(items: readonly { price: Paisa; discountPrice?: Paisa | null; units: number }[]): Paisa {
  return paisa(items.reduce((total, item) => total + productUnitPrice(item) * item.units, 0));
}

/**
 * docs/product.md §9: what one deal saves against its total (dealSavings), never negative, and that as
 * a whole percent of the total: what the shop, the console and the page's JSON-LD all say.
 */
export function dealSavings({ finalPrice, total }: { finalPrice?: Paisa | null; total: Paisa }): { amount: Paisa; percent: number } {
  const amount = paisa(Math.max(0, total - dealUnitPrice({ finalPrice, total })));
  return { amount, percent: total > 0 ? Math.round((amount / total) * 100) : 0 };
}

/** docs/product.md §9: the whole percent off, shown only when there is a real discount below the price. */
export function percentOffLabel(price: number, discountPrice: number | null | undefined): number | null {
  if (discountPrice == null || !(discountPrice > 0) || !(discountPrice < price)) {
    return null;
  }
  return Math.round(((price - discountPrice) / price) * 100);
}
