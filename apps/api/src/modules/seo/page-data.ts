import { matchPage } from '@shop/core/routes';
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
 * The public, viewer-independent calls a page makes for its first screen (apps/web's fetchers, with
 * the same paths and bodies). Answering them in the page's HTML saves the phone a round trip per call
 * before anything can show; the app still fetches everything else, and refetches these when stale.
 */
function callsFor(context: AppContext, pathname: string): InlinedCall[] {
  const get = (path: string, load: () => Promise<CachedBody | undefined>): InlinedCall => ({ method: 'GET', path, load });
  const calls = [get('/api/business-details', () => businessDetailsBody(context))];
  const products = get('/api/product/list', () => productListBody(context));
  const deals = get('/api/deal/list', () => liveDealsResponse(context));

  const page = matchPage(pathname);
  switch (page?.route) {
    case '/':
      calls.push(get('/api/banners/active', () => activeBannersBody(context)), products, deals, get('/api/testimonials', () => testimonialsBody(context)));
      break;
    case '/collection':
      calls.push(products, get('/api/categories', () => categoriesBody(context)));
      break;
    case '/product/:productId':
    case '/collection/product/:productId':
      calls.push(products);
      break;
    case '/cart':
    case '/place-order':
      calls.push(products, deals);
      break;
    case '/blog':
      calls.push(get('/api/blogs?status=published', () => publishedPostsBody(context)));
      break;
    case '/about':
      calls.push(get('/api/teams', () => teamBody(context)));
      break;
    case '/deal/:dealId': {
      const dealId = page.params.dealId!;
      calls.push({ method: 'POST', path: '/api/deal/single', body: { dealId }, load: () => singleDealResponse(context, dealId) }, deals);
      break;
    }
    case '/blog/:id': {
      const id = page.params.id!;
      calls.push(get(`/api/blogs/${encodeURIComponent(id)}`, () => publishedPostBody(context, id)));
      break;
    }
  }
  return calls;
}

/**
 * The page's first data as the text of a JSON data block: a list of { method, path, body?, response }.
 * The cached response bytes are spliced in as they are, not parsed and serialized again. A call that
 * fails is left out; the app then makes it itself and shows its own error state.
 */
export function initialResponsesFor(context: AppContext) {
  return async function initialResponses(pathname: string): Promise<string> {
    const calls = callsFor(context, pathname);
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
