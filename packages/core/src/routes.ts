/**
 * Every page of SPEC §2, with the web app's module that renders it (apps/web/src/app/router.tsx
 * loads each lazily), so that the server answers a deep link with the app and an unknown path with
 * 404, and tells the browser which of the build's scripts the page needs (modulepreload).
 */
export const pageRouteModules = {
  '/': 'src/app/pages/home-page.tsx',
  '/collection': 'src/features/catalog/pages/collection-page.tsx',
  '/about': 'src/features/content/pages/about-page.tsx',
  '/contact': 'src/features/content/pages/contact-page.tsx',
  '/product/:productId': 'src/app/pages/product-page.tsx',
  '/collection/product/:productId': 'src/app/pages/product-page.tsx',
  '/deal/:dealId': 'src/app/pages/deal-page.tsx',
  '/login': 'src/features/accounts/pages/login-page.tsx',
  '/cart': 'src/features/cart/pages/cart-page.tsx',
  '/blog': 'src/features/journal/pages/blog-page.tsx',
  '/blog/:id': 'src/features/journal/pages/blog-article-page.tsx',
  '/orders': 'src/features/orders/pages/orders-page.tsx',
  '/place-order': 'src/features/orders/pages/place-order-page.tsx',
} as const;

export type PageRoute = keyof typeof pageRouteModules;
export const pageRoutes = Object.keys(pageRouteModules) as PageRoute[];

/** A page and the parts of its path named in the route (':productId' → params.productId), decoded. */
export interface PageMatch {
  route: PageRoute;
  params: Record<string, string>;
}

const matchers = pageRoutes.map((route) => ({
  route,
  names: [...route.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!),
  pattern: new RegExp(`^${route.replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`),
}));

/** A malformed escape (%E0) is kept as it is: no product or post has such an id, so the page is not found. */
function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The page this path shows (a trailing slash allowed), or undefined for none. */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const { route, names, pattern } of matchers) {
    const found = pattern.exec(pathname);
    if (found) return { route, params: Object.fromEntries(names.map((name, index) => [name, decodePathPart(found[index + 1]!)])) };
  }
  return undefined;
}

export function isPageRoute(pathname: string): boolean {
  return matchPage(pathname) !== undefined;
}

/** The web app's module (a key of the build manifest) that renders this page; undefined for no page. */
export function pageModuleFor(pathname: string): string | undefined {
  const page = matchPage(pathname);
  return page && pageRouteModules[page.route];
}
