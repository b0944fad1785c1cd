export type DealWindow = {
  status: string;
  /** null or absent: no start limit. */
  startAt?: Date | null;
  /** null or absent: no end limit. */
  endAt?: Date | null;
};

const PUBLISHED = 'published';

function wholeSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/**
 * docs/product.md §4 "Deal visibility": published and now within [startAt, endAt), compared at whole
 * seconds so a deal appears and disappears on the exact second its dates name, whatever the
 * milliseconds of the clock. An unreadable date hides the deal rather than showing it forever.
 */
export function isDealLive({ status, startAt, endAt }: DealWindow, now: Date): boolean {
  if (status !== PUBLISHED) return false;
  const nowSecond = wholeSeconds(now);
  if (Number.isNaN(nowSecond)) return false;
  if (startAt != null) {
    const startSecond = wholeSeconds(startAt);
    if (Number.isNaN(startSecond) || nowSecond < startSecond) return false;
  }
  if (endAt != null) {
    const endSecond = wholeSeconds(endAt);
    if (Number.isNaN(endSecond) || nowSecond >= endSecond) return false;
  }
  return true;
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
