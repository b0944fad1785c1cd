/**
 * The shop keeps Pakistan time (UTC+05:00 all year: no daylight saving), wherever the owner's
 * phone thinks it is. "Today" and "this week" are counted from midnight there.
 */
const SHOP_OFFSET_MS = 5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function shopMidnight(shopDate: Date): string {
  return `${shopDate.toISOString().slice(0, 10)}T00:00:00+05:00`;
}

/** Midnight of the shop's current day, as an instant the report calls take. */
export function shopDayStart(now: Date): string {
  return shopMidnight(new Date(now.getTime() + SHOP_OFFSET_MS));
}

/** Midnight of the Monday that began the shop's current week. */
export function shopWeekStart(now: Date): string {
  const shopNow = new Date(now.getTime() + SHOP_OFFSET_MS);
  const daysSinceMonday = (shopNow.getUTCDay() + 6) % 7;
  return shopMidnight(new Date(shopNow.getTime() - daysSinceMonday * DAY_MS));
}

const dateTime = new Intl.DateTimeFormat('en-PK', { timeZone: 'Asia/Karachi', dateStyle: 'medium', timeStyle: 'short' });

/** '24-Nov-2026, 3:05 pm' in the shop's time, whatever the device's own time zone. */
export function formatShopDateTime(at: string | Date): string {
  const date = new Date(at);
  if (!Number.isNaN(date.getTime())) return dateTime.format(date);
  return typeof at === 'string' ? at : '';
}
