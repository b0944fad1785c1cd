import { formatShopDateTime } from '../../../lib/shop-time';

/** '1 Dec 2026, 9:00 am – 31 Dec 2026, 11:59 pm' in shop time; an open end says so. */
export function dealWindowText(start: string | null, end: string | null): string {
  if (start === null && end === null) return 'Always on';
  if (end === null) return `From ${formatShopDateTime(start!)}`;
  if (start === null) return `Until ${formatShopDateTime(end)}`;
  return `${formatShopDateTime(start)} – ${formatShopDateTime(end)}`;
}
