import { formatMoney, paisa, type Paisa } from '../shared/money';

export type DeliverySettings = {
  mode: 'fixed';
  fixedCharge: Paisa;
  /** 0 means there is no free-delivery threshold. */
  freeDeliveryAbove: Paisa;
};

function hasFreeDeliveryThreshold(settings: DeliverySettings): boolean {
  return settings.freeDeliveryAbove > 0;
}

/** docs/product.md §9: free when a threshold is set and reached, otherwise the fixed charge (or 0). */
export function deliveryCharge(subtotal: Paisa, settings: DeliverySettings): Paisa {
  if (hasFreeDeliveryThreshold(settings) && subtotal >= settings.freeDeliveryAbove) {
    return paisa(0);
  }
  return settings.fixedCharge > 0 ? settings.fixedCharge : paisa(0);
}

/** How much more the shopper must spend for free delivery; null when there is nothing to reach. */
export function amountLeftForFreeDelivery(subtotal: Paisa, settings: DeliverySettings): Paisa | null {
  if (!hasFreeDeliveryThreshold(settings) || subtotal >= settings.freeDeliveryAbove) {
    return null;
  }
  return paisa(settings.freeDeliveryAbove - subtotal);
}

/**
 * docs/product.md §2 Home: what delivery costs, as the storefront promises it, from the owner's own
 * settings: the free-delivery threshold when there is one, else the charge every order pays.
 */
export function deliveryPromise(settings: DeliverySettings): string {
  if (hasFreeDeliveryThreshold(settings)) return `Free delivery on orders of ${formatMoney(settings.freeDeliveryAbove)} or more`;
  return settings.fixedCharge > 0 ? `Delivery ${formatMoney(settings.fixedCharge)} on every order` : 'Free delivery on every order';
}

/** The delivery time the shop promises, in working days after an order is confirmed (docs/product.md §3 Delivery settings). */
export interface DeliveryDays {
  min: number;
  max: number;
}

export const defaultDeliveryDays: DeliveryDays = { min: 3, max: 5 };
/** The longest delivery time the owner may promise. */
export const MAX_DELIVERY_DAYS = 30;

/** The confirmation page's sentence: '3–5 working days', '2 working days', '1 working day'. */
export function deliveryTimePromise(days: DeliveryDays): string {
  const span = days.min === days.max ? String(days.min) : `${days.min}–${days.max}`;
  return `Delivery usually takes ${span} working ${days.max === 1 ? 'day' : 'days'} across Pakistan, after your order is confirmed.`;
}

/** A courier the shop ships with, and its tracking page for a parcel: `{tracking}` stands for the tracking number. */
export interface Courier {
  name: string;
  trackingUrlTemplate: string | null;
}

/** The couriers most Pakistani shops use (docs/product.md §3 Delivery settings); the owner may add, remove and give links. */
export const defaultCouriers: readonly Courier[] = ['TCS', 'Leopards', 'PostEx', 'Trax', 'M&P', 'Call Courier', 'BlueEX', 'Pakistan Post', 'Other'].map(
  (name) => ({ name, trackingUrlTemplate: null }),
);

export const TRACKING_PLACEHOLDER = '{tracking}';

/** The courier of that name, ignoring case and spaces around it: 'tcs' ships with TCS. */
export function findCourier(couriers: readonly Courier[], name: string): Courier | undefined {
  const wanted = name.trim().toLowerCase();
  return couriers.find((courier) => courier.name.toLowerCase() === wanted);
}

/** The parcel's tracking page, when its courier has a link template; the number is URL-encoded into it. */
export function trackingUrl(couriers: readonly Courier[], courierName: string | null, trackingNumber: string | null): string | null {
  if (!courierName || !trackingNumber) return null;
  const template = findCourier(couriers, courierName)?.trackingUrlTemplate;
  return template ? template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber)) : null;
}
