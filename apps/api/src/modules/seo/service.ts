import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import type { BusinessDetails } from '@shop/core/business/business-details';
import { productSearchQuery } from '@shop/core/catalog/product-search-schemas';
import { handlePage, isConsolePath, matchPage, type PageHandlers } from '@shop/core/shared/routes';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { getBusinessDetails } from '../business/service';
import { productSearchBody } from '../catalog/cached-reads';
import { activeBanners } from '../content/service';
import { liveDeal } from '../deals/cached-reads';
import { allPublishedPosts } from '../journal/cached-reads';
import {
  articleHead,
  collectionHead,
  confirmOrderHead,
  consoleHead,
  dealHead,
  genericHead,
  homeHead,
  journalHead,
  notFoundHead,
  productHead,
  renderHead,
  type PageHead,
} from './head';

export interface ResolvedHead {
  status: number;
  head: PageHead;
}

/** The head and status of a page's first HTML, from the same cached data the API serves. */
export function pageHeads(context: AppContext) {
  const business = () => context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));
  /** The published product, as the product page asks for it: one row, however large the catalogue. An id the call refuses is no product. */
  const publishedProduct = async (productId: string) => {
    const query = productSearchQuery.safeParse({ ids: productId, limit: '1' });
    if (!query.success) return undefined;
    const { body } = await productSearchBody(context, query.data);
    return (JSON.parse(body.toString('utf8')) as { products: ProductDto[] }).products.find((product) => product._id === productId);
  };

  /** The unfiltered first page of the collection, as the collection page asks for it. */
  const firstListedProduct = async () => {
    const { body } = await productSearchBody(context, productSearchQuery.parse({}));
    return (JSON.parse(body.toString('utf8')) as { products: ProductDto[] }).products[0];
  };

  const banners = () => context.cache.value(`${cacheKeys.banners}:objects`, () => activeBanners(context.db));

  /** What every head is made with: the shop's details and the path asked for, with its query ('' for none). */
  interface PageRequest {
    details: BusinessDetails;
    pathname: string;
    search: string;
  }
  const found = (head: PageHead): ResolvedHead => ({ status: 200, head });
  const notFound = ({ details, pathname }: PageRequest, what: string): ResolvedHead => ({ status: 404, head: notFoundHead(details, what, pathname) });
  const generic = async (_: object, { details, pathname }: PageRequest) => found(genericHead(details, pathname));

  /** Each page's head and status: a new page in packages/core/src/shared/routes.ts needs its entry here. */
  const heads: PageHandlers<Promise<ResolvedHead>, PageRequest> = {
    home: async (_, { details }) => found(homeHead(details, (await banners())[0]?.imageUrl)),
    // Filtered, the listing starts with other products: only the unfiltered one's first picture is known here.
    collection: async (_, { details, search }) => found(collectionHead(details, search ? undefined : (await firstListedProduct())?.image[0])),
    about: generic,
    contact: generic,
    product: async ({ productId }, request) => {
      const product = await publishedProduct(productId);
      return product ? found(productHead(request.details, product, context.config.publicUrl)) : notFound(request, 'Product');
    },
    deal: async ({ dealId }, request) => {
      const deal = await liveDeal(context, dealId);
      return deal ? found(dealHead(request.details, JSON.parse(deal.json) as DealDto, context.config.publicUrl)) : notFound(request, 'Deal');
    },
    cart: generic,
    blog: async (_, { details }) => found(journalHead(details)),
    article: async ({ id }, request) => {
      const post = (await allPublishedPosts(context)).find((candidate) => candidate._id === id);
      return post ? found(articleHead(request.details, post, context.config.publicUrl)) : notFound(request, 'Article');
    },
    orders: generic,
    confirmOrder: async (_, { details }) => found(confirmOrderHead(details)),
    // The WhatsApp message's short link: the confirm page's head, whose canonical carries no code. Any code
    // gets the same 200, looked up by nothing: only the page's POST, within its limit, says whether it is one.
    confirmOrderCode: async (_, { details }) => found(confirmOrderHead(details)),
    placeOrder: generic,
    // A customer's own order: never listed by search engines.
    orderPlaced: async (_, { details, pathname }) => found({ ...genericHead(details, pathname), noindex: true }),
    login: generic,
    // A customer's own account: never listed by search engines.
    account: async (_, { details, pathname }) => found({ ...genericHead(details, pathname), noindex: true }),
    // The verification link carries a token: never listed by search engines, the token never in the head.
    verifyEmail: async (_, { details, pathname }) => found({ ...genericHead(details, pathname), noindex: true }),
    // The newsletter emails' links carry a token: never listed by search engines, the token never in the head.
    newsletterConfirm: async (_, { details, pathname }) => found({ ...genericHead(details, pathname), noindex: true }),
    newsletterUnsubscribe: async (_, { details, pathname }) => found({ ...genericHead(details, pathname), noindex: true }),
    // The cart reminder's unsubscribe link carries a token too.
    cartRemindersUnsubscribe: async (_, { details, pathname }) => found({ ...genericHead(details, pathname), noindex: true }),
  };

  return async function headFor(pathname: string, search = ''): Promise<ResolvedHead> {
    const details = await business();
    if (isConsolePath(pathname)) return found(consoleHead(details));
    const match = matchPage(pathname);
    return match ? handlePage(match, heads, { details, pathname, search }) : notFound({ details, pathname, search }, 'Page');
  };
}

/** A page's HTML with its head written in (head.ts renderHead), and its status: what plugins/web-app.ts serves. */
export function pagesWithHeads(context: AppContext) {
  const headFor = pageHeads(context);
  return async (html: string, pathname: string, search: string) => {
    const { status, head } = await headFor(pathname, search);
    return { status, html: renderHead(html, head, context.config.publicUrl) };
  };
}
