import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../app-context';

export const METRICS_PATH = '/metrics';

/** Answers of the shop itself, mostly well under a second; the top buckets catch a database that stalls. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape waits at most this long for the database; the rest of the metrics matter most when it is away. */
const DATABASE_READ_TIMEOUT_MS = 2_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * True when the request carries `Authorization: Bearer <METRICS_TOKEN>`. Both sides are hashed first so
 * that the comparison takes the same time whatever the length or content of what was sent.
 */
export function holdsMetricsToken(token: string | undefined, request: FastifyRequest): boolean {
  if (!token) return false;
  const header = request.headers.authorization;
  if (typeof header !== 'string') return false;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) return false;
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/** The scrape itself (the rate limiter lets it through, so Prometheus is never told to slow down). */
export function isMetricsScrape(token: string | undefined, request: FastifyRequest): boolean {
  return request.url.split('?')[0] === METRICS_PATH && holdsMetricsToken(token, request);
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('metrics database read timed out')), DATABASE_READ_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Memory, CPU, event-loop delay and GC belong to the process, not to an app: collected once into a
 * registry of their own, since each collection starts monitors that are never stopped.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A registry of this app's own: tests build many apps in one process, and each counts only its own traffic. */
/** What /metrics reads from the database at each scrape: app.ts gives the read (modules/health), so that this plugin imports no module. */
export interface ShopFigures {
  ordersPlaced: number;
  ordersCancelled: number;
  ordersReturned: number;
  outboxPending: number;
  outboxFailed: number;
  /** Seconds since the oldest message still waiting was written, by the database's clock; 0 when none waits. */
  outboxOldestPendingSeconds: number;
}

export interface MetricsOptions {
  context: AppContext;
  shopFigures: () => Promise<ShopFigures>;
}

function createMetrics({ context, shopFigures }: MetricsOptions) {
  const registry = new Registry();
  const processWide = processMetrics();

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  // The database figures are read once per scrape and shared: the registry collects every metric at
  // once, so each collect() awaits the same read. When it fails they keep their last values.
  let figures: ShopFigures | undefined;
  let scrapeRead: Promise<boolean> | undefined;
  const readFigures = () =>
    (scrapeRead ??= withinTimeout(shopFigures()).then(
      (read) => {
        figures = read;
        return true;
      },
      () => false,
    ));
  new Gauge({
    name: 'shop_metrics_database_up',
    help: '1 when this scrape could read the order and outbox figures from the database; 0 keeps their last values.',
    registers: [registry],
    async collect() {
      this.set((await readFigures()) ? 1 : 0);
    },
  });
  const fromDatabase = (name: string, help: string, read: (figures: ShopFigures) => number, kind: 'counter' | 'gauge') => {
    if (kind === 'counter') {
      new Counter({
        name,
        help,
        registers: [registry],
        async collect() {
          await readFigures();
          if (!figures) return;
          // A total read from the table: set by resetting and adding, so it only ever grows.
          this.reset();
          this.inc(read(figures));
        },
      });
    } else {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          await readFigures();
          if (figures) this.set(read(figures));
        },
      });
    }
  };
  fromDatabase('shop_orders_placed_total', 'Orders ever placed in the shop.', (c) => c.ordersPlaced, 'counter');
  fromDatabase('shop_orders_cancelled_total', 'Orders now Cancelled, by the customer or the owner.', (c) => c.ordersCancelled, 'counter');
  fromDatabase('shop_orders_returned_total', 'Orders now Returned.', (c) => c.ordersReturned, 'counter');
  fromDatabase('shop_outbox_pending', 'Emails and webhook calls waiting to be sent (the outbox backlog).', (c) => c.outboxPending, 'gauge');
  fromDatabase('shop_outbox_failed', 'Emails and webhook calls that failed every attempt (the console lists them).', (c) => c.outboxFailed, 'gauge');
  fromDatabase(
    'shop_outbox_oldest_pending_seconds',
    'Age of the oldest message still waiting to be sent; 0 when none waits.',
    (c) => c.outboxOldestPendingSeconds,
    'gauge',
  );

  const poolGauge = (name: string, help: string, read: (stats: ReturnType<AppContext['database']['poolStats']>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(context.database.poolStats()));
      },
    });
  poolGauge('shop_database_connections', 'Database connections open in this process (PGlite: its one connection).', (s) => s.total);
  poolGauge('shop_database_connections_idle', 'Open database connections not in use.', (s) => s.idle);
  poolGauge('shop_database_connections_waiting', 'Requests waiting for a database connection; above 0 for long, the pool is too small.', (s) => s.waiting);

  const cacheCounter = (name: string, help: string, read: (lookups: { hits: number; misses: number }) => number) =>
    new Counter({
      name,
      help,
      labelNames: ['cache'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [area, lookups] of context.cache.lookupCounts()) this.inc({ cache: area }, read(lookups));
      },
    });
  cacheCounter('shop_cache_hits_total', 'Response cache lookups answered from memory, by cache area.', (l) => l.hits);
  cacheCounter('shop_cache_misses_total', 'Response cache lookups that read the database, by cache area.', (l) => l.misses);

  return {
    registry,
    record(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    async render(): Promise<string> {
      scrapeRead = undefined;
      const [own, shared] = await Promise.all([registry.metrics(), processWide.metrics()]);
      return own.endsWith('\n') ? own + shared : `${own}\n${shared}`;
    },
  };
}

/**
 * /metrics in Prometheus' text format, for a token holder only: without METRICS_TOKEN, or without the
 * right `Authorization: Bearer`, the path answers exactly as an unknown path does, so the shop does not
 * even tell the public internet that it has metrics.
 */
export const metricsPlugin = fp(async function metrics(app: FastifyInstance, options: MetricsOptions) {
  const { context } = options;
  const metrics = createMetrics(options);
  const token = context.config.metricsToken;

  // onResponse runs after the answer is sent, so counting costs the client nothing. The route pattern,
  // never the URL: one series per page or call, not one per product id or probing bot's path.
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(
    METRICS_PATH,
    // Scraped every few seconds by every Prometheus: one log line each would bury the shop's own.
    { logLevel: 'warn' },
    async (request, reply) => {
      if (!holdsMetricsToken(token, request)) return reply.callNotFound();
      const body = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
    },
  );
});
