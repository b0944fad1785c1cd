import { useCallback, useId, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Toasts } from '../../components/ui/toasts';
import { useLoadingFlag } from '../../lib/loading-flags';
import { Footer } from './footer';
import { Header } from './header';
import { LoadingOverlay } from './loading-overlay';
import { isCollectionPath, wantsOpenSearch } from './nav-links';
import { ScrollToTopButton } from './scroll-to-top-button';
import { ScrollToTopOnNavigate } from './scroll-to-top-on-navigate';
import { SearchBar } from './search-bar';
import { useSiteMeta } from './use-site-meta';

export const mainContentId = 'main-content';

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
  const [searchOpen, setSearchOpen] = useState(() => wantsOpenSearch(location.state));

  // docs/product.md §2: the search bar hides on every route change, except when the header's search icon
  // itself brought the shopper to the collection. Adjusted while rendering so it never flashes.
  const [searchPath, setSearchPath] = useState(location.pathname);
  if (searchPath !== location.pathname) {
    setSearchPath(location.pathname);
    setSearchOpen(wantsOpenSearch(location.state));
  }

  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  useSiteMeta();
  // A page's code is fetched on first visit; on a slow line the shopper sees the spinner, not nothing.
  useLoadingFlag('general', navigation.state === 'loading');

  const showSearch = searchOpen && isCollectionPath(location.pathname);

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
      <Header searchOpen={showSearch} onSearchToggle={() => setSearchOpen((open) => !open)} searchButtonRef={searchButtonRef} searchBarId={searchBarId} />
      {showSearch ? <SearchBar key={location.pathname} id={searchBarId} onClose={closeSearch} /> : null}
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
