import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error';
import { NotFoundPage } from './not-found-page';

// Each page is its own chunk, fetched by the router before it navigates, so pages keep named
// exports and need no default export for React.lazy.
const productPage = () => import('./pages/product-page').then((m) => ({ Component: m.ProductPage }));

/** Every route of SPEC §2, under the one layout. Exported so tests can mount them in a memory router. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // A pathless group: a failing page shows its error inside the layout, header and footer intact.
        ErrorBoundary: PageErrorBoundary,
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
          {
            path: 'collection',
            lazy: () => import('../features/catalog/pages/collection-page').then((m) => ({ Component: m.CollectionPage })),
          },
          { path: 'collection/product/:productId', lazy: productPage },
          { path: 'product/:productId', lazy: productPage },
          { path: 'about', lazy: () => import('../features/content/pages/about-page').then((m) => ({ Component: m.AboutPage })) },
          {
            path: 'contact',
            lazy: () => import('../features/content/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
          },
          { path: 'deal/:dealId', lazy: () => import('./pages/deal-page').then((m) => ({ Component: m.DealPage })) },
          { path: 'login', lazy: () => import('../features/accounts/pages/login-page').then((m) => ({ Component: m.LoginPage })) },
          { path: 'cart', lazy: () => import('../features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })) },
          { path: 'blog', lazy: () => import('../features/journal/pages/blog-page').then((m) => ({ Component: m.BlogPage })) },
          {
            path: 'blog/:id',
            lazy: () => import('../features/journal/pages/blog-article-page').then((m) => ({ Component: m.BlogArticlePage })),
          },
          { path: 'orders', lazy: () => import('../features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage })) },
          {
            path: 'place-order',
            lazy: () => import('../features/orders/pages/place-order-page').then((m) => ({ Component: m.PlaceOrderPage })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
