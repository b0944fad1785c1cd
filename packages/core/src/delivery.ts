export type DeliverySettings = {
  mode: 'fixed';
  fixedCharge: number;
  /** 0 means there is no free-delivery threshold. */
  freeDeliveryAbove: number;
};

function hasFreeDeliveryThreshold(settings: DeliverySettings): boolean {
  return settings.freeDeliveryAbove > 0;
}

/** docs/product.md §9: free when a threshold is set and reached, otherwise the fixed charge (or 0). */
export function deliveryCharge(subtotal: number, settings: DeliverySettings): number {
  if (hasFreeDeliveryThreshold(settings) && subtotal >= settings.freeDeliveryAbove) {
    return 0;
  }
  return settings.fixedCharge > 0 ? settings.fixedCharge : 0;
}

/** How much more the shopper must spend for free delivery; null when there is nothing to reach. */
export function amountLeftForFreeDelivery(subtotal: number, settings: DeliverySettings): number | null {
  if (!hasFreeDeliveryThreshold(settings) || subtotal >= settings.freeDeliveryAbove) {
    return null;
  }
  return settings.freeDeliveryAbove - subtotal;
}
