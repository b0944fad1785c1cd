import type { FastifyInstance } from 'fastify';
import { getAdminOverview } from '@shop/core/console/admin-overview-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { shopOverview } from './overview-service';

/** The owner's Today screen. */
export function adminOverviewRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, getAdminOverview, {}, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true, overview: await shopOverview(context) };
    });
  };
}
