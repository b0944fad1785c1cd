export type DealWindow = {
  status: string;
  /** null or absent: no start limit. */
  startAt?: Date | null;
  /** null or absent: no end limit. */
  endAt?: Date | null;
};

/** A deal as the API sends it to the browser: its dates are ISO strings, null for no limit. */
export type DealDates = { status: string; dealStartDate?: string | null; dealEndDate?: string | null };

const PUBLISHED = 'published';

const MS_PER_SECOND = 1000;

function wholeSeconds(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_SECOND);
}

/** An API date, or null for no limit; an unreadable date stays an invalid Date so the deal hides. */
export function dealDate(value: string | null | undefined): Date | null {
  return value == null || value === '' ? null : new Date(value);
}

/** The window of a deal as the browser receives it. */
export function dealWindow({ status, dealStartDate, dealEndDate }: DealDates): DealWindow {
  return { status, startAt: dealDate(dealStartDate), endAt: dealDate(dealEndDate) };
}

/** Where a deal stands: not published, waiting for its start, on the shop, or over. */
export type DealPhase = 'draft' | 'upcoming' | 'live' | 'ended';

/**
 * docs/product.md §4 "Deal visibility", the one rule the server, the storefront and the console
 * share: a published deal is live within [startAt, endAt), compared at whole seconds so it appears
 * and disappears on the exact second its dates name, whatever the milliseconds of the clock. An
 * unreadable date hides the deal rather than showing it forever, so it counts as ended; so does a
 * window whose end has passed before its start came.
 */
export function dealPhase({ status, startAt, endAt }: DealWindow, now: Date): DealPhase {
  if (status !== PUBLISHED) return 'draft';
  const nowSecond = wholeSeconds(now);
  if (Number.isNaN(nowSecond)) return 'ended';
  if (endAt != null) {
    const endSecond = wholeSeconds(endAt);
    if (Number.isNaN(endSecond) || nowSecond >= endSecond) return 'ended';
  }
  if (startAt != null) {
    const startSecond = wholeSeconds(startAt);
    if (Number.isNaN(startSecond)) return 'ended';
    if (nowSecond < startSecond) return 'upcoming';
  }
  return 'live';
}

/** Whether shoppers may see and buy the deal (dealPhase's 'live'). */
export function isDealLive(deal: DealWindow, now: Date): boolean {
  return dealPhase(deal, now) === 'live';
}

/**
 * Milliseconds from `now` until dealPhase's answer changes (an upcoming deal starts, a live one
 * ends), at the whole second the change happens; null when it never will.
 */
export function msUntilPhaseChange(deal: DealWindow, now: Date): number | null {
  const phase = dealPhase(deal, now);
  const next = phase === 'upcoming' ? deal.startAt : phase === 'live' ? deal.endAt : null;
  if (next == null) return null;
  return Math.max(0, wholeSeconds(next) * MS_PER_SECOND - now.getTime());
}

/** docs/product.md §3: a deal type is either a plain string or an object with a name and slug. */
export type DealTypeValue = string | { slug?: string | null; name?: string | null; _id?: string | null };

/** docs/product.md §9 deal type badges, keyed by slug. */
export const dealTypeLabels: Readonly<Record<string, string>> = {
  flash_sale: 'Flash Sale',
  seasonal: 'Seasonal',
  clearance: 'Clearance',
  bundle: 'Bundle',
  featured: 'Featured',
  buyonegetone: 'BOGO',
  daily_deal: 'Daily Deal',
  weekly_special: 'Weekly Special',
};

function slugify(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The slug of either form of deal type; an object without a slug is slugged from its name. */
export function dealTypeSlug(dealType: DealTypeValue | null | undefined): string {
  if (dealType == null) return '';
  if (typeof dealType === 'string') return dealType.trim();
  const slug = dealType.slug?.trim();
  if (slug) return slug;
  return slugify(dealType.name ?? '');
}

/** docs/product.md §9 badge text: the known label, else the type's own name. */
export function dealTypeLabel(dealType: DealTypeValue | null | undefined): string {
  const slug = dealTypeSlug(dealType);
  const known = dealTypeLabels[slug] ?? dealTypeLabels[slug.toLowerCase()];
  if (known) return known;
  if (dealType != null && typeof dealType === 'object') {
    return dealType.name?.trim() || slug;
  }
  return slug;
}

/** Flash sales carry a live countdown (docs/product.md §2 hot deals, deal detail). */
export function isFlashSale(dealType: DealTypeValue | null | undefined): boolean {
  return dealTypeSlug(dealType).toLowerCase() === 'flash_sale';
}
