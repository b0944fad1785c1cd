import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { DatabaseHandle } from '../db/client';
import { PRIVATE_FILE_MODE } from '../lib/private-files';
import {
  appliedSchemaVersion,
  countRows,
  hasShopData,
  loadRows,
  migrationsUpTo,
  rebuildSchema,
  resetSequences,
  setUserTriggers,
  shopTables,
  tableRows,
} from './database';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  BackupError,
  DATABASE_PREFIX,
  MANIFEST_ENTRY,
  manifestSchema,
  sha256,
  shopVersion,
  UPLOADS_PREFIX,
  uploadEntryName,
  uploadUrl,
  type Manifest,
} from './manifest';

/** What a backup reads of the upload storage (lib/storage.ts's UploadStorage has these members). */
export interface BackupSource {
  list(): AsyncIterable<{ url: string; size: number }>;
  read(url: string): Promise<{ body: Readable | AsyncIterable<Uint8Array>; size: number } | null>;
}

/** What a restore writes back into the upload storage. */
export interface RestoreTarget {
  put(url: string, contents: Buffer): Promise<void>;
}

/** A table's rows are cut into entries of about this size, so neither side holds a whole table in memory. */
const ENTRY_BYTES = 4 * 1024 * 1024;

async function collect(body: Readable | AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function addEntry(pack: tar.Pack, name: string, contents: Buffer, entries: Manifest['entries']): Promise<void> {
  entries[name] = { size: contents.byteLength, sha256: sha256(contents) };
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: contents.byteLength, mtime: new Date(0) }, contents, (error) => (error ? reject(error) : resolve()));
  });
}

export interface BackupSummary {
  file: string;
  manifest: Manifest;
  bytes: number;
}

/**
 * Writes the database (one consistent snapshot: on PostgreSQL a REPEATABLE READ READ ONLY transaction,
 * so the shop keeps serving), then every upload, then the manifest, into one .tar.gz. The archive is
 * written next to `file` and renamed into place only when complete, so a crash never leaves a
 * half-written backup under the final name.
 */
export async function writeBackup(options: { database: DatabaseHandle; uploads: BackupSource; file: string; now?: Date }): Promise<BackupSummary> {
  const { database, uploads, file } = options;
  const partial = `${file}.partial`;
  const pack = tar.pack();
  // The whole shop in one file, password hashes and addresses included: only the shop's user may read it.
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
  // Kept quiet until awaited below: a write error also fails the entry being added.
  written.catch(() => undefined);
  const entries: Manifest['entries'] = {};
  try {
    const { schema, tables } = await database.db.transaction(
      async (tx) => {
        const schema = await appliedSchemaVersion(tx);
        if (!schema) throw new BackupError('The database has no shop schema yet: there is nothing to back up.');
        const tables: Manifest['database']['tables'] = [];
        for (const table of await shopTables(tx)) {
          const record = { name: table.name, columns: table.columns, rows: 0, entries: [] as string[] };
          let lines: string[] = [];
          let bytes = 0;
          const flush = async () => {
            const name = `${DATABASE_PREFIX}${table.name}/${String(record.entries.length + 1).padStart(6, '0')}.jsonl`;
            await addEntry(pack, name, Buffer.from(lines.map((line) => `${line}\n`).join(''), 'utf8'), entries);
            record.entries.push(name);
            lines = [];
            bytes = 0;
          };
          for await (const batch of tableRows(tx, table)) {
            for (const line of batch) {
              lines.push(line);
              bytes += Buffer.byteLength(line) + 1;
              record.rows += 1;
              if (bytes >= ENTRY_BYTES) await flush();
            }
          }
          if (lines.length > 0) await flush();
          tables.push(record);
        }
        return { schema, tables };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    // After the snapshot, outside its transaction: on PGlite a transaction holds the only connection.
    let files = 0;
    let uploadBytes = 0;
    for await (const { url } of uploads.list()) {
      const upload = await uploads.read(url);
      // Deleted since it was listed: the database snapshot may still name it, as the shop did then.
      if (!upload) continue;
      const contents = await collect(upload.body);
      await addEntry(pack, uploadEntryName(url), contents, entries);
      files += 1;
      uploadBytes += contents.byteLength;
    }

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: (options.now ?? new Date()).toISOString(),
      shopVersion: shopVersion(),
      database: { kind: database.kind, schema, tables },
      uploads: { files, bytes: uploadBytes },
      entries,
    };
    await new Promise<void>((resolve, reject) => {
      pack.entry({ name: MANIFEST_ENTRY, mtime: new Date(0) }, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), (error) =>
        error ? reject(error) : resolve(),
      );
    });
    pack.finalize();
    await written;
    await rename(partial, file);
    return { file, manifest, bytes: (await stat(file)).size };
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

/** An entry is read whole before the visitor sees it: entries are table slices of about 4 MB and single pictures. */
type EntryVisitor = (name: string, contents: Buffer) => Promise<void>;

/** What the visitor threw (a database refusing a row, a bucket away): passed on as is, never called damage. */
class VisitorFailure extends Error {
  constructor(readonly failure: unknown) {
    super('visitor failed');
  }
}

/** Reads every entry of the archive in order; a damaged gzip or tar stream becomes a BackupError naming the file. */
async function readArchive(file: string, visit: EntryVisitor): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  reading.catch(() => undefined);
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      try {
        await visit(entry.header.name, Buffer.concat(chunks));
      } catch (error) {
        throw new VisitorFailure(error);
      }
    }
    await reading;
  } catch (error) {
    extract.destroy();
    if (error instanceof VisitorFailure) throw error.failure;
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`There is no file ${file}.`);
    throw new BackupError(`${file} is damaged or not a shop backup: ${(error as Error).message}. Nothing was changed.`);
  }
}

