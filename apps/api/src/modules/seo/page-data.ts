import type { ProductDto } from '@shop/core/catalog/dtos';
import { BEST_SELLERS_LIMIT, LATEST_COLLECTION_LIMIT, RELATED_PRODUCTS_SHOWN } from '@shop/core/catalog/catalog';
import { productSearchQuery } from '@shop/core/catalog/product-search-schemas';
import { handlePage, matchPage, type PageHandlers } from '@shop/core/shared/routes';
import type { AppContext } from '../../app-context';
import type { CachedBody } from '../../lib/response-cache';
import { businessDetailsBody } from '../business/cached-reads';
import { productSearchBody } from '../catalog/cached-reads';
import { activeBannersBody, teamBody, testimonialsBody } from '../content/cached-reads';
import { liveDealsResponse, singleDealResponse } from '../deals/cached-reads';
import { deliverySettingsBody } from '../delivery/cached-reads';
import { publishedPostBody, publishedPostsBody } from '../journal/cached-reads';

/** One API call as the web app makes it, with the body the API would answer. */
interface InlinedCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, string>;
  load: () => Promise<CachedBody | undefined>;
  /** The calls the app makes next with what this one answered (a product's category, whether any best seller is flagged). */
  next?: (answer: unknown) => InlinedCall[];
}

/** Related products are the newest of the category, one more than shown since the product may be among them. */
const RELATED_PRODUCTS_ASKED = RELATED_PRODUCTS_SHOWN + 1;

const productsOf = (answer: unknown) => (answer as { products: ProductDto[] }).products;

/**
 * The public, viewer-independent calls each page makes for its first screen (apps/web's fetchers,
 * with the same paths and bodies), after the business details every page asks for. Answering them in
 * the page's HTML saves the phone a round trip per call before anything can show; the app still
 * fetches everything else, and refetches these when stale. A new page of the table
 * (packages/core/src/shared/routes.ts) needs its entry here, an empty list when it makes no such call.
 */
function pageCalls(context: AppContext) {
  const get = (path: string, load: () => Promise<CachedBody | undefined>): InlinedCall => ({ method: 'GET', path, load });
  const businessDetails = get('/api/business-details', () => businessDetailsBody(context));
  const deals = get('/api/deal/list', () => liveDealsResponse(context));
  /**
   * GET /api/products as the web asks it (apps/web features/catalog/api): the query's keys in the web's
   * order with its defaults left out, so the path is the same text; read through the route's own schema.
   */
  const searchProducts = (query: Record<string, string>, next?: InlinedCall['next']): InlinedCall => {
    const search = new URLSearchParams(query).toString();
    return { ...get(search ? `/api/products?${search}` : '/api/products', async () => productSearchBody(context, productSearchQuery.parse(query))), next };
  };

  // docs/product.md §9: the flagged best sellers come first in this order; when none is, the best rated show instead.
  const bestSellers = searchProducts({ sort: 'bestseller', limit: String(BEST_SELLERS_LIMIT) }, (answer) => {
    const candidates = productsOf(answer);
    const noneFlagged = candidates.length > 0 && !candidates.some((product) => product.bestseller);
    return noneFlagged ? [searchProducts({ sort: 'rating', limit: String(BEST_SELLERS_LIMIT) })] : [];
  });
  const latestProducts = searchProducts({ limit: String(LATEST_COLLECTION_LIMIT) });
  const productWithRelated = (productId: string) =>
    searchProducts({ ids: productId, limit: '1' }, (answer) => {
      const product = productsOf(answer).find((candidate) => candidate._id === productId);
      return product?.category ? [searchProducts({ category: product.category, limit: String(RELATED_PRODUCTS_ASKED) })] : [];
    });

  const calls: PageHandlers<InlinedCall[]> = {
    home: () => [
      get('/api/banners/active', () => activeBannersBody(context)),
      get('/api/delivery-settings', () => deliverySettingsBody(context)),
      bestSellers,
      latestProducts,
      deals,
      get('/api/testimonials', () => testimonialsBody(context)),
    ],
    // The collection's first page without filters: the page's HTML does not see the address's query.
    collection: () => [searchProducts({})],
    about: () => [get('/api/teams', () => teamBody(context))],
    contact: () => [],
    product: ({ productId }) => [productWithRelated(productId)],
    deal: ({ dealId }) => [{ method: 'POST', path: '/api/deal/single', body: { dealId }, load: () => singleDealResponse(context, dealId) }, deals],
    // The cart's products are the shopper's, unknown here: the page asks for them itself.
    cart: () => [deals],
    blog: () => [get('/api/blogs?status=published', () => publishedPostsBody(context))],
    article: ({ id }) => [get(`/api/blogs/${encodeURIComponent(id)}`, () => publishedPostBody(context, id))],
    orders: () => [],
    confirmOrder: () => [],
    confirmOrderCode: () => [],
    placeOrder: () => [deals],
    orderPlaced: () => [],
    login: () => [],
    account: () => [],
    verifyEmail: () => [],
    newsletterConfirm: () => [],
    newsletterUnsubscribe: () => [],
    cartRemindersUnsubscribe: () => [],
  };

  return (pathname: string): InlinedCall[] => {
    const match = matchPage(pathname);
    return [businessDetails, ...(match ? handlePage(match, calls) : [])];
  };
}

/**
 * The call's entry of the data block, then those of the calls it leads to. The cached response bytes
 * are spliced in as they are, not parsed and serialized again. A call that fails is left out with
 * what follows it; the app then makes it itself and shows its own error state.
 */
async function answeredEntries(call: InlinedCall): Promise<string[]> {
  const cached = await call.load().catch(() => undefined);
  if (!cached) return [];
  const text = cached.body.toString('utf8');
  const request = JSON.stringify({ method: call.method, path: call.path, ...(call.body ? { body: call.body } : {}) });
  const following = call.next ? await Promise.all(call.next(JSON.parse(text)).map(answeredEntries)) : [];
  return [`${request.slice(0, -1)},"response":${text}}`, ...following.flat()];
}

/** The page's first data as the text of a JSON data block: a list of { method, path, body?, response }. */
export function initialResponsesFor(context: AppContext) {
  const callsFor = pageCalls(context);
  return async function initialResponses(pathname: string): Promise<string> {
    const entries = (await Promise.all(callsFor(pathname).map(answeredEntries))).flat();
    // Inside a <script> data block nothing may read as a closing tag; \u003c is the same JSON.
    return `[${entries.join(',')}]`.replace(/</g, '\\u003c');
  };
}
