import type { FastifyInstance } from 'fastify';
import { isDealLive } from '@shop/core/deal-visibility';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { publishedProducts } from '../catalog/service';
import { preparePublishedDeals } from '../deals/service';
import { publishedPosts } from '../journal/service';

const staticPages = ['/', '/collection', '/about', '/contact', '/blog'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function seoRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /cart\nDisallow: /orders\nDisallow: /place-order\nDisallow: /login\n\nSitemap: ${context.config.publicUrl}/sitemap.xml\n`,
        ),
    );

    app.get('/sitemap.xml', async (_request, reply) => {
      const [products, deals, posts] = await Promise.all([
        context.cache.value(`${cacheKeys.products}:sitemap`, () => publishedProducts(context.db)),
        context.cache.value(cacheKeys.deals, () => preparePublishedDeals(context.db)),
        context.cache.value(`${cacheKeys.journal}:posts`, () => publishedPosts(context.db)),
      ]);
      const now = context.clock.now();
      const base = context.config.publicUrl;
      const entries = [
        ...staticPages.map((page) => ({ loc: `${base}${page}` })),
        ...products.map((product) => ({ loc: `${base}/product/${product._id}`, lastmod: new Date(product.date).toISOString() })),
        ...[...deals.values()]
          .filter((deal) => isDealLive({ status: 'published', ...deal }, now))
          .map((deal) => ({ loc: `${base}/deal/${deal.id}` })),
        ...posts.map((post) => ({ loc: `${base}/blog/${post._id}`, lastmod: post.createdAt })),
      ];
      const body = entries
        .map((entry) => `  <url><loc>${escapeXml(entry.loc)}</loc>${'lastmod' in entry ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`)
        .join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=600')
        .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
    });
  };
}
