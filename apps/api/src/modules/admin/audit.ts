import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery } from '@shop/core/admin-schemas';
import type { AppContext } from '../../app-context';
import { listAudit } from './audit-service';
import { doc } from './shared';

export function adminAuditRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/audit',
      { schema: { ...doc('audit log', 'Who changed what: newest first (?entity=product, ?entityId=)'), querystring: auditListQuery } },
      async (request, reply) => {
        const { entries, total } = await listAudit(context.db, request.query);
        return reply.header('cache-control', 'no-store').send({ success: true, entries, total, limit: request.query.limit, offset: request.query.offset });
      },
    );
  };
}
