/** Every page of SPEC §2, so that the server answers a deep link with the app and an unknown path with 404. */
export const pageRoutes = [
  '/',
  '/collection',
  '/about',
  '/contact',
  '/product/:productId',
  '/collection/product/:productId',
  '/deal/:dealId',
  '/login',
  '/cart',
  '/blog',
  '/blog/:id',
  '/orders',
  '/place-order',
] as const;

const matchers = pageRoutes.map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

export function isPageRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
