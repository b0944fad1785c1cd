import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PRIVATE_DIRECTORY_MODE, takeSharedBitsOff } from '../lib/private-files';
import { lockDirectory } from './directory-lock';

export type Database = PgDatabase<PgQueryResultHKT>;

/** Anything with the query builder: the database or a transaction inside it. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type NotificationListener = (payload: string) => void;

/**
 * What a listener hears after the LISTEN connection came back: notifications sent while it was away
 * are lost, so the listener must assume that anything may have changed.
 */
export const MISSED_NOTIFICATIONS = '*';

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Subscribes to a LISTEN/NOTIFY channel; the signal that reaches every process. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Connections: open, idle, and requests waiting for one (PGlite has its one connection, never waited for). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** PGlite only: a gzipped copy of the whole database, used as a migrated, seeded template in tests. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory'; loadDataDir?: Blob };

const channelName = /^[a-z_][a-z0-9_]*$/;

function assertChannel(channel: string) {
  if (!channelName.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
}

/** The contrib extensions the migrations create (the product search, 0006); PGlite loads them only when asked. */
const pgliteExtensions: PGliteOptions['extensions'] = { pg_trgm, unaccent };

/**
 * PGlite's initdb writes PostgreSQL's default shared_buffers (128 MB), and the whole pool is touched
 * when it starts: 120 MB of the process's memory for a shop whose database is some 25 MB, which the
 * operating system's file cache holds anyway. 16 MB keeps the hot pages; measured in decision 020.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const pgliteOptions = {
  extensions: pgliteExtensions,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
} satisfies PGliteOptions;

const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, 'db');

/** Whether DATA_DIR already holds the embedded database (PGlite runs initdb when it does not). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite-memory') {
    const client = await PGlite.create({ ...pgliteOptions, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
    return wrapPglite(client, () => undefined);
  }
  mkdirSync(target.dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const releaseLock = lockDirectory(path.join(target.dataDir, 'db.lock'), `The database in ${target.dataDir}`);
  const databaseDir = embeddedDatabaseDir(target.dataDir);
  // PGlite sets its files' modes itself, whatever the umask: its first start copies in a database whose
  // files are all 0666, and what it writes through the C library comes out 0644. DATA_DIR (0700) keeps
  // everyone else out meanwhile; the modes are tightened once it has opened and again once it has closed.
  const release = () => {
    takeSharedBitsOff(databaseDir);
    releaseLock();
  };
  try {
    const client = await createEmbedded(databaseDir);
    takeSharedBitsOff(databaseDir);
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * `npm start` builds an empty database once (apps/api/build-empty-database.mjs), because PGlite's own
 * initdb holds some 780 MB at its peak where copying in a built one holds some 340 (decision 022).
 */
const emptyDatabaseFile = fileURLToPath(new URL('../../dist/empty-database/database.tar.gz', import.meta.url));

/** A new database starts from the built empty one when there is one; one built by another PGlite is not used twice. */
async function createEmbedded(databaseDir: string): Promise<PGlite> {
  if (existsSync(path.join(databaseDir, 'PG_VERSION')) || !existsSync(emptyDatabaseFile)) {
    return PGlite.create({ ...pgliteOptions, dataDir: databaseDir });
  }
  try {
    return await PGlite.create({ ...pgliteOptions, dataDir: databaseDir, loadDataDir: new Blob([readFileSync(emptyDatabaseFile)]) });
  } catch {
    // Built by another PGlite (an upgrade since the last `npm start`): PGlite's own initdb instead.
    rmSync(databaseDir, { recursive: true, force: true });
    return PGlite.create({ ...pgliteOptions, dataDir: databaseDir });
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
    poolStats: () => ({ total: 1, idle: 0, waiting: 0 }),
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

/** How long a request may wait for a database connection before it is told the shop is unavailable. */
const CONNECT_TIMEOUT_MS = 3_000;
const LISTEN_RETRY_MIN_MS = 250;
const LISTEN_RETRY_MAX_MS = 5_000;

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  // The machine's own disk, for uploads, the outbox and the embedded database alike.
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EIO',
  'EMFILE',
  'ENFILE',
  // Object storage (lib/s3-storage.ts) away or refusing us.
  'STORAGE_UNAVAILABLE',
  // Not accepting connections (55000), the database named in DATABASE_URL is gone (3D000).
  '55000',
  '3D000',
]);
/** Connection exceptions (08), insufficient resources such as disk full or too many connections (53), refused logins (28), shutdown (57P01–57P03). */
const unavailableCodePattern = /^(08|53|28)|^57P0[123]$/;
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable|Client was closed|No space left on device/;

/**
 * True when the fault is outside the request: the database could not be reached, dropped the
 * connection, refused the login, ran out of connections or disk, or the machine's disk is full or
 * read-only. Such a request may succeed later, so it gets a 503 with Retry-After, never a 500.
 * Drizzle wraps driver errors, so the whole cause chain is read.
 */
export function isServiceUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || unavailableCodePattern.test(code))) return true;
    if (unavailableMessages.test(current.message)) return true;
  }
  return false;
}

/**
 * The one connection that LISTENs. When the database goes away it reconnects with backoff and
 * listens on every channel again, so invalidations reach this process after a database restart.
 */
class NotificationConnection {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay = LISTEN_RETRY_MIN_MS;
  private closed = false;
  private everConnected = false;

  constructor(
    private readonly url: string,
    private readonly listeners: Map<string, Set<NotificationListener>>,
  ) {}

  /** Listens on the channel now or, while the database is away, as soon as it reconnects. */
  async listen(channel: string) {
    try {
      const client = await this.connection();
      await client.query(`listen ${channel}`);
    } catch {
      this.scheduleReconnect();
    }
  }

  /** Connected and listening on every known channel; rejects when the database cannot be reached. */
  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  async close() {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    // An error listener is required: without one a dropped connection would crash the process.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.listeners.keys()) await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The database connection is closed');
    }
    this.client = client;
    this.retryDelay = LISTEN_RETRY_MIN_MS;
    if (this.everConnected) {
      for (const set of this.listeners.values()) for (const listener of set) listener(MISSED_NOTIFICATIONS);
    }
    this.everConnected = true;
    return client;
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = undefined;
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connection().catch(() => {
        this.retryDelay = Math.min(this.retryDelay * 2, LISTEN_RETRY_MAX_MS);
        this.scheduleReconnect();
      });
    }, this.retryDelay);
    this.retryTimer.unref();
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  pool.on('connect', (client) => {
    // A client checked out between two queries of a transaction has no listener of the pool's own;
    // its lost connection fails the next query instead of crashing the process.
    client.on('error', () => undefined);
  });
  await pool.query('select 1');
  const listeners = new Map<string, Set<NotificationListener>>();
  const notifications = new NotificationConnection(url, listeners);

  return {
    kind: 'postgres',
    db: drizzlePg(pool) as unknown as Database,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, listener) {
      assertChannel(channel);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await notifications.listen(channel);
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
      await notifications.close();
      await pool.end();
    },
  };
}
