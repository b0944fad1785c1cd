import { describe, expect, it } from 'vitest';
import {
  disallowedPaths,
  handlePage,
  isPageRoute,
  matchPage,
  pageKeys,
  pageModuleFor,
  pagePath,
  pageRouteModules,
  pageRoutes,
  pages,
  pathsOf,
  sitemapItemPages,
  sitemapPaths,
  type PageHandlers,
} from './routes';

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);

describe('the page table', () => {
  it('has the paths of docs/product.md §2, the product page under the collection too', () => {
    expect(pageRoutes()).toEqual([
      '/',
      '/collection',
      '/about',
      '/contact',
      '/product/:productId',
      '/collection/product/:productId',
      '/deal/:dealId',
      '/cart',
      '/blog',
      '/blog/:id',
      '/orders',
      '/orders/confirm',
      '/c/:code',
      '/place-order',
      '/orders/:orderId/placed',
      '/login',
      '/account',
      '/verify-email',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/cart-reminders/unsubscribe',
    ]);
    expect(pathsOf('product')).toEqual(['/product/:productId', '/collection/product/:productId']);
  });

  it('gives every alias the parameters of its page, and one module and a path of its own to each page', () => {
    for (const key of pageKeys) {
      for (const path of pathsOf(key)) expect(paramNames(path), path).toEqual(paramNames(pages[key].path));
    }
    expect(new Set(pageRoutes()).size).toBe(pageRoutes().length);
    expect(new Set(pageKeys.map((key) => pages[key].module)).size).toBe(pageKeys.length);
  });

  it('lists the public pages in the sitemap and keeps crawlers from the private ones, in robots.txt order', () => {
    expect(sitemapPaths()).toEqual(['/', '/collection', '/about', '/contact', '/blog']);
    expect(sitemapItemPages()).toEqual(['product', 'deal', 'article']);
    expect(disallowedPaths()).toEqual([
      '/cart',
      '/orders',
      '/orders/confirm',
      '/place-order',
      '/login',
      '/account',
      '/verify-email',
      '/newsletter/confirm',
      '/newsletter/unsubscribe',
      '/cart-reminders/unsubscribe',
      // The short confirm link's own prefix, with its slash: a bare /c would cover /cart and /collection.
      '/c/',
      '/admin',
    ]);
    expect(disallowedPaths().filter((prefix) => '/collection'.startsWith(prefix) || '/contact'.startsWith(prefix))).toEqual([]);
    // A Disallow line is a prefix: a page with parameters could not be named by one.
    for (const path of disallowedPaths()) expect(paramNames(path)).toEqual([]);
    // ...so a private page with parameters sits under a disallowed prefix.
    for (const key of pageKeys.filter((candidate) => pages[candidate].crawl === 'disallow' && pages[candidate].path.includes(':'))) {
      expect(
        disallowedPaths().some((prefix) => pages[key].path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)),
        key,
      ).toBe(true);
    }
  });

  it('names each path pattern with the module that renders it, as the bench looks pages up', () => {
    expect(pageRouteModules['/']).toBe('src/app/pages/home-page.tsx');
    expect(pageRouteModules['/collection/product/:productId']).toBe('src/app/pages/product-page.tsx');
    expect(Object.keys(pageRouteModules)).toEqual(pageRoutes());
  });
});

describe('pagePath', () => {
  it('fills in the canonical path, each part encoded so matchPage reads it back', () => {
    expect(pagePath('home', {})).toBe('/');
    expect(pagePath('product', { productId: '0123456789abcdef01234567' })).toBe('/product/0123456789abcdef01234567');
    expect(pagePath('article', { id: 'rose bar/2' })).toBe('/blog/rose%20bar%2F2');
    expect(matchPage(pagePath('article', { id: 'rose bar/2' }))).toEqual({ page: 'article', params: { id: 'rose bar/2' } });
  });
});

