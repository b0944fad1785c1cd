import { SHOP_DAYS_MAX, addDays, daysBetween, periodEnd, periodStart, shopDayEnd, shopDayOf, shopDayStart } from '@shop/core/shared/shop-days';
import { invalidField } from '../../lib/http-errors';

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
 * or instants; without `to` it runs to the end of the shop's today (so what happens now is in it), without
 * `from` it covers the `defaultDays` shop days that end there. Refused with
 * 400 naming the field, before anything is read: a `from` after `to`, and a period over two years
 * (more than SHOP_DAYS_MAX of the shop's days).
 */
export function askedPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date, timeZone: string, defaultDays: number): Period {
  const to = query.to ? rangeEnd(query.to, timeZone) : shopDayEnd(shopDayOf(now, timeZone), timeZone);
  const lastDay = shopDayOf(new Date(to.getTime() - 1), timeZone);
  const from = query.from ? rangeStart(query.from, timeZone) : shopDayStart(addDays(lastDay, 1 - defaultDays), timeZone);
  if (from.getTime() >= to.getTime()) {
    throw invalidField(query.to ? 'to' : 'from', query.to ? 'to must not be before from' : 'from must not be after today');
  }
  if (daysBetween(shopDayOf(from, timeZone), lastDay) + 1 > SHOP_DAYS_MAX) {
    throw invalidField('from', `from must be at most ${SHOP_DAYS_MAX} days (two years) before ${query.to ? 'to' : 'today'}`);
  }
  return { from, to };
}
