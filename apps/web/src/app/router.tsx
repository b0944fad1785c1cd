import { consolePage, pageKeys, pathsOf, type PageKey } from '@shop/core/shared/routes';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { PageErrorBoundary, RootErrorBoundary } from './layout/route-error';
import { NotFoundPage } from './not-found-page';

// Each page is its own chunk, fetched by the router before it navigates, so pages keep named
// exports and need no default export for React.lazy. Every page of the shop's list
// (`pages` in packages/core/src/shared/routes.ts) must be mapped, to the module listed for it there: the server
// names that module's scripts in the page's HTML for early download.
export const pageLoaders: { [K in PageKey]: () => Promise<{ Component: ComponentType }> } = {
  home: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })),
  collection: () => import('../features/catalog/pages/collection-page').then((m) => ({ Component: m.CollectionPage })),
  about: () => import('../features/content/pages/about-page').then((m) => ({ Component: m.AboutPage })),
  contact: () => import('../features/content/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  product: () => import('./pages/product-page').then((m) => ({ Component: m.ProductPage })),
  deal: () => import('./pages/deal-page').then((m) => ({ Component: m.DealPage })),
  cart: () => import('../features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })),
  blog: () => import('../features/journal/pages/blog-page').then((m) => ({ Component: m.BlogPage })),
  article: () => import('../features/journal/pages/blog-article-page').then((m) => ({ Component: m.BlogArticlePage })),
  orders: () => import('../features/orders/pages/orders-page').then((m) => ({ Component: m.OrdersPage })),
  confirmOrder: () => import('../features/orders/pages/confirm-order-page').then((m) => ({ Component: m.ConfirmOrderPage })),
  confirmOrderCode: () => import('../features/orders/pages/confirm-order-code-page').then((m) => ({ Component: m.ConfirmOrderCodePage })),
  placeOrder: () => import('../features/orders/pages/place-order-page').then((m) => ({ Component: m.PlaceOrderPage })),
  orderPlaced: () => import('./pages/order-placed-page').then((m) => ({ Component: m.OrderPlacedPage })),
  verifyEmail: () => import('../features/accounts/pages/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
  login: () => import('../features/accounts/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  account: () => import('./pages/account-page').then((m) => ({ Component: m.AccountPage })),
  newsletterConfirm: () => import('../features/content/pages/newsletter-confirm-page').then((m) => ({ Component: m.NewsletterConfirmPage })),
  newsletterUnsubscribe: () => import('../features/content/pages/newsletter-unsubscribe-page').then((m) => ({ Component: m.NewsletterUnsubscribePage })),
  cartRemindersUnsubscribe: () => import('../features/cart/pages/cart-reminders-unsubscribe-page').then((m) => ({ Component: m.CartRemindersUnsubscribePage })),
};

/** Every page of the shop's list, each of its paths a route under the one layout. Exported so tests can mount them in a memory router. */
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
          ...pageKeys.flatMap((key) =>
            pathsOf(key).map((path): RouteObject => (path === '/' ? { index: true, lazy: pageLoaders[key] } : { path: path.slice(1), lazy: pageLoaders[key] })),
          ),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  {
    // The owner's console (docs/product.md §10): its own layout and routes, loaded only when opened.
    path: `${consolePage.path.slice(1)}/*`,
    lazy: () => import('../admin/console-app').then((m) => ({ Component: m.ConsoleApp })),
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoading,
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
