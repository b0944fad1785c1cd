import type { DealDto, ProductDto } from '@shop/core/api-types';
import { isPageRoute } from '@shop/core/routes';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { getBusinessDetails } from '../business/service';
import { activeBanners } from '../content/service';
import { publishedProducts } from '../catalog/service';
import { publishedDeals } from '../deals/cached-reads';
import { allPublishedPosts } from '../journal/cached-reads';
import { articleHead, collectionHead, dealHead, genericHead, homeHead, journalHead, notFoundHead, productHead, type PageHead } from './head';

export interface ResolvedHead {
  status: number;
  head: PageHead;
}

const productPath = /^\/(?:collection\/)?product\/([^/]+)\/?$/;
const dealPath = /^\/deal\/([^/]+)\/?$/;
const articlePath = /^\/blog\/([^/]+)\/?$/;

/** The head and status of a page's first HTML, from the same cached data the API serves. */
export function pageHeads(context: AppContext) {
  const business = () => context.cache.value(`${cacheKeys.businessDetails}:object`, () => getBusinessDetails(context.db));
  const productsById = () =>
    context.cache.value(cacheKeys.productsById, async () => {
      const products = await publishedProducts(context.db);
      return new Map<string, ProductDto>(products.map((product) => [product._id, product]));
    });

  const banners = () => context.cache.value(`${cacheKeys.banners}:objects`, () => activeBanners(context.db));

  return async function headFor(pathname: string): Promise<ResolvedHead> {
    const details = await business();
    const { publicUrl } = context.config;
    if (pathname === '/') return { status: 200, head: homeHead(details, (await banners())[0]?.imageUrl) };
    if (pathname === '/collection' || pathname === '/collection/') return { status: 200, head: collectionHead(details) };

    const productMatch = productPath.exec(pathname);
    if (productMatch) {
      const product = (await productsById()).get(decodeURIComponent(productMatch[1]!));
      return product
        ? { status: 200, head: productHead(details, product, publicUrl) }
        : { status: 404, head: notFoundHead(details, 'Product', pathname) };
    }
    const dealMatch = dealPath.exec(pathname);
    if (dealMatch) {
      const deal = (await publishedDeals(context)).get(decodeURIComponent(dealMatch[1]!));
      return deal
        ? { status: 200, head: dealHead(details, JSON.parse(deal.json) as DealDto, publicUrl) }
        : { status: 404, head: notFoundHead(details, 'Deal', pathname) };
    }
    if (pathname === '/blog' || pathname === '/blog/') return { status: 200, head: journalHead(details) };
    const articleMatch = articlePath.exec(pathname);
    if (articleMatch) {
      const id = decodeURIComponent(articleMatch[1]!);
      const post = (await allPublishedPosts(context)).find((candidate) => candidate._id === id);
      return post
        ? { status: 200, head: articleHead(details, post, publicUrl) }
        : { status: 404, head: notFoundHead(details, 'Article', pathname) };
    }
    return isPageRoute(pathname)
      ? { status: 200, head: genericHead(details, pathname) }
      : { status: 404, head: notFoundHead(details, 'Page', pathname) };
  };
}
