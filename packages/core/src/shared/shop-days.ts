/**
 * docs/product.md §7: the shop's days. A bare day ('2026-11-27') in a report, the order list or the
 * CSV means that day on the shop's clock (SHOP_TIME_ZONE, Asia/Karachi unless set): from its local
 * midnight to the next one, whatever the server's or the phone's own zone. Plain Intl, so the
 * browser and the server read the same rule; correct across daylight saving (a day may last 23 or 25
 * hours, and where clocks jump at midnight the day starts when they land).
 */

const DAY_MS = 86_400_000;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How many shop days a report, a list or an export may span: two years. */
export const SHOP_DAYS_MAX = 731;

/** Whether the text is a bare day, 'YYYY-MM-DD', that names a real date. */
export function isShopDay(text: string): boolean {
  const match = dayPattern.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock in the zone at the instant, read as if it were UTC (milliseconds since 1970). */
function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
}

/** How far the zone's clocks are ahead of UTC at the instant, in milliseconds (whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClockAsUtc(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/** The shop's day at an instant: '2026-11-27' for 23:30 in Karachi on the 27th (18:30 UTC). */
export function shopDayOf(instant: Date, timeZone: string): string {
  return new Date(wallClockAsUtc(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The instant the shop's day begins: its local midnight (or, where clocks jump over midnight, where they land). */
export function shopDayStart(day: string, timeZone: string): Date {
  const wallMidnight = Date.parse(`${day}T00:00:00Z`);
  const before = offsetAt(wallMidnight, timeZone);
  const first = wallMidnight - before;
  const after = offsetAt(first, timeZone);
  const candidate = wallMidnight - after;
  if (wallClockAsUtc(candidate, timeZone) === wallMidnight) return new Date(candidate);
  // Midnight does not exist that day: the day begins the moment the clocks jump into it.
  return new Date(Math.max(first, candidate));
}

/** The instant the shop's day ends (exclusive): the next day's start. */
export function shopDayEnd(day: string, timeZone: string): Date {
  return shopDayStart(addDays(day, 1), timeZone);
}

/** The day `count` days after (or before) a day, on the calendar. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one day to another: 0 for the same day, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every day from `from` to `to`, both included (empty when reversed). */
export function daysFromTo(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Where a period given as a day or an instant starts: a bare day at the shop's midnight, an instant as it is. */
export function periodStart(text: string, timeZone: string): Date {
  return isShopDay(text) ? shopDayStart(text, timeZone) : new Date(text);
}

/** Where a period given as a day or an instant ends (exclusive): after the whole bare day, or just after the instant. */
export function periodEnd(text: string, timeZone: string): Date {
  return isShopDay(text) ? shopDayEnd(text, timeZone) : new Date(Date.parse(text) + 1);
}
