import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

export interface AuditFilter {
  entity?: string | undefined;
  entityId?: string | undefined;
  /** The admin's account id, or their email in any case. */
  actor?: string | undefined;
  action?: string | undefined;
  limit: number;
  offset: number;
}

/** Newest first (audit ids break ties in the order the changes were recorded), with the actor. */
export async function findAuditPage(db: Queryable, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  // An email always has an @ and an account id never does.
  if (filter.actor) conditions.push(filter.actor.includes('@') ? sql`lower(${users.email}) = lower(${filter.actor})` : eq(auditLog.actorId, filter.actor));
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where);
  return { rows, total: counted?.total ?? 0 };
}
