/** The five main links of docs/product.md §2, shared by the header bar and the mobile side menu. */
export const mainLinks = [
  { to: '/', label: 'HOME', end: true },
  { to: '/collection', label: 'COLLECTION', end: false },
  { to: '/about', label: 'ABOUT', end: false },
  { to: '/blog', label: 'BLOG', end: false },
  { to: '/contact', label: 'CONTACT', end: false },
] as const;

/** docs/product.md §2: the search bar belongs to any path containing 'collection'. */
export function isCollectionPath(pathname: string): boolean {
  return pathname.includes('collection');
}

/** The collection's URL parameter that holds the shopper's search (docs/product.md §2 Search bar). */
export const searchParam = 'search';

/** The search a location's query (`?…`) carries, '' when none. */
export function searchOf(query: string): string {
  return (new URLSearchParams(query).get(searchParam) ?? '').trim();
}

/** Navigation state that asks the layout to open the search bar on arrival. */
export interface OpenSearchState {
  openSearch: true;
}

export function wantsOpenSearch(state: unknown): state is OpenSearchState {
  return typeof state === 'object' && state !== null && (state as { openSearch?: unknown }).openSearch === true;
}
