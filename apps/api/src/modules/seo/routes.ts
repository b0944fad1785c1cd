import type { FastifyInstance } from 'fastify';
import { isDealLive } from '@shop/core/deals/deal-visibility';
import { disallowedPaths, pagePath, sitemapItemPages, sitemapPaths, type PageParams, type SitemapItemPage } from '@shop/core/shared/routes';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { publishedProducts } from '../catalog/service';
import { preparePublishedDeals } from '../deals/service';
import { publishedPosts } from '../journal/service';

/** A page the sitemap lists once per item: the item's parameters and, when known, its last change. */
interface SitemapItem<K extends SitemapItemPage> {
  params: PageParams<K>;
  lastmod?: string;
}
type SitemapItems = { [K in SitemapItemPage]: () => Promise<SitemapItem<K>[]> };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function seoRoutes(context: AppContext) {
  // The pages the table (packages/core/src/shared/routes.ts) keeps from crawlers; the API is not a page.
  const robotsDisallows = disallowedPaths()
    .map((path) => `Disallow: ${path}\n`)
    .join('');

  /** Each page the sitemap lists per item, with its items: a new such page of the table needs its list here. */
  const itemsOf: SitemapItems = {
    product: async () =>
      (await context.cache.value(`${cacheKeys.products}:sitemap`, () => publishedProducts(context.db))).map((product) => ({
        params: { productId: product._id },
        lastmod: new Date(product.date).toISOString(),
      })),
    deal: async () => {
      const deals = await context.cache.value(cacheKeys.deals, () => preparePublishedDeals(context.db));
      const now = context.clock.now();
      return [...deals.values()].filter((deal) => isDealLive({ status: 'published', ...deal }, now)).map((deal) => ({ params: { dealId: deal.id } }));
    },
    article: async () =>
      (await context.cache.value(`${cacheKeys.journal}:posts`, () => publishedPosts(context.db))).map((post) => ({
        params: { id: post._id },
        lastmod: post.createdAt,
      })),
  };
  const itemEntries = async <K extends SitemapItemPage>(page: K, base: string) =>
    (await itemsOf[page]()).map((item) => ({ loc: `${base}${pagePath(page, item.params)}`, ...(item.lastmod === undefined ? {} : { lastmod: item.lastmod }) }));

  return async (app: FastifyInstance) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(`User-agent: *\nAllow: /\nDisallow: /api/\n${robotsDisallows}\nSitemap: ${context.config.publicUrl}/sitemap.xml\n`),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const base = context.config.publicUrl;
      const perItem = await Promise.all(sitemapItemPages().map((page) => itemEntries(page, base)));
      const entries: { loc: string; lastmod?: string }[] = [...sitemapPaths().map((path) => ({ loc: `${base}${path}` })), ...perItem.flat()];
      const body = entries
        .map((entry) => `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod === undefined ? '' : `<lastmod>${entry.lastmod}</lastmod>`}</url>`)
        .join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
    });
  };
}
