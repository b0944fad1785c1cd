import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

/** The configured database, migrated: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir) });
  try {
    await migrateDatabase(handle);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
