import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { newId } from './ids';

export interface AuditEntry {
  /** The admin who made the change; null for the command line, which runs as the shop's owner. */
  actorId: string | null;
  /** What was done: create, update, delete, status, stock, images, reply… */
  action: string;
  /** The table-like name of what changed: product, deal, order, review… */
  entity: string;
  entityId: string | null;
  /** The object (or the fields) before and after, as the admin API shows them. */
  before?: unknown;
  after?: unknown;
}

/** Written inside the change's own transaction, so there is never a change without its record. */
export async function recordAudit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    id: newId(),
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    changes: { before: entry.before ?? null, after: entry.after ?? null },
  });
}
