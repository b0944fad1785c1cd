import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { sendCached } from '../../lib/response-cache';
import { categoriesBody, productListBody } from './cached-reads';

const doc = (summary: string) => ({ tags: ['Catalog'], summary });

/** Catalog reads change only on catalog writes, so they are served from cached bytes. */
const MAX_AGE_SECONDS = 15;

export function catalogRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/api/product/list', { schema: doc('Published products, newest first') }, async (request, reply) => {
      return sendCached(request, reply, await productListBody(context), MAX_AGE_SECONDS);
    });

    app.get('/api/categories', { schema: doc('Categories with their subcategories') }, async (request, reply) => {
      return sendCached(request, reply, await categoriesBody(context), MAX_AGE_SECONDS);
    });
  };
}
