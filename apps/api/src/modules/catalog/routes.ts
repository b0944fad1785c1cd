import type { FastifyInstance } from 'fastify';
import { listCategories, listProducts, searchProducts } from '@shop/core/catalog/contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { sendCached } from '../../lib/response-cache';
import { categoriesBody, productListBody, productSearchBody } from './cached-reads';

/** Catalog reads change only on catalog writes, so they are served from cached bytes. */
const MAX_AGE_SECONDS = 15;

export function catalogRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listProducts, {}, async (request, reply) => sendCached(request, reply, await productListBody(context), MAX_AGE_SECONDS));
    endpointRoute(app, listCategories, {}, async (request, reply) => sendCached(request, reply, await categoriesBody(context), MAX_AGE_SECONDS));
    endpointRoute(app, searchProducts, {}, async (request, reply) =>
      sendCached(request, reply, await productSearchBody(context, request.query), MAX_AGE_SECONDS),
    );
  };
}
