import type { DayHours, OperatingHours, Store, Weekday } from '@shop/core/business-details';
import { fallbackOperatingHours, weekdayLabels, weekdays } from '@shop/core/business-details';

/** The stores are in Pakistan: 'today' on a store card is the day there, wherever the shopper is. */
const storeTimeZone = 'Asia/Karachi';
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

function isUsable(hours: DayHours | undefined): hours is DayHours {
  return Boolean(hours) && (hours!.closed || (clock.test(hours!.open) && clock.test(hours!.close)));
}

/** '09:00' → '9:00 AM', '21:30' → '9:30 PM'. */
export function formatClock(time: string): string {
  const match = clock.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}

/**
 * Monday to Sunday for a store card. A day that is missing or unreadable takes docs/product.md §9's fallback
 * (09:00-18:00 Monday to Saturday, Sunday closed), so a half-filled record still shows a full week.
 */
export function weeklyHours(hours: Partial<OperatingHours> | undefined): DayLine[] {
  return weekdays.map((day) => {
    const given = hours?.[day];
    const use = isUsable(given) ? given : fallbackOperatingHours[day];
    return {
      day,
      label: weekdayLabels[day],
      hours: use.closed ? 'Closed' : `${formatClock(use.open)} – ${formatClock(use.close)}`,
      closed: use.closed,
    };
  });
}

/** The weekday at the stores right now. */
export function todayAtStores(now: Date = new Date()): Weekday {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: storeTimeZone }).format(now).toLowerCase();
  return (weekdays as readonly string[]).includes(name) ? (name as Weekday) : weekdays[(now.getDay() + 6) % 7]!;
}

/** docs/product.md §4 Store status: active shows 'Open Now'; anything else 'Closed'. */
export function storeStatusLabel(status: Store['status']): 'Open Now' | 'Closed' {
  return status === 'active' ? 'Open Now' : 'Closed';
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
