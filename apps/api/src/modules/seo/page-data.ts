import { handlePage, matchPage, type PageHandlers } from '@shop/core/routes';
import type { AppContext } from '../../app-context';
import type { CachedBody } from '../../lib/response-cache';
import { businessDetailsBody } from '../business/cached-reads';
import { categoriesBody, productListBody } from '../catalog/cached-reads';
import { activeBannersBody, teamBody, testimonialsBody } from '../content/cached-reads';
import { liveDealsResponse, singleDealResponse } from '../deals/cached-reads';
import { publishedPostBody, publishedPostsBody } from '../journal/cached-reads';

/** One API call as the web app makes it, with the body the API would answer. */
interface InlinedCall {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, string>;
  load: () => Promise<CachedBody | undefined>;
}

/**
 * The public, viewer-independent calls each page makes for its first screen (apps/web's fetchers,
 * with the same paths and bodies), after the business details every page asks for. Answering them in
 * the page's HTML saves the phone a round trip per call before anything can show; the app still
 * fetches everything else, and refetches these when stale. A new page of the table
 * (packages/core/src/routes.ts) needs its entry here, an empty list when it makes no such call.
 */
function pageCalls(context: AppContext) {
  const get = (path: string, load: () => Promise<CachedBody | undefined>): InlinedCall => ({ method: 'GET', path, load });
  const businessDetails = get('/api/business-details', () => businessDetailsBody(context));
  const products = get('/api/product/list', () => productListBody(context));
  const deals = get('/api/deal/list', () => liveDealsResponse(context));

  const calls: PageHandlers<InlinedCall[]> = {
    home: () => [get('/api/banners/active', () => activeBannersBody(context)), products, deals, get('/api/testimonials', () => testimonialsBody(context))],
    collection: () => [products, get('/api/categories', () => categoriesBody(context))],
    about: () => [get('/api/teams', () => teamBody(context))],
    contact: () => [],
    product: () => [products],
    deal: ({ dealId }) => [{ method: 'POST', path: '/api/deal/single', body: { dealId }, load: () => singleDealResponse(context, dealId) }, deals],
    cart: () => [products, deals],
    blog: () => [get('/api/blogs?status=published', () => publishedPostsBody(context))],
    article: ({ id }) => [get(`/api/blogs/${encodeURIComponent(id)}`, () => publishedPostBody(context, id))],
    orders: () => [],
    confirmOrder: () => [],
    placeOrder: () => [products, deals],
    login: () => [],
  };

  return (pathname: string): InlinedCall[] => {
    const match = matchPage(pathname);
    return [businessDetails, ...(match ? handlePage(match, calls) : [])];
  };
}

/**
 * The page's first data as the text of a JSON data block: a list of { method, path, body?, response }.
 * The cached response bytes are spliced in as they are, not parsed and serialized again. A call that
 * fails is left out; the app then makes it itself and shows its own error state.
 */
export function initialResponsesFor(context: AppContext) {
  const callsFor = pageCalls(context);
  return async function initialResponses(pathname: string): Promise<string> {
    const calls = callsFor(pathname);
    const answered = await Promise.all(calls.map((call) => call.load().catch(() => undefined)));
    const entries = calls.flatMap((call, index) => {
      const cached = answered[index];
      if (!cached) return [];
      const request = JSON.stringify({ method: call.method, path: call.path, ...(call.body ? { body: call.body } : {}) });
      return [`${request.slice(0, -1)},"response":${cached.body.toString('utf8')}}`];
    });
    // Inside a <script> data block nothing may read as a closing tag; \u003c is the same JSON.
    return `[${entries.join(',')}]`.replace(/</g, '\\u003c');
  };
}
