/**
 * The shop's pages (docs/product.md §2), listed once, here, for every part that reads them. Each maps
 * the page keys to what is its own:
 * - the web router (apps/web/src/app/router.tsx) mounts each page's paths and maps each key to its
 *   lazy import, which loads the page's `module`;
 * - the server (apps/api/src/plugins/web-app.ts) answers each path with the app and any other path
 *   with 404, and names the scripts of the page's `module` in the build (Vite's manifest) as
 *   modulepreload hints;
 * - the page heads and the inlined first data (apps/api/src/modules/seo/service.ts and page-data.ts)
 *   map each key to their loader (`PageHandlers`);
 * - the sitemap (apps/api/src/modules/seo/routes.ts) lists each `crawl: 'sitemap'` page, one with
 *   parameters once per item (it maps each such key to its items), and robots.txt disallows each
 *   `crawl: 'disallow'` page.
 * A page added here fails typecheck until each of those maps handles its key.
 *
 * The web build imports this file, and its style sheet generator reads it: a word here that is also a
 * Tailwind class name adds that class to the build's CSS.
 */

export interface PageDefinition {
  /** The page's canonical path, in the router's syntax: `:name` is one path segment, `params.name`. */
  path: string;
  /** Other paths that show the same page, with the same parameters; never listed in the sitemap. */
  aliases?: readonly string[];
  /** The web app's module that renders the page: its key in the build manifest (apps/web/dist/.vite). */
  module: string;
  /**
   * 'sitemap': listed in sitemap.xml (a page with parameters once per item).
   * 'disallow': a Disallow line in robots.txt (its path, without parameters, is a prefix).
   */
  crawl: 'sitemap' | 'disallow';
}

/** Every page, by key. The order is the sitemap's and robots.txt's. */
export const pages = {
  home: { path: '/', module: 'src/app/pages/home-page.tsx', crawl: 'sitemap' },
  collection: { path: '/collection', module: 'src/features/catalog/pages/collection-page.tsx', crawl: 'sitemap' },
  about: { path: '/about', module: 'src/features/content/pages/about-page.tsx', crawl: 'sitemap' },
  contact: { path: '/contact', module: 'src/features/content/pages/contact-page.tsx', crawl: 'sitemap' },
  // The collection links its products under its own path too; the canonical URL is /product/:productId.
  product: {
    path: '/product/:productId',
    aliases: ['/collection/product/:productId'],
    module: 'src/app/pages/product-page.tsx',
    crawl: 'sitemap',
  },
  deal: { path: '/deal/:dealId', module: 'src/app/pages/deal-page.tsx', crawl: 'sitemap' },
  cart: { path: '/cart', module: 'src/features/cart/pages/cart-page.tsx', crawl: 'disallow' },
  blog: { path: '/blog', module: 'src/features/journal/pages/blog-page.tsx', crawl: 'sitemap' },
  article: { path: '/blog/:id', module: 'src/features/journal/pages/blog-article-page.tsx', crawl: 'sitemap' },
  orders: { path: '/orders', module: 'src/features/orders/pages/orders-page.tsx', crawl: 'disallow' },
  // The "Confirm my order" link of the order email; its head also says noindex (apps/api/src/modules/seo/service.ts).
  confirmOrder: { path: '/orders/confirm', module: 'src/features/orders/pages/confirm-order-page.tsx', crawl: 'disallow' },
  // The short link of the owner's WhatsApp confirmation (decision 019): the same page, POSTing { code }; its head says noindex.
  confirmOrderCode: { path: '/c/:code', module: 'src/features/orders/pages/confirm-order-code-page.tsx', crawl: 'disallow' },
  placeOrder: { path: '/place-order', module: 'src/features/orders/pages/place-order-page.tsx', crawl: 'disallow' },
  orderPlaced: { path: '/orders/:orderId/placed', module: 'src/app/pages/order-placed-page.tsx', crawl: 'disallow' },
  login: { path: '/login', module: 'src/features/accounts/pages/login-page.tsx', crawl: 'disallow' },
  account: { path: '/account', module: 'src/app/pages/account-page.tsx', crawl: 'disallow' },
  // The link of the welcome and verification emails; its head also says noindex (apps/api/src/modules/seo/service.ts).
  verifyEmail: { path: '/verify-email', module: 'src/features/accounts/pages/verify-email-page.tsx', crawl: 'disallow' },
  // The newsletter emails' links: each page POSTs its token, so opening one changes nothing; heads say noindex.
  newsletterConfirm: { path: '/newsletter/confirm', module: 'src/features/content/pages/newsletter-confirm-page.tsx', crawl: 'disallow' },
  newsletterUnsubscribe: { path: '/newsletter/unsubscribe', module: 'src/features/content/pages/newsletter-unsubscribe-page.tsx', crawl: 'disallow' },
  // The cart reminder's unsubscribe link: the page POSTs its token, so opening it changes nothing; its head says noindex.
  cartRemindersUnsubscribe: { path: '/cart-reminders/unsubscribe', module: 'src/features/cart/pages/cart-reminders-unsubscribe-page.tsx', crawl: 'disallow' },
} as const satisfies Record<string, PageDefinition>;

type Pages = typeof pages;
export type PageKey = keyof Pages;

/** The `:name` parts of a path, as a union of names. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsByPage = { [K in PageKey]: { [Name in ParamNames<Pages[K]['path']>]: string } };
/** The parameters a page's path names, each a decoded path segment. */
export type PageParams<K extends PageKey> = ParamsByPage[K];

/** Every path pattern of every page, aliases included. */
export type PagePath = { [K in PageKey]: Pages[K] extends { aliases: readonly (infer Alias)[] } ? Pages[K]['path'] | Alias : Pages[K]['path'] }[PageKey];

