import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDirectory } from './directory-lock';

export type Database = PgDatabase<PgQueryResultHKT>;

/** Anything with the query builder: the database or a transaction inside it. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type NotificationListener = (payload: string) => void;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Subscribes to a LISTEN/NOTIFY channel; the signal that reaches every process. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** PGlite only: a gzipped copy of the whole database, used as a migrated, seeded template in tests. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

const channelName = /^[a-z_][a-z0-9_]*$/;

function assertChannel(channel: string) {
  if (!channelName.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite-memory') {
    const client = await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
    return wrapPglite(client, () => undefined);
  }
  mkdirSync(target.dataDir, { recursive: true });
  const release = lockDirectory(path.join(target.dataDir, 'db.lock'), `The database in ${target.dataDir}`);
  try {
    const client = await PGlite.create({ dataDir: path.join(target.dataDir, 'db') });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

function wrapPglite(client: PGlite, releaseLock: () => void): DatabaseHandle {
  return {
    kind: 'pglite',
    db: drizzlePglite(client) as unknown as Database,
    async listen(channel, listener) {
      assertChannel(channel);
      const unsubscribe = await client.listen(channel, listener);
      return unsubscribe;
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async dumpDataDir() {
      return client.dumpDataDir('gzip');
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  await pool.query('select 1');
  let listenerClient: pg.Client | undefined;
  const listeners = new Map<string, Set<NotificationListener>>();

  async function listenerConnection(): Promise<pg.Client> {
    if (listenerClient) return listenerClient;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    client.on('error', () => {
      listenerClient = undefined;
    });
    listenerClient = client;
    return client;
  }

  return {
    kind: 'postgres',
    db: drizzlePg(pool) as unknown as Database,
    async listen(channel, listener) {
      assertChannel(channel);
      const client = await listenerConnection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`listen ${channel}`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    async notify(channel, payload) {
      assertChannel(channel);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listenerClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
