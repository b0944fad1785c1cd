import type { FastifyInstance } from 'fastify';
import { listAbandonedCarts as listAbandonedCartsEndpoint } from '@shop/core/cart/admin-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { listAbandonedCarts } from './service';

/** The console's open carts (docs/product.md §2 Carts that come back). */
export function adminAbandonedCartRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAbandonedCartsEndpoint, {}, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { carts, total } = await listAbandonedCarts(context, request.query);
      return { success: true, carts, total, limit: request.query.limit, offset: request.query.offset };
    });
  };
}
