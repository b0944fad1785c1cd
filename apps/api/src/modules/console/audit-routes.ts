import type { FastifyInstance } from 'fastify';
import { listAuditEntries } from '@shop/core/console/admin-audit-contract';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { listAudit } from './audit-service';

export function adminAuditRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    endpointRoute(app, listAuditEntries, {}, async (request, reply) => {
      const { entries, total } = await listAudit(context.db, request.query);
      reply.header('cache-control', 'no-store');
      return { success: true, entries, total, limit: request.query.limit, offset: request.query.offset };
    });
  };
}
