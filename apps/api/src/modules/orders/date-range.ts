import { SHOP_DAYS_MAX, daysBetween, periodEnd, periodStart, shopDayOf } from '@shop/core/shared/shop-days';
import { invalidField } from '../../lib/http-errors';

const DAY_MS = 86_400_000;

/** A period: from inclusive, to exclusive. */
export interface Period {
  from: Date;
  to: Date;
}

/** A bare day means the whole of that day on the shop's clock (core/shared/shop-days.ts); a date and time is taken as it is. */
export function rangeStart(text: string, timeZone: string): Date {
  return periodStart(text, timeZone);
}
export function rangeEnd(text: string, timeZone: string): Date {
  return periodEnd(text, timeZone);
}

/**
 * docs/product.md §7: the period a report or an export asks for, `from` and `to` as days (the shop's)
 * or instants; without `to` it runs to now, without `from` `defaultDays` before its end. Refused with
 * 400 naming the field, before anything is read: a `from` after `to`, and a period over two years
 * (more than SHOP_DAYS_MAX of the shop's days).
 */
export function askedPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string, defaultDays: number): Period {
  const to = query.to ? rangeEnd(query.to, timeZone) : now;
  const from = query.from ? rangeStart(query.from, timeZone) : new Date(to.getTime() - defaultDays * DAY_MS);
  if (from.getTime() >= to.getTime()) {
    throw invalidField(query.to ? 'to' : 'from', query.to ? 'to must not be before from' : 'from must be before now, or give to as well');
  }
  if (daysBetween(shopDayOf(from, timeZone), shopDayOf(new Date(to.getTime() - 1), timeZone)) + 1 > SHOP_DAYS_MAX) {
    throw invalidField('from', `from must be at most ${SHOP_DAYS_MAX} days (two years) before ${query.to ? 'to' : 'now'}`);
  }
  return { from, to };
}
