/**
 * The embedded database's empty cluster, built once by `npm start` (scripts/build-targets.ts) into
 * apps/api/dist/empty-database/database.tar.gz: a new shop copies it in instead of running PGlite's
 * initdb, which holds some 780 MB at its peak (decision 022). Migrations are not in it; the server runs them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const outdir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist', 'empty-database');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-empty-database-'));
try {
  const database = await PGlite.create({ dataDir: path.join(scratch, 'db') });
  const archive = await database.dumpDataDir('gzip');
  await database.close();
  mkdirSync(outdir, { recursive: true });
  writeFileSync(path.join(outdir, 'database.tar.gz'), Buffer.from(await archive.arrayBuffer()));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
