import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isServiceUnavailable, MISSED_NOTIFICATIONS, type DatabaseHandle } from '../db/client';

export interface CachedBody {
  body: Buffer;
  etag: string;
}

export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';
/** Invalidating everything is also what a listener must do after missing notifications. */
const EVERYTHING = MISSED_NOTIFICATIONS;
/** Keys never contain spaces, so one notification can carry several. */
const KEY_SEPARATOR = ' ';

/**
 * The notification that drops `keys` in every process, as an expression for a statement of the writer's
 * own transaction to carry: PostgreSQL delivers it when the transaction commits, and not at all if it
 * rolls back, so it costs no statement of its own and no commit of its own. The writer then calls
 * dropHere after its commit, so that this process does not wait for its own notification to come back.
 */
export function invalidationNotice(...keys: string[]): SQL {
  return sql`pg_notify(${CACHE_INVALIDATION_CHANNEL}, ${keys.join(KEY_SEPARATOR)})`;
}

export function jsonTextToCachedBody(text: string): CachedBody {
  const body = Buffer.from(text);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function toCachedBody(value: unknown): CachedBody {
  return jsonTextToCachedBody(JSON.stringify(value));
}

/**
 * Hot read data, kept per process so that a hit costs no query: serialized response bytes (json) or
 * prepared values (value). Writers call invalidate(); the NOTIFY reaches every process sharing the
 * database, each of which drops its copy.
 */
/** Lookups of one area of the cache (a key's part before the first ':', so a handful of names), for /metrics. */
export interface CacheLookups {
  hits: number;
  misses: number;
}

export class ResponseCache {
  private readonly entries = new Map<string, Promise<unknown>>();
  /** Counted here, read by plugins/metrics.ts at scrape time, so the cache needs no metrics library. */
  private readonly lookups = new Map<string, CacheLookups>();
  private stopListening: (() => Promise<void>) | undefined;
  /** Keys dropped here that the other processes have not been told about yet. */
  private readonly unsentKeys = new Set<string>();
  private nextNotification: Promise<void> | undefined;
  private notificationInFlight: Promise<void> = Promise.resolve();

  constructor(private readonly database: DatabaseHandle) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(CACHE_INVALIDATION_CHANNEL, (payload) => {
      for (const key of payload.split(KEY_SEPARATOR)) this.drop(key);
    });
  }

  async stop(): Promise<void> {
    // Stopping after the database already closed (a shutdown after a lost connection) is not an error.
    await this.stopListening?.().catch(() => undefined);
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Hits and misses since the process started, by area ('products', 'journal', …). */
  lookupCounts(): ReadonlyMap<string, Readonly<CacheLookups>> {
    return this.lookups;
  }

  value<T>(key: string, load: () => Promise<T>): Promise<T> {
    const existing = this.entries.get(key);
    this.count(key, existing !== undefined);
    if (existing) return existing as Promise<T>;
    const pending = load();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    return pending;
  }

  json(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    return this.value(key, async () => toCachedBody(await load()));
  }

  /**
   * Drops the keys here and in every other process (with no key, everything); resolves once a
   * notification carrying them has been sent.
   */
  async invalidate(...keys: string[]): Promise<void> {
    const dropped = keys.length > 0 ? keys : [EVERYTHING];
    for (const key of dropped) {
      this.drop(key);
      this.unsentKeys.add(key);
    }
    // Writers that commit while a notification is on its way (orders arrive many at a time) share
    // the next one: one round trip here and one wake-up in every listening process, not one per write.
    this.nextNotification ??= this.notifyAfter(this.notificationInFlight);
    await this.nextNotification;
  }

  /** Drops the keys in this process only: for a writer whose transaction carried their invalidationNotice. */
  dropHere(...keys: string[]): void {
    for (const key of keys) this.drop(key);
  }

  private notifyAfter(previous: Promise<void>): Promise<void> {
    const notification = previous.then(() => {
      this.nextNotification = undefined;
      const payload = [...this.unsentKeys].join(KEY_SEPARATOR);
      this.unsentKeys.clear();
      // The write is already committed, so a database that is unreachable now must not make it fail for
      // the client. The other processes lose their LISTEN connection too and drop everything on reconnect.
      return this.database.notify(CACHE_INVALIDATION_CHANNEL, payload).catch((error: unknown) => {
        if (!isServiceUnavailable(error)) throw error;
      });
    });
    this.notificationInFlight = notification.catch(() => undefined);
    return notification;
  }

  private count(key: string, hit: boolean) {
    const area = key.split(':', 1)[0] ?? key;
    let counts = this.lookups.get(area);
    if (!counts) {
      counts = { hits: 0, misses: 0 };
      this.lookups.set(area, counts);
    }
    if (hit) counts.hits += 1;
    else counts.misses += 1;
  }

  /** Dropping 'products' also drops derived entries named 'products:…'. */
  private drop(key: string) {
    if (key === EVERYTHING) {
      this.entries.clear();
      return;
    }
    for (const entry of this.entries.keys()) {
      if (entry === key || entry.startsWith(`${key}:`)) this.entries.delete(entry);
    }
  }
}

/** Sends cached JSON bytes with an ETag, answering 304 when the client already has them. */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  maxAgeSeconds: number,
  contentType = 'application/json; charset=utf-8',
) {
  reply.header('etag', cached.etag).header('cache-control', `public, max-age=${maxAgeSeconds}, must-revalidate`);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === cached.etag)) {
    return reply.code(304).send();
  }
  return reply.type(contentType).send(cached.body);
}
