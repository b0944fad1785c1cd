import type { AuditEntryDto } from '@shop/core/console/admin-dtos';
import type { Queryable } from '../../db/client';
import { findAuditPage, type AuditFilter } from './audit-repository';

export async function listAudit(db: Queryable, filter: AuditFilter): Promise<{ entries: AuditEntryDto[]; total: number }> {
  const { rows, total } = await findAuditPage(db, filter);
  const entries = rows.map(({ entry, actor }) => ({
    _id: entry.id,
    // Actors are admins, who always have an email; an account made for an order taken by hand never acts.
    actor: actor ? { _id: actor.id, name: actor.name, email: actor.email ?? '' } : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    changes: entry.changes as AuditEntryDto['changes'],
    createdAt: entry.createdAt.toISOString(),
  }));
  return { entries, total };
}
