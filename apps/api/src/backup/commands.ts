import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DirectoryLockedError } from '../db/directory-lock';
import { migrateDatabase } from '../db/migrate';
import { uploadStorageFor } from '../lib/storage-from-config';
import { restoreBackup, writeBackup } from './archive';
import { BackupError } from './manifest';

/** The configured database as it is: a backup must not migrate it, and a restore builds its own schema. */
async function openAsIs(config: Config, purpose: string): Promise<DatabaseHandle> {
  try {
    return config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      const hint =
        purpose === 'backup'
          ? 'The embedded database can be read by one process only: stop the shop for the backup, or let the running shop take its own (BACKUP_DIR and BACKUP_EVERY).'
          : 'Stop the shop before restoring into it.';
      throw new BackupError(`${error.message}\n${hint}`);
    }
    throw error;
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export async function backupCommand(config: Config, file: string | undefined): Promise<string> {
  if (!file) throw new BackupError('Give the file to write: npm run admin -- backup shop-backup.tar.gz');
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} already exists; a backup never overwrites a file. Choose another name.`);
  const database = await openAsIs(config, 'backup');
  try {
    const { manifest, bytes } = await writeBackup({ database, uploads: uploadStorageFor(config), file: target });
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    return (
      `Backed up ${rows} rows in ${manifest.database.tables.length} tables (schema ${manifest.database.schema.tag}) ` +
      `and ${manifest.uploads.files} uploaded files to ${target} (${megabytes(bytes)}).`
    );
  } finally {
    await database.close();
  }
}

/**
 * On PostgreSQL nothing like PGlite's lock file tells a running shop apart, so other sessions on the
 * database are counted: restoring under a serving shop would hand it a database rebuilt mid-request.
 */
async function refuseOtherSessions(database: DatabaseHandle): Promise<void> {
  if (database.kind !== 'postgres') return;
  const result = (await database.db.execute(
    sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  )) as unknown as { rows: { count: number }[] };
  const others = result.rows[0]?.count ?? 0;
  if (others > 0) {
    throw new BackupError(
      `${others} other connection${others === 1 ? ' is' : 's are'} open on this database: stop every shop process (and other clients) before restoring. Nothing was changed.`,
    );
  }
}

export async function restoreCommand(config: Config, file: string | undefined, force: boolean): Promise<string> {
  if (!file) throw new BackupError('Give the archive to restore: npm run admin -- restore shop-backup.tar.gz --force');
  const source = path.resolve(file);
  const database = await openAsIs(config, 'restore');
  try {
    await refuseOtherSessions(database);
    const { manifest, rows, files } = await restoreBackup({ database, uploads: uploadStorageFor(config), file: source, force });
    // The archive's schema is loaded as it was; the code's newer migrations follow, as at a start.
    await migrateDatabase(database);
    return `Restored ${rows} rows in ${manifest.database.tables.length} tables and ${files} uploaded files from ${source} (taken ${manifest.createdAt}).`;
  } finally {
    await database.close();
  }
}
