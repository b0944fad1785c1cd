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

type PageRoute = keyof typeof pageRouteModules;
export const pageRoutes = Object.keys(pageRouteModules) as PageRoute[];

const matchers = pageRoutes.map((route) => ({
  route,
  pattern: new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

export function isPageRoute(pathname: string): boolean {
  return matchers.some(({ pattern }) => pattern.test(pathname));
}

/** The web app's module (a key of the build manifest) that renders this page; undefined for no page. */
export function pageModuleFor(pathname: string): string | undefined {
  const found = matchers.find(({ pattern }) => pattern.test(pathname));
  return found && pageRouteModules[found.route];
}
