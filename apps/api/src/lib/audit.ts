import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/client';
import { auditLog } from '../db/schema/audit';
import type { Clock } from './clock';
import type { ResponseCache } from './response-cache';
import { withSavedUploads, type UploadFile, type UploadStorage } from './storage';

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

let recordedInThisProcess = 0;

/**
 * Audit ids sort in the order this process recorded them. The log lists newest first by time, then
 * by id: rows stamped with the same instant (the clock counts milliseconds, and a test's clock may
 * stand still) keep the order the changes were made in.
 */
function nextAuditId(): string {
  recordedInThisProcess += 1;
  return `${recordedInThisProcess.toString(16).padStart(12, '0')}${randomBytes(6).toString('hex')}`;
}

/**
 * Written inside the change's own transaction, so there is never a change without its record.
 * `at` is the injected clock's time; left out, the row takes the database's now().
 */
export async function recordAudit(tx: Queryable, entry: AuditEntry, at?: Date): Promise<void> {
  await tx.insert(auditLog).values({
    id: nextAuditId(),
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    changes: { before: entry.before ?? null, after: entry.after ?? null },
    ...(at ? { createdAt: at } : {}),
  });
}

/** What an audited write needs from the app; AppContext has all of it. */
export interface AuditedWriteContext {
  db: Database;
  clock: Clock;
  cache: Pick<ResponseCache, 'invalidate'>;
  uploads: UploadStorage;
}

export interface AuditedWriteOptions<T> {
  actorId: string | null;
  /**
   * The response-cache keys the write changes, dropped in every process once it is committed; a
   * function of the result when they depend on what the write found.
   */
  invalidates: readonly string[] | ((result: NoInfer<T>) => readonly string[]);
  /** Files stored before the transaction opens and deleted again if it fails; the write gets their addresses. */
  uploads?: { folder: string; files: readonly UploadFile[] };
}

/** What the write answers, and what its audit row says (the actor comes from the options). */
export interface AuditedChange<T> {
  result: T;
  audit: Omit<AuditEntry, 'actorId'>;
}

/**
 * The one way an admin change is made: one transaction runs the write and records its audit row,
 * stamped by the injected clock; after the commit the changed cache keys are invalidated, which
 * NOTIFYs every process. Nothing is invalidated for a write that fails.
 */
export async function auditedWrite<T>(
  context: AuditedWriteContext,
  options: AuditedWriteOptions<T>,
  write: (tx: Queryable, uploadedUrls: string[]) => Promise<AuditedChange<T>>,
): Promise<T> {
  const commit = (uploadedUrls: string[]) =>
    context.db.transaction(async (tx) => {
      const { result, audit } = await write(tx, uploadedUrls);
      await recordAudit(tx, { actorId: options.actorId, ...audit }, context.clock.now());
      return result;
    });
  const result = options.uploads ? await withSavedUploads(context.uploads, options.uploads.folder, options.uploads.files, commit) : await commit([]);
  const keys = typeof options.invalidates === 'function' ? options.invalidates(result) : options.invalidates;
  // Invalidating no key at all would drop every cached answer.
  if (keys.length > 0) await context.cache.invalidate(...keys);
  return result;
}