/** Pages in the sitemap once per item (a product, a deal, an article): the sitemap maps each to its items. */
export type SitemapItemPage = {
  [K in PageKey]: Pages[K]['crawl'] extends 'sitemap' ? ([ParamNames<Pages[K]['path']>] extends [never] ? never : K) : never;
}[PageKey];

export const pageKeys = /* @__PURE__ */ Object.keys(pages) as PageKey[];

/** The page's canonical path first, then its aliases. */
export function pathsOf(key: PageKey): readonly string[] {
  const page: PageDefinition = pages[key];
  return page.aliases ? [page.path, ...page.aliases] : [page.path];
}

/** The page's canonical path with its parameters filled in (encoded, which matchPage undoes), as the sitemap lists it. */
export function pagePath<K extends PageKey>(key: K, params: PageParams<K>): string {
  const values: Record<string, string> = params;
  return pages[key].path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** Which page a path shows, and its parameters. */
export type PageMatch<K extends PageKey = PageKey> = { [P in K]: { page: P; params: PageParams<P> } }[K];

/**
 * One function per page, given that page's parameters (and what the consumer passes along): the type
 * of a consumer's own per-page map, so that a new page fails typecheck until the consumer handles it.
 */
export type PageHandlers<R, Context = void> = { [K in PageKey]: (params: PageParams<K>, context: Context) => R };

/** Calls the handler of the matched page with its parameters and the context, if the handlers take one. */
export function handlePage<K extends PageKey, R, Context = void>(
  match: PageMatch<K>,
  handlers: PageHandlers<R, Context>,
  ...[context]: Context extends void ? [] : [context: Context]
): R {
  return handlers[match.page](match.params, context as Context);
}

/** A malformed escape (%E0) is kept as it is: no product or post has such an id, so the page is not found. */
function decodePathPart(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

interface Matcher {
  page: PageKey;
  names: string[];
  pattern: RegExp;
}

let matchers: Matcher[] | undefined;
/** Built on first use, so that a bundle reading only `pages` carries none of this. */
function allMatchers(): Matcher[] {
  matchers ??= pageKeys.flatMap((page) =>
    pathsOf(page).map((path) => ({
      page,
      names: [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!),
      pattern: new RegExp(`^${path.replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`),
    })),
  );
  return matchers;
}

/**
 * The owner's console (docs/product.md §10): one lazy tree of the web app under this prefix, with its own
 * layout and its own routes, kept out of search results and robots.txt. It is not a page of the table:
 * it has no head of its own beyond noindex, no inlined data, and its screens are the console's business.
 */
export const consolePage = { path: '/admin', module: 'src/admin/console-app.tsx' } as const;

/** /admin and everything under it. */
export function isConsolePath(pathname: string): boolean {
  return pathname === consolePage.path || pathname.startsWith(`${consolePage.path}/`);
}

/** The page this path shows (a trailing slash allowed), or undefined for none. */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const { page, names, pattern } of allMatchers()) {
    const found = pattern.exec(pathname);
    // The pattern has a group per name, so these are the page's params.
    if (found) return { page, params: Object.fromEntries(names.map((name, index) => [name, decodePathPart(found[index + 1]!)])) } as PageMatch;
  }
  return undefined;
}

/** Whether the app answers this path with 200: a page of the table or a screen of the console. */
export function isPageRoute(pathname: string): boolean {
  return matchPage(pathname) !== undefined || isConsolePath(pathname);
}

/** Every path pattern the server answers with the app: each page's path and aliases. */
export function pageRoutes(): PagePath[] {
  return pageKeys.flatMap((key) => pathsOf(key) as PagePath[]);
}

/** The web app's module (a key of the build manifest) that renders this page; undefined for no page. */
export function pageModuleFor(pathname: string): string | undefined {
  if (isConsolePath(pathname)) return consolePage.module;
  const match = matchPage(pathname);
  return match && pages[match.page].module;
}

/** Each path pattern's module, as the bench (bench/bundle-size.ts) looks pages up. */
export const pageRouteModules = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ pageKeys.flatMap((key) => pathsOf(key).map((path) => [path, pages[key].module])),
) as Record<PagePath, string>;

/** The pages sitemap.xml lists once, by their path: those in the sitemap without parameters. */
export function sitemapPaths(): string[] {
  return pageKeys.filter((key) => pages[key].crawl === 'sitemap' && !pages[key].path.includes(':')).map((key) => pages[key].path);
}

/** The pages listed once per item, in the order of `pages`. */
export function sitemapItemPages(): SitemapItemPage[] {
  return pageKeys.filter((key): key is SitemapItemPage => pages[key].crawl === 'sitemap' && pages[key].path.includes(':'));
}

/**
 * The paths robots.txt disallows, in the order of `pages` (each a prefix). A Disallow line cannot name a
 * page with parameters: such a page is kept out by the prefix of another (an order's /orders/{id}/placed
 * by /orders), else by the part of its own path before the first parameter, its slash kept (/c/ for
 * /c/{code}: a bare /c would keep crawlers from /cart, /collection and /contact too).
 */
export function disallowedPaths(): string[] {
  const paths = pageKeys.filter((key) => pages[key].crawl === 'disallow').map((key) => pages[key].path);
  const plain = paths.filter((path) => !path.includes(':'));
  const prefixes = paths
    .filter((path) => path.includes(':'))
    .map((path) => path.slice(0, path.indexOf(':')))
    .filter((prefix, index, all) => !plain.some((covering) => prefix.startsWith(covering)) && all.indexOf(prefix) === index);
  return [...plain, ...prefixes, consolePage.path];
}
