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
 * docs/product.md §9: a deal's total (dealTotal), the price of what it holds: each product's price, not
 * its discount, times its units per deal. The server stores it; the owner's editor previews it.
 */
export function dealTotal(items: readonly { price: Paisa; units: number }[]): Paisa {
  return paisa(items.reduce((total, item) => total + item.price * item.units, 0));
}

/** docs/product.md §9: dealTotal minus the price the deal sells at; never negative. */
export function dealSavingsPerUnit({ finalPrice, total }: { finalPrice?: Paisa | null; total: Paisa }): Paisa {
  return paisa(Math.max(0, total - dealUnitPrice({ finalPrice, total })));
}

/** docs/product.md §9: the whole percent off, shown only when there is a real discount below the price. */
export function percentOffLabel(price: number, discountPrice: number | null | undefined): number | null {
  if (discountPrice == null || !(discountPrice > 0) || !(discountPrice < price)) {
    return null;
  }
  return Math.round(((price - discountPrice) / price) * 100);
}
