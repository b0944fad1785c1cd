import type { DealPhase } from '@shop/core/deals/deal-visibility';

/** The console's tabs of deals, one per phase, in the order it shows them. */
export const dealStates = ['live', 'upcoming', 'ended', 'draft'] as const satisfies readonly DealPhase[];

export const dealStateLabels: Record<DealPhase, string> = { live: 'Live', upcoming: 'Upcoming', ended: 'Ended', draft: 'Draft' };

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