describe('matchPage', () => {
  it('names the page and its decoded path parts, with or without a trailing slash', () => {
    expect(matchPage('/')).toEqual({ page: 'home', params: {} });
    expect(matchPage('/collection/')).toEqual({ page: 'collection', params: {} });
    expect(matchPage('/collection/product/rose%20bar')).toEqual({ page: 'product', params: { productId: 'rose bar' } });
    expect(matchPage('/deal/d-1/')).toEqual({ page: 'deal', params: { dealId: 'd-1' } });
    expect(matchPage('/blog/first-post')).toEqual({ page: 'article', params: { id: 'first-post' } });
    expect(matchPage('/place-order')).toEqual({ page: 'placeOrder', params: {} });
    expect(matchPage('/orders/confirm')).toEqual({ page: 'confirmOrder', params: {} });
    expect(matchPage('/orders/abc1234def/placed')).toEqual({ page: 'orderPlaced', params: { orderId: 'abc1234def' } });
    expect(matchPage('/c/k3X9mQ2pL7aZ')).toEqual({ page: 'confirmOrderCode', params: { code: 'k3X9mQ2pL7aZ' } });
  });

  it('keeps a malformed escape as it is instead of failing', () => {
    expect(matchPage('/product/%E0%A4%A')).toEqual({ page: 'product', params: { productId: '%E0%A4%A' } });
  });

  it('matches no page for other paths', () => {
    expect(matchPage('/products')).toBeUndefined();
    expect(matchPage('/blog/a/b')).toBeUndefined();
    expect(matchPage('/collection/product')).toBeUndefined();
    expect(matchPage('/cart//')).toBeUndefined();
    expect(isPageRoute('/administrator')).toBe(false);
    expect(isPageRoute('/orders')).toBe(true);
  });

  it("answers the owner's console and every screen under it with the console's module", () => {
    for (const path of ['/admin', '/admin/', '/admin/orders/o-1']) {
      expect(isPageRoute(path)).toBe(true);
      expect(pageModuleFor(path)).toBe('src/admin/console-app.tsx');
    }
    expect(matchPage('/admin')).toBeUndefined();
    expect(pageModuleFor('/administrator')).toBeUndefined();
  });

  it("gives the web app's module that renders the page", () => {
    expect(pageModuleFor('/product/p-1')).toBe('src/app/pages/product-page.tsx');
    expect(pageModuleFor('/collection/product/p-1')).toBe('src/app/pages/product-page.tsx');
    expect(pageModuleFor('/nowhere')).toBeUndefined();
  });
});

describe('handlePage', () => {
  it("calls the matched page's handler with its parameters and the context", () => {
    const describePage: PageHandlers<string, string> = {
      home: (_, who) => `home for ${who}`,
      collection: () => 'collection',
      about: () => 'about',
      contact: () => 'contact',
      product: ({ productId }, who) => `product ${productId} for ${who}`,
      deal: ({ dealId }) => `deal ${dealId}`,
      cart: () => 'cart',
      blog: () => 'blog',
      article: ({ id }) => `article ${id}`,
      orders: () => 'orders',
      confirmOrder: () => 'confirm order',
      confirmOrderCode: ({ code }) => `confirm order ${code}`,
      placeOrder: () => 'place order',
      orderPlaced: ({ orderId }) => `order ${orderId} placed`,
      login: () => 'login',
      account: () => 'account',
      verifyEmail: () => 'verify email',
      newsletterConfirm: () => 'newsletter confirm',
      newsletterUnsubscribe: () => 'newsletter unsubscribe',
      cartRemindersUnsubscribe: () => 'cart reminders unsubscribe',
    };
    expect(handlePage(matchPage('/collection/product/p-1')!, describePage, 'Ayesha')).toBe('product p-1 for Ayesha');
    expect(handlePage(matchPage('/')!, describePage, 'Bilal')).toBe('home for Bilal');
    expect(handlePage(matchPage('/blog/b-2/')!, describePage, '')).toBe('article b-2');
  });
});
