import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditListQuery } from '@shop/core/admin-schemas';
import type { AuditEntryDto } from '@shop/core/admin-types';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { doc } from './shared';

export async function listAudit(db: Database, filter: { entity?: string | undefined; entityId?: string | undefined; limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  const entries: AuditEntryDto[] = rows.map(({ entry, actor }) => ({
    _id: entry.id,
    actor: actor ? { _id: actor.id, name: actor.name, email: actor.email } : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    changes: entry.changes as AuditEntryDto['changes'],
    createdAt: entry.createdAt.toISOString(),
  }));
  return { entries, total: counted?.total ?? 0 };
}

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
