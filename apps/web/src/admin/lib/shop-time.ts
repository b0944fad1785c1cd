import { shopTimeZoneOr } from '@shop/core/business/store-hours';
import { addDays, isShopDay, shopDayOf } from '@shop/core/shared/shop-days';
import { useBusinessDetails } from '../../features/business/api/get-business-details';

/**
 * The shop keeps its own clock (SHOP_TIME_ZONE on the server, Asia/Karachi unless set: UTC+05:00 all
 * year), wherever the owner's phone thinks it is. "Today" and "this week" are the shop's days, sent to
 * the server as bare days ('2026-11-24'), which it reads as that day on the same clock
 * (core/shared/shop-days.ts), so a count and the list it opens take the same orders.
 */

/** The shop's time zone, as the business details name it (Asia/Karachi until they are read). */
export function useShopTimeZone(): string {
  const { data } = useBusinessDetails();
  return shopTimeZoneOr(data?.timeZone);
}

/** The shop's current day, '2026-11-24'. */
export function shopToday(now: Date, timeZone?: string): string {
  return shopDayOf(now, shopTimeZoneOr(timeZone));
}

/** The Monday that began the shop's current week. */
export function shopWeekMonday(now: Date, timeZone?: string): string {
  const today = shopToday(now, timeZone);
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(today, -daysSinceMonday);
}

const dateTime = new Intl.DateTimeFormat('en-PK', { timeZone: 'Asia/Karachi', dateStyle: 'medium', timeStyle: 'short' });

/** '24-Nov-2026, 3:05 pm' in the shop's time, whatever the device's own time zone. */
export function formatShopDateTime(at: string | Date): string {
  const date = new Date(at);
  if (!Number.isNaN(date.getTime())) return dateTime.format(date);
  return typeof at === 'string' ? at : '';
}

const shopDateOnly = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Karachi', day: 'numeric', month: 'short', year: 'numeric' });

/** '12 Nov 2026': the shop's day an instant fell on, where the hour does not matter (a delivery, a payout). */
export function formatShopDate(at: string | Date): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? String(at) : shopDateOnly.format(date);
}

// A bare day is a calendar date: written as it is, in no zone.
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const dayWithoutYear = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', weekday: 'short' });

/** '28 Nov 2026' for a bare day; an instant in the shop's time ('28-Nov-2026, 9:00 am'). */
export function formatShopDay(dayOrInstant: string): string {
  if (isShopDay(dayOrInstant)) return dayFormat.format(new Date(`${dayOrInstant}T00:00:00Z`));
  return formatShopDateTime(dayOrInstant);
}

/** 'Sat 28 Nov' for a bare day: the chart's and the day table's label. */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

/** A period as the owner reads it: '28 Nov 2026', '1 Nov – 28 Nov 2026', 'from 1 Nov 2026', 'until 28 Nov 2026'. */
export function formatShopPeriod(from: string | undefined, to: string | undefined): string {
  if (from && to) {
    if (from === to) return formatShopDay(from);
    if (isShopDay(from) && isShopDay(to) && from.slice(0, 4) === to.slice(0, 4)) {
      return `${dayWithoutYear.format(new Date(`${from}T00:00:00Z`))} – ${formatShopDay(to)}`;
    }
    return `${formatShopDay(from)} – ${formatShopDay(to)}`;
  }
  if (from) return `from ${formatShopDay(from)}`;
  if (to) return `until ${formatShopDay(to)}`;
  return '';
}

/**
 * The shop keeps Pakistan time, UTC+05:00 all year. A datetime-local input has no zone, so the editor
 * shows and reads its value as the shop's wall clock, wherever the owner's phone thinks it is.
 */
const SHOP_OFFSET = '+05:00';
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000;

/** '2026-12-01T09:00' (shop time) for the instant an ISO string names; empty for no limit. */
export function toShopInputValue(iso: string | null): string {
  if (iso === null) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + SHOP_OFFSET_MS).toISOString().slice(0, 16);
}

/** The instant the owner typed in shop time, as the API takes it ('2026-12-01T09:00:00+05:00'); null when empty. */
export function fromShopInputValue(value: string): string | null {
  if (value === '') return null;
  return `${value.length === 16 ? `${value}:00` : value}${SHOP_OFFSET}`;
}
