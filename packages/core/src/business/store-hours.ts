import type { DayHours, OperatingHours, Store } from './business-details';
import { fallbackOperatingHours, weekdayLabels, weekdays, type Weekday } from './business-details';

/** docs/product.md §9: the shop's clock when SHOP_TIME_ZONE is not set. Pakistan keeps no daylight saving. */
export const defaultShopTimeZone = 'Asia/Karachi';

const MINUTES_PER_DAY = 24 * 60;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;
// An IANA name ('Asia/Karachi', 'UTC', 'Etc/GMT-5'), not an offset such as '+05:00' that some browsers refuse.
const zoneName = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether every browser and Node can read the time in this zone. */
export function isTimeZone(name: string): boolean {
  if (!zoneName.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zone to read store hours in: the one given when usable, else Asia/Karachi. */
export function shopTimeZoneOr(name: string | undefined): string {
  return name && isTimeZone(name) ? name : defaultShopTimeZone;
}

function isUsable(hours: DayHours | undefined): hours is DayHours {
  return hours !== undefined && (hours.closed || (clock.test(hours.open) && clock.test(hours.close)));
}

/**
 * Monday to Sunday as the shop keeps them. A day that is missing or unreadable takes docs/product.md §9's
 * fallback (09:00-18:00 Monday to Saturday, Sunday closed), so a half-filled record still makes a full week.
 */
export function resolvedWeek(hours: Partial<OperatingHours> | undefined): Record<Weekday, DayHours> {
  const week = {} as Record<Weekday, DayHours>;
  for (const day of weekdays) {
    const given = hours?.[day];
    week[day] = isUsable(given) ? given : fallbackOperatingHours[day];
  }
  return week;
}

export interface WallClock {
  day: Weekday;
  /** Minutes since midnight, 0 to 1439. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and time of day that clocks show in `timeZone` at `now`. */
export function wallClockIn(now: Date, timeZone: string): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  const name = String(parts.weekday).toLowerCase();
  const day = (weekdays as readonly string[]).includes(name) ? (name as Weekday) : weekdays[(now.getUTCDay() + 6) % 7]!;
  return { day, minute: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/** '09:05' from 545. */
function clockText(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;
}

export interface StoreMoment {
  day: Weekday;
  /** 24-hour 'HH:MM' at the store. */
  time: string;
  /** Later on the store's current day (not tomorrow, not a week on). */
  today: boolean;
  /** Minutes from now. */
  inMinutes: number;
}

export type StoreOpenState =
  /** `closesAt` null: open around the clock. */
  | { open: true; closesAt: StoreMoment | null }
  /** `opensAt` null: not active, or no open day in the week. */
  | { open: false; opensAt: StoreMoment | null };

interface Period {
  start: number;
  end: number;
}

/**
 * The week's opening periods in minutes from Monday 00:00, one week either side so that a Sunday night
 * running past midnight covers Monday morning. A close at or before the opening time runs into the next
 * day ('18:00'-'02:00'); a close equal to the opening time means open 24 hours.
 */
function periodsOf(hours: Partial<OperatingHours> | undefined): Period[] {
  const week = resolvedWeek(hours);
  const periods: Period[] = [];
  weekdays.forEach((day, index) => {
    const { open, close, closed } = week[day];
    if (closed) return;
    const start = minutesOf(open);
    const end = minutesOf(close) > start ? minutesOf(close) : minutesOf(close) + MINUTES_PER_DAY;
    for (const shift of [-MINUTES_PER_WEEK, 0, MINUTES_PER_WEEK, 2 * MINUTES_PER_WEEK]) {
      periods.push({ start: index * MINUTES_PER_DAY + start + shift, end: index * MINUTES_PER_DAY + end + shift });
    }
  });
  return periods.sort((a, b) => a.start - b.start);
}

function momentAt(weekMinute: number, now: number): StoreMoment {
  const dayNumber = Math.floor(weekMinute / MINUTES_PER_DAY);
  return {
    day: weekdays[((dayNumber % 7) + 7) % 7]!,
    time: clockText(((weekMinute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY),
    today: dayNumber === Math.floor(now / MINUTES_PER_DAY),
    inMinutes: weekMinute - now,
  };
}

/**
 * docs/product.md §4 Stores: open or closed by the store's weekly hours read on the shop's clock
 * (`timeZone`), with when that changes next. A store whose status is not 'active' is always closed.
 */
export function storeOpenState(store: Pick<Store, 'status' | 'operatingHours'>, now: Date, timeZone: string): StoreOpenState {
  if (store.status !== 'active') return { open: false, opensAt: null };
  const periods = periodsOf(store.operatingHours);
  const wall = wallClockIn(now, shopTimeZoneOr(timeZone));
  const current = weekdays.indexOf(wall.day) * MINUTES_PER_DAY + wall.minute;

  const containing = periods.find((period) => period.start <= current && current < period.end);
  if (containing) {
    // Periods that touch or overlap (Sunday 10:00-02:00, Monday 00:00-…) make one stretch.
    let end = containing.end;
    for (let next = periods.find((p) => p.start <= end && p.end > end); next; next = periods.find((p) => p.start <= end && p.end > end)) {
      end = next.end;
      if (end - current >= MINUTES_PER_WEEK) return { open: true, closesAt: null };
    }
    return { open: true, closesAt: momentAt(end, current) };
  }
  const next = periods.find((period) => period.start > current);
  return { open: false, opensAt: next ? momentAt(next.start, current) : null };
}

export interface StoreStatusText {
  label: 'Open Now' | 'Closed';
  /** 'Closes at 21:00', 'Opens at 10:00', 'Opens Monday at 10:00', 'Open 24 hours'; null when nothing is known. */
  hint: string | null;
}

/**
 * docs/product.md §4 Stores: the words of a store card's status. Times are the store's 24-hour clock;
 * an opening later today reads 'Opens at 10:00', on another day 'Opens Monday at 10:00' (a weekday
 * rather than 'tomorrow', which is ambiguous just after midnight).
 */
export function storeStatusText(state: StoreOpenState): StoreStatusText {
  if (state.open) {
    const { closesAt } = state;
    if (!closesAt) return { label: 'Open Now', hint: 'Open 24 hours' };
    const when = closesAt.inMinutes < MINUTES_PER_DAY ? '' : `${weekdayLabels[closesAt.day]} `;
    return { label: 'Open Now', hint: `Closes ${when}at ${closesAt.time}` };
  }
  const { opensAt } = state;
  if (!opensAt) return { label: 'Closed', hint: null };
  return { label: 'Closed', hint: opensAt.today ? `Opens at ${opensAt.time}` : `Opens ${weekdayLabels[opensAt.day]} at ${opensAt.time}` };
}
