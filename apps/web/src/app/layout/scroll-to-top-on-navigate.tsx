import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at its top (docs/product.md §2: a product card click scrolls to the top). Keyed on the
 * pathname only, so rewriting the query string (the search bar, filters) keeps the shopper's place.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
