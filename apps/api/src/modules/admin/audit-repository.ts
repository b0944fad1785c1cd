import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first (audit ids break ties in the order the changes were recorded), with the actor. */
export async function findAuditPage(db: Queryable, filter: AuditFilter) {
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
  return { rows, total: counted?.total ?? 0 };
}
