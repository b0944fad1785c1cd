import { parseInterval } from '../backup/interval';
import { shopTables, tableRows } from '../backup/database';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sweepOrphanedImageVariants } from '../lib/image-variants';
import { uploadStorageFor, variantsDirOf } from '../lib/storage-from-config';
import type { UploadStorage } from '../lib/storage';

export const DEFAULT_SWEEP_AGE = '24h';

/** An upload's address as rows hold it: in picture columns, JSON settings and article text alike. */
const uploadAddress = /\/uploads\/[A-Za-z0-9._~\-/]+/g;

export interface SweepReport {
  /** Files in the store. */
  stored: number;
  /** Named somewhere in the database. */
  inUse: number;
  /** Not named anywhere, but younger than the age given: an owner may still be filling in the form that uploaded them. */
  tooRecent: number;
  /** Not named anywhere and old enough: removed, or in a dry run what would be. */
  unused: Array<{ url: string; size: number }>;
  /** Resized copies (/uploads/…?w=400) of pictures the store no longer holds: removed, or in a dry run what would be. */
  orphanedCopies: Array<{ url: string; size: number }>;
}

/**
 * Every upload address written in any row of any table of the shop. Reading every column of every
 * table, rather than a list of picture columns, means a table or column added later can never have
 * its pictures taken for unused; an address in an article's text or the audit log keeps its file too.
 */
async function addressesInUse(db: Database): Promise<Set<string>> {
  const found = new Set<string>();
  await db.transaction(async (tx) => {
    for (const table of await shopTables(tx)) {
      for await (const lines of tableRows(tx, table)) {
        for (const line of lines) {
          for (const [address] of line.matchAll(uploadAddress)) {
            found.add(address);
            // Text may end a sentence right after an address ('…/uploads/a.webp.'): keep both readings.
            found.add(address.replace(/[.\-~]+$/, ''));
          }
        }
      }
    }
  });
  return found;
}

/**
 * Removes uploaded files no row names: pictures uploaded from a form that was never saved, and files a
 * process saved just before it was killed. Only files older than `olderThanMs` are candidates, and the
 * store is listed before the database is read, so a picture uploaded while the sweep runs is never one.
 * Then removes the resized copies in `variantsDir` whose original is gone: those of the files removed
 * here went with them (the delete of uploadStorageFor's storage), these are of pictures removed before.
 */
export async function sweepUploads(
  db: Database,
  storage: UploadStorage,
  options: { olderThanMs: number; now: Date; dryRun: boolean; variantsDir: string },
): Promise<SweepReport> {
  const cutoff = options.now.getTime() - options.olderThanMs;
  const files: Array<{ url: string; size: number; modified: Date }> = [];
  for await (const entry of storage.list()) files.push(entry);
  const named = await addressesInUse(db);
  const report: SweepReport = { stored: files.length, inUse: 0, tooRecent: 0, unused: [], orphanedCopies: [] };
  for (const file of files) {
    if (named.has(file.url)) report.inUse += 1;
    else if (file.modified.getTime() > cutoff) report.tooRecent += 1;
    else report.unused.push({ url: file.url, size: file.size });
  }
  if (!options.dryRun) {
    for (const file of report.unused) await storage.delete(file.url);
  }
  const listed = new Set(files.map((file) => file.url));
  report.orphanedCopies = await sweepOrphanedImageVariants(storage, options.variantsDir, listed, options.dryRun);
  return report;
}

/** `npm run admin -- sweep-uploads [--older-than 24h] [--dry-run]`, on the store the shop is configured with. */
export async function sweepUploadsCommand(
  db: Database,
  config: Pick<Config, 'dataDir' | 's3'>,
  options: { olderThan: string | undefined; dryRun: boolean; now?: Date },
): Promise<string> {
  const age = options.olderThan ?? DEFAULT_SWEEP_AGE;
  const olderThanMs = parseInterval(age);
  if (olderThanMs === null) throw new Error(`Give the age as minutes, hours or days, such as 30m, 24h or 7d (not "${age}").`);
  const report = await sweepUploads(db, uploadStorageFor(config), {
    olderThanMs,
    now: options.now ?? new Date(),
    dryRun: options.dryRun,
    variantsDir: variantsDirOf(config),
  });
  const megabytes = (files: Array<{ size: number }>) => (files.reduce((sum, file) => sum + file.size, 0) / 1_048_576).toFixed(1);
  const removals = [...report.unused, ...report.orphanedCopies];
  const listed = removals.map((file) => `  ${file.url}`).join('\n');
  const summary =
    `${report.stored} files stored: ${report.inUse} in use, ${report.tooRecent} unused but newer than ${age} (left alone), ` +
    `${report.unused.length} unused and older (${megabytes(report.unused)} MB); ` +
    `resized copies of pictures no longer stored: ${report.orphanedCopies.length} (${megabytes(report.orphanedCopies)} MB)`;
  if (removals.length === 0) return `${summary}. Nothing to remove.`;
  return options.dryRun ? `${summary}. Dry run: nothing was removed. These would be:\n${listed}` : `${summary}, removed:\n${listed}`;
}
