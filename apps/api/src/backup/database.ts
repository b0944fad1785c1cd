import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Queryable } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { BackupError, type SchemaVersion } from './manifest';

/** Rows travel as PostgreSQL's own JSON of each row, never parsed here, so numbers and times stay exact. */
export interface TableDump {
  name: string;
  columns: string[];
}

type Executor = Pick<Queryable, 'execute'>;

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Every table of the shop (the public schema the migrations build, which is the Drizzle schema), each
 * after the tables it references, so loading them in this order never breaks a foreign key.
 */
export async function shopTables(db: Executor): Promise<TableDump[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent from pg_constraint k
        join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  // Generated columns are computed again on insert; the database refuses values for them.
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column" from pg_attribute a
        join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const parents = new Map(tables.map((table) => [table.name, new Set<string>()]));
  for (const { child, parent } of references) {
    // A table referencing itself would need its rows ordered; none does, and a load would say so.
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < parents.size) {
    const next = [...parents.keys()].find((name) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)));
    if (!next) throw new BackupError('The tables reference each other in a cycle; they cannot be loaded one after another.');
    ordered.push(next);
    placed.add(next);
  }
  return ordered.map((name) => ({ name, columns: columns.filter((column) => column.table === name).map((column) => column.column) }));
}

function selectList(table: TableDump): string {
  return table.columns.map(quoteIdentifier).join(', ');
}

/**
 * The table's rows as JSON lines, a batch at a time through a cursor, so a large table never sits in
 * memory. Must run inside the transaction that holds the snapshot.
 */
export async function* tableRows(tx: Executor, table: TableDump, batchRows = 1_000): AsyncGenerator<string[]> {
  const cursor = 'shop_backup_rows';
  await tx.execute(
    sql.raw(
      `declare ${cursor} no scroll cursor for select row_to_json(x)::text as line from (select ${selectList(table)} from public.${quoteIdentifier(table.name)}) x`,
    ),
  );
  try {
    for (;;) {
      const batch = await rows<{ line: string }>(tx, sql.raw(`fetch forward ${batchRows} from ${cursor}`));
      if (batch.length === 0) return;
      yield batch.map((row) => row.line);
    }
  } finally {
    await tx.execute(sql.raw(`close ${cursor}`));
  }
}

interface JournalEntry {
  tag: string;
  when: number;
}

export interface Migration extends SchemaVersion {
  statements: string[];
}

/** The code's migrations, oldest first, as drizzle's migrator reads and records them. */
export function codeMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, index) => ({ tag: entry.tag, createdAt: entry.when, hash: files[index]!.hash, statements: files[index]!.sql }));
}

/** The last migration applied to the database, or null when it was never migrated. */
export async function appliedSchemaVersion(db: Executor, folder = migrationsFolder): Promise<SchemaVersion | null> {
  const [exists] = await rows<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return null;
  const [last] = await rows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const createdAt = Number(last.created_at);
  const known = codeMigrations(folder).find((migration) => migration.createdAt === createdAt);
  return { tag: known?.tag ?? `unknown-${createdAt}`, createdAt, hash: last.hash };
}

/** The code's migrations up to and including the archive's schema; refuses a schema the code does not know. */
export function migrationsUpTo(version: SchemaVersion, folder = migrationsFolder): Migration[] {
  const migrations = codeMigrations(folder);
  const newest = migrations.at(-1);
  if (newest && version.createdAt > newest.createdAt) {
    throw new BackupError(
      `The backup's database schema (${version.tag}) is newer than this shop's code (${newest.tag}). ` +
        'Restore it with the shop version that made it, or a later one.',
    );
  }
  const index = migrations.findIndex((migration) => migration.createdAt === version.createdAt && migration.tag === version.tag);
  if (index < 0) throw new BackupError(`The backup's database schema (${version.tag}) is not one of this shop's migrations.`);
  return migrations.slice(0, index + 1);
}

/** True when any shop table holds a row; a freshly migrated database has none. */
export async function hasShopData(db: Executor): Promise<boolean> {
  for (const table of await shopTables(db)) {
    const [row] = await rows<{ present: boolean }>(db, sql.raw(`select exists (select 1 from public.${quoteIdentifier(table.name)}) as present`));
    if (row?.present) return true;
  }
  return false;
}

/**
 * Empties the target and builds the archive's schema, recording each migration as drizzle's migrator
 * does, so the shop's next start applies only the newer ones. Runs in the restore's transaction.
 */
export async function rebuildSchema(tx: Executor, migrations: Migration[]): Promise<void> {
  const [hasTables] = await rows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public'`,
  );
  if ((hasTables?.count ?? 0) > 0) {
    // The whole schema, extensions and triggers with it: an older schema cannot be migrated down.
    await tx.execute(sql.raw('drop schema public cascade'));
    await tx.execute(sql.raw('create schema public'));
  }
  await tx.execute(sql.raw('drop schema if exists drizzle cascade'));
  await tx.execute(sql.raw('create schema drizzle'));
  await tx.execute(sql.raw('create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)'));
  for (const migration of migrations) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.createdAt})`);
  }
}

/** Inserts JSON lines into a table; the caller turns user triggers off, since the archive already holds what they wrote. */
export async function loadRows(tx: Executor, table: TableDump, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const list = sql.raw(selectList(table));
  const name = sql.raw(`public.${quoteIdentifier(table.name)}`);
  await tx.execute(sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${`[${lines.join(',')}]`}::json)`);
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export async function setUserTriggers(tx: Executor, table: string, enabled: boolean): Promise<void> {
  await tx.execute(sql.raw(`alter table public.${quoteIdentifier(table)} ${enabled ? 'enable' : 'disable'} trigger user`));
}

export async function countRows(tx: Executor, table: string): Promise<number> {
  const [row] = await rows<{ count: number }>(tx, sql.raw(`select count(*)::int as count from public.${quoteIdentifier(table)}`));
  return row?.count ?? 0;
}

/** Serial and identity columns continue after the restored rows instead of colliding with them. */
export async function resetSequences(tx: Executor): Promise<void> {
  const owned = await rows<{ sequence: string; table: string; column: string }>(
    tx,
    sql`select format('%I.%I', sn.nspname, s.relname) as sequence, t.relname as "table", a.attname as "column"
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S' join pg_namespace sn on sn.oid = s.relnamespace
        join pg_class t on t.oid = d.refobjid join pg_namespace tn on tn.oid = t.relnamespace
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where d.deptype in ('a', 'i') and tn.nspname = 'public'`,
  );
  for (const { sequence, table, column } of owned) {
    await tx.execute(
      sql.raw(`select setval(${literal(sequence)}, coalesce(max(${quoteIdentifier(column)}), 0) + 1, false) from public.${quoteIdentifier(table)}`),
    );
  }
}
