import type { DealDto, ProductDto } from '@shop/core/api-types';
import { matchPage } from '@shop/core/routes';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { getBusinessDetails } from '../business/service';
import { activeBanners } from '../content/service';
import { publishedProducts } from '../catalog/service';
import { liveDeal } from '../deals/cached-reads';
import { allPublishedPosts } from '../journal/cached-reads';
import { articleHead, collectionHead, dealHead, genericHead, homeHead, journalHead, notFoundHead, productHead, type PageHead } from './head';

export interface ResolvedHead {
  status: number;
  head: PageHead;
}

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
    const page = matchPage(pathname);
    switch (page?.route) {
      case undefined:
        return { status: 404, head: notFoundHead(details, 'Page', pathname) };
      case '/':
        return { status: 200, head: homeHead(details, (await banners())[0]?.imageUrl) };
      case '/collection':
        return { status: 200, head: collectionHead(details) };
      case '/blog':
        return { status: 200, head: journalHead(details) };
      case '/product/:productId':
      case '/collection/product/:productId': {
        const product = (await productsById()).get(page.params.productId!);
        return product
          ? { status: 200, head: productHead(details, product, publicUrl) }
          : { status: 404, head: notFoundHead(details, 'Product', pathname) };
      }
      case '/deal/:dealId': {
        const deal = await liveDeal(context, page.params.dealId!);
        return deal
          ? { status: 200, head: dealHead(details, JSON.parse(deal.json) as DealDto, publicUrl) }
          : { status: 404, head: notFoundHead(details, 'Deal', pathname) };
      }
      case '/blog/:id': {
        const post = (await allPublishedPosts(context)).find((candidate) => candidate._id === page.params.id);
        return post
          ? { status: 200, head: articleHead(details, post, publicUrl) }
          : { status: 404, head: notFoundHead(details, 'Article', pathname) };
      }
      default:
        return { status: 200, head: genericHead(details, pathname) };
    }
  };
}