/**
 * Checks the whole archive before anything is touched: the manifest is ours and complete, every entry
 * it lists is present with its size and sha256, nothing else is in the archive, and the database
 * entries come in the manifest's order (the order restore loads them in).
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const order: string[] = [];
  let manifestText: string | undefined;
  await readArchive(file, async (name, contents) => {
    if (seen.has(name) || (name === MANIFEST_ENTRY && manifestText !== undefined)) throw new BackupError(`${file} holds ${name} twice. Nothing was changed.`);
    if (name === MANIFEST_ENTRY) manifestText = contents.toString('utf8');
    else {
      seen.set(name, { size: contents.byteLength, sha256: sha256(contents) });
      if (name.startsWith(DATABASE_PREFIX)) order.push(name);
    }
  });
  if (manifestText === undefined) throw new BackupError(`${file} has no ${MANIFEST_ENTRY}: it is not a shop backup, or it was cut short. Nothing was changed.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupError(`The manifest in ${file} is damaged. Nothing was changed.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError(`The manifest in ${file} is damaged or from another program. Nothing was changed.`);
  const manifest = result.data;
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const actual = seen.get(name);
    if (!actual) problems.push(`${name} is missing`);
    else if (actual.size !== expected.size || actual.sha256 !== expected.sha256) problems.push(`${name} does not match its checksum`);
  }
  for (const name of seen.keys()) if (!(name in manifest.entries)) problems.push(`${name} is not in the manifest`);
  const listed = manifest.database.tables.flatMap((table) => table.entries);
  if (listed.join('\n') !== order.join('\n')) problems.push('the database entries are not in the manifest’s order');
  const uploads = [...seen.keys()].filter((name) => name.startsWith(UPLOADS_PREFIX)).length;
  if (uploads !== manifest.uploads.files) problems.push(`the manifest counts ${manifest.uploads.files} uploads, the archive holds ${uploads}`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
    throw new BackupError(`${file} failed its checks (${shown}). It is damaged; nothing was changed.`);
  }
  return manifest;
}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  files: number;
}

/**
 * Brings an archive back into a stopped shop. Every check comes first (checksums, a schema this code
 * knows, an empty target or force); then one transaction rebuilds the schema at the archive's
 * version, loads every table, and puts the uploads back, committing only when all of it worked. The
 * shop's next start applies the migrations newer than the archive.
 */
export async function restoreBackup(options: { database: DatabaseHandle; uploads: RestoreTarget; file: string; force: boolean }): Promise<RestoreSummary> {
  const { database, uploads, file } = options;
  const manifest = await verifyArchive(file);
  const migrations = migrationsUpTo(manifest.database.schema);
  if (!options.force && (await hasShopData(database.db))) {
    throw new BackupError('This shop already has data. Restoring replaces all of it: run the command again with --force to do so. Nothing was changed.');
  }

  const tables = new Map(manifest.database.tables.map((table) => [table.name, table]));
  const entryTable = new Map(manifest.database.tables.flatMap((table) => table.entries.map((entry) => [entry, table] as const)));
  let files = 0;
  await database.db.transaction(async (tx) => {
    await rebuildSchema(tx, migrations);
    const built = new Map((await shopTables(tx)).map((table) => [table.name, table]));
    for (const table of tables.values()) {
      const target = built.get(table.name);
      const missing = table.columns.filter((column) => !target?.columns.includes(column));
      if (!target || missing.length > 0) {
        throw new BackupError(`The archive's table ${table.name} does not fit the schema ${manifest.database.schema.tag} builds. Nothing was changed.`);
      }
      await setUserTriggers(tx, table.name, false);
    }
    await readArchive(file, async (name, body) => {
      // Read a second time: a file changed since the check must not slip in.
      if (name !== MANIFEST_ENTRY && sha256(body) !== manifest.entries[name]?.sha256) {
        throw new BackupError(`${file} changed while it was being restored (${name}). Nothing was changed.`);
      }
      const table = entryTable.get(name);
      if (table) {
        await loadRows(tx, table, body.toString('utf8').split('\n').filter(Boolean));
      } else if (name.startsWith(UPLOADS_PREFIX)) {
        await uploads.put(uploadUrl(name), body);
        files += 1;
      }
    });
    for (const table of tables.values()) {
      const count = await countRows(tx, table.name);
      if (count !== table.rows) throw new BackupError(`${table.name} has ${count} rows after loading, the archive ${table.rows}. Nothing was changed.`);
      await setUserTriggers(tx, table.name, true);
    }
    await resetSequences(tx);
  });
  return { manifest, rows: manifest.database.tables.reduce((sum, table) => sum + table.rows, 0), files };
}
