import type { OperatingHours, Store, Weekday } from '@shop/core/business/business-details';
import { weekdayLabels, weekdays } from '@shop/core/business/business-details';
import { resolvedWeek, shopTimeZoneOr, storeOpenState, storeStatusText, wallClockIn, type StoreStatusText } from '@shop/core/business/store-hours';

/** docs/product.md §9: the embedded map's default zoom. */
const storeMapZoom = 17;

export const storeTypeLabels: Record<Store['storeType'], string> = {
  retail: 'Retail store',
  warehouse: 'Warehouse',
  other: 'Store',
};

export interface DayLine {
  day: Weekday;
  label: string;
  /** '11:00 AM – 9:00 PM' or 'Closed'. */
  hours: string;
  closed: boolean;
}

const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** '09:00' → '9:00 AM', '21:30' → '9:30 PM'. */
export function formatClock(time: string): string {
  const match = clock.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}

/**
 * Monday to Sunday for a store card. A day that is missing or unreadable takes docs/product.md §9's
 * fallback (09:00-18:00 Monday to Saturday, Sunday closed), so a half-filled record still shows a full week.
 */
export function weeklyHours(hours: Partial<OperatingHours> | undefined): DayLine[] {
  const week = resolvedWeek(hours);
  return weekdays.map((day) => {
    const use = week[day];
    return {
      day,
      label: weekdayLabels[day],
      hours: use.closed ? 'Closed' : `${formatClock(use.open)} – ${formatClock(use.close)}`,
      closed: use.closed,
    };
  });
}

/** The weekday on the shop's clock (`timeZone`, Asia/Karachi by default) at `now`, wherever the shopper is. */
export function todayAtStores(now: Date, timeZone: string | undefined): Weekday {
  return wallClockIn(now, shopTimeZoneOr(timeZone)).day;
}

/**
 * docs/product.md §4 Stores: 'Open Now' or 'Closed' from the store's weekly hours on the shop's clock, with
 * 'Closes at 21:00' / 'Opens at 10:00' / 'Opens Monday at 10:00'; a store not active is always 'Closed'.
 */
export function storeStatus(store: Pick<Store, 'status' | 'operatingHours'>, now: Date, timeZone: string | undefined): StoreStatusText {
  return storeStatusText(storeOpenState(store, now, shopTimeZoneOr(timeZone)));
}

export function storeAddress(store: Store): string {
  const { street, city, state, zipCode } = store.location.address;
  const region = [state, zipCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [street, city, region]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The keyless Google Maps embed for an address; our CSP allows frames from maps.google.com. */
export function storeMapUrl(address: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=${storeMapZoom}&output=embed`;
}

/** A maps link the owner saved, if it is a web address; anything else is not offered as a link. */
export function directionsHref(link: string): string | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
