import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { buildApp } from '../app';
import { createTestApp, testConfig, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { cacheKeys } from '../lib/cache-keys';
import { issueToken } from '../lib/tokens';
import { CONFLICT_MESSAGE, errorsPlugin, UNAVAILABLE_MESSAGE } from '../plugins/errors';
import { databaseUrl } from '../../test/database-url';
import type { Database, DatabaseHandle } from './client';
import { products } from './schema/catalog';

const unavailable = { success: false, code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE };

/** A port nobody listens on: connecting to it is refused at once, as when PostgreSQL is stopped. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe('the error handler', () => {
  let app: FastifyInstance;
  const failures: Record<string, Error> = {
    refused: new DrizzleQueryError('select 1', [], withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    terminatedByAdmin: new DrizzleQueryError('select 1', [], withCode('terminating connection due to administrator command', '57P01')),
    shuttingDown: withCode('the database system is shutting down', '57P03'),
    connectionFailure: withCode('server closed the connection unexpectedly', '08006'),
    dropped: new Error('Connection terminated unexpectedly'),
    poolTimeout: new Error('timeout exceeded when trying to connect'),
    notAcceptingConnections: new DrizzleQueryError('select 1', [], withCode('database "shop" is not currently accepting connections', '55000')),
    tooManyConnections: new DrizzleQueryError('select 1', [], withCode('sorry, too many clients already', '53300')),
    databaseDiskFull: new DrizzleQueryError('insert', [], withCode('could not extend file: No space left on device', '53100')),
    databaseGone: withCode('database "shop" does not exist', '3D000'),
    loginRefused: withCode('password authentication failed for user "shop"', '28P01'),
    uploadDiskFull: withCode('ENOSPC: no space left on device, write', 'ENOSPC'),
    readOnlyDisk: withCode('EROFS: read-only file system, open', 'EROFS'),
  };
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.get('/fail/:kind', async (request) => {
      const { kind } = request.params as { kind: string };
      if (kind === 'unique') throw new DrizzleQueryError('insert', [], withCode('duplicate key value', '23505'));
      if (kind === 'deadlock') throw new DrizzleQueryError('update', [], withCode('deadlock detected', '40P01'));
      if (kind === 'serialization') throw new DrizzleQueryError('update', [], withCode('could not serialize access', '40001'));
      if (kind === 'nul') throw new DrizzleQueryError('insert', [], withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021'));
      throw failures[kind]!;
    });
  });
  afterAll(async () => app?.close());

  it.each(Object.keys(failures))('answers a database that is away (%s) with 503, a message and Retry-After', async (kind) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${kind}` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('keeps other database errors our own fault', async () => {
    const response = await app.inject({ method: 'GET', url: '/fail/unique' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toMatch(/^Something went wrong on our side/);
  });

  it.each(['deadlock', 'serialization'])('answers a transaction the database gave up (%s) with 409 and "try again"', async (kind) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${kind}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'CONCURRENT_CHANGE', message: CONFLICT_MESSAGE });
  });

  it('answers text the database cannot store (a NUL byte) with 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/fail/nul' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('cannot be stored');
  });
});

describe('a shop whose PostgreSQL cannot be reached', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ host: '127.0.0.1', port: await closedPort(), user: 'postgres', connectionTimeoutMillis: 30_000 });
    const database: DatabaseHandle = {
      kind: 'postgres',
      db: drizzle(pool) as unknown as Database,
      listen: async () => async () => undefined,
      notify: async () => undefined,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await pool?.end();
  });

  it('reports not ready on /healthz', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', database: 'unavailable', storage: 'ok', disk: 'ok' });
    expect(response.headers['retry-after']).toBe('5');
  });

  it('answers reads, sign-ups and logged-in calls with a fast 503 and a message', async () => {
    const token = await issueToken({ id: 'a'.repeat(24), ver: 0 }, testConfig().jwtSecret!, new Date());
    const calls = [
      app.inject({ method: 'GET', url: '/api/product/list' }),
      app.inject({ method: 'POST', url: '/api/user/register', payload: { name: 'Sana', email: 'sana@example.pk', password: 'a good long password' } }),
      app.inject({ method: 'POST', url: '/api/order/userorders', headers: { token } }),
    ];
    const started = Date.now();
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
      expect(response.headers['retry-after']).toBe('5');
    }
    // A refused connection answers at once; waiting out the pool's 30-second connect timeout would not.
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('after PostgreSQL drops every connection', () => {
  let shop: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    shop = await createTestApp('postgres');
    const [{ name }] = ((await shop.database.db.execute(sql`select current_database() as name`)) as unknown as { rows: [{ name: string }] }).rows;
    admin = new pg.Client({ connectionString: databaseUrl(inject('postgresTemplate')!.adminUrl, name) });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await shop?.close();
  });

  const listedStock = async (id: string) =>
    ((await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[]).find((product) => product._id === id)?.quantity;

  it('keeps running, serves again, and hears cache invalidations again', async () => {
    const [product] = await shop.database.db.select().from(products).where(eq(products.status, 'published')).limit(1);
    expect(await listedStock(product!.id)).toBe(product!.stock);

    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');

    await expect.poll(async () => (await shop.app.inject({ method: 'GET', url: '/healthz' })).statusCode, { timeout: 5_000 }).toBe(200);
    // The LISTEN connection comes back on its own, after a short wait, and then drops the whole cache
    // (it may have missed notifications). Wait for that rather than race it, and fill the cache again.
    await expect.poll(() => shop.app.context.cache.has(cacheKeys.products), { timeout: 10_000 }).toBe(false);
    expect(await listedStock(product!.id)).toBe(product!.stock);
    // A change the cache has not heard of, then the signal another process would send: the
    // reconnected LISTEN connection must pass it on.
    await admin.query('update products set stock = stock + 7 where id = $1', [product!.id]);
    expect(await listedStock(product!.id)).toBe(product!.stock);
    await expect
      .poll(
        async () => {
          await admin.query("select pg_notify('cache_invalidation', '*')");
          return listedStock(product!.id);
        },
        { timeout: 10_000, interval: 300 },
      )
      .toBe(product!.stock + 7);
  });
});
