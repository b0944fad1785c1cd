import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation, type Location } from 'react-router';
import { Toasts } from '../../components/ui/toasts';
import { useLoadingFlag } from '../../lib/loading-flags';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay } from './loading-overlay';
import { isCollectionPath, searchOf, wantsOpenSearch } from './nav-links';
import { ScrollToTopButton } from './scroll-to-top-button';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';
import { SearchBarFrame } from './search-bar-frame';
import { useSiteMeta } from './use-site-meta';

export const mainContentId = 'main-content';

// The search bar and its suggestions load when first shown: most visits never open them, and every
// page's first load would otherwise carry them (decision 008).
const SearchBar = lazy(() => import('./search-bar').then((module) => ({ default: module.SearchBar })));

interface SearchBarState {
  open: boolean;
  /** Opened by the shopper (the icon), not by a link with a search in it. */
  focus: boolean;
}

/**
 * docs/product.md §2: arriving at a page hides the search bar, unless the header's search icon brought
 * the shopper there, or the collection's URL carries a search (a shared link), which the bar then shows.
 */
function searchBarOnArrival(location: Location): SearchBarState {
  const asked = wantsOpenSearch(location.state);
  return { open: asked || searchOf(location.search) !== '', focus: asked };
}

/**
 * Top right as docs/product.md §2 says, but below the header (h-16, sm:h-20): 'added to cart' must not cover the
 * cart button the shopper reaches for next, and a toast under the pointer would never close.
 */
const belowHeader = { desktop: { top: 88, right: 16 }, phone: { top: 72, right: 12, left: 12 } } as const;

/** The common layout of docs/product.md §2: toasts, navigation bar, search bar, the page, the footer. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const searchBarId = useId();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [searchBar, setSearchBar] = useState(() => searchBarOnArrival(location));

  // Adjusted while rendering, so the bar never flashes. A new page is an arrival; on the same page, a
  // search that appears in the URL (a suggestion chosen, the back button) opens the bar, and nothing closes
  // it but the shopper.
  const search = searchOf(location.search);
  const [seen, setSeen] = useState({ pathname: location.pathname, search });
  if (seen.pathname !== location.pathname || seen.search !== search) {
    setSeen({ pathname: location.pathname, search });
    if (seen.pathname !== location.pathname) setSearchBar(searchBarOnArrival(location));
    else if (search) setSearchBar((bar) => (bar.open ? bar : { open: true, focus: false }));
  }

  const closeSearch = useCallback(() => {
    setSearchBar({ open: false, focus: false });
    searchButtonRef.current?.focus();
  }, []);

  useSiteMeta();
  // A page's code is fetched on first visit; on a slow line the shopper sees the spinner, not nothing.
  useLoadingFlag('general', navigation.state === 'loading');

  const showSearch = searchBar.open && isCollectionPath(location.pathname);

  return (
    // No overflow clipping here: a clip would hide a too-wide element by cutting it off (and hide it
    // from the 375 px check in e2e/reach.spec.ts) instead of letting it be found and fixed.
    <div className="flex min-h-screen flex-col">
      <a
        href={`#${mainContentId}`}
        className="sr-only z-[70] rounded-md bg-leaf-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <Header
        searchOpen={showSearch}
        onSearchToggle={() => setSearchBar(({ open }) => ({ open: !open, focus: true }))}
        searchButtonRef={searchButtonRef}
        searchBarId={searchBarId}
      />
      {showSearch ? (
        <Suspense fallback={<SearchBarFrame id={searchBarId} />}>
          <SearchBar key={location.pathname} id={searchBarId} onClose={closeSearch} focusOnOpen={searchBar.focus} />
        </Suspense>
      ) : null}
      {/* At least a screen tall, so the footer does not start in view and jump down as the page fills in. */}
      <main id={mainContentId} tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTopButton />
      <LoadingOverlay />
      <Toasts offsets={belowHeader} />
    </div>
  );
}
