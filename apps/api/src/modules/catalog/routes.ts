import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { cacheKeys } from '../../lib/cache-keys';
import { sendCached } from '../../lib/response-cache';
import { categoryList, publishedProducts } from './service';

const doc = (summary: string) => ({ tags: ['Catalog'], summary });

/** Catalog reads change only on catalog writes, so they are served from cached bytes. */
const MAX_AGE_SECONDS = 15;

export function catalogRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/product/list', { schema: doc('Published products, newest first') }, async (request, reply) => {
      const cached = await context.cache.json(cacheKeys.products, async () => ({
        success: true,
        products: await publishedProducts(context.db),
      }));
      return sendCached(request, reply, cached, MAX_AGE_SECONDS);
    });

    app.get('/api/categories', { schema: doc('Categories with their subcategories') }, async (request, reply) => {
      const cached = await context.cache.json(cacheKeys.categories, () => categoryList(context.db));
      return sendCached(request, reply, cached, MAX_AGE_SECONDS);
    });
  };
}
