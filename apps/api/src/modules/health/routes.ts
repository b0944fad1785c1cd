import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { PRIVATE_FILE_MODE } from '../../lib/private-files';

const CHECK_TIMEOUT_MS = 2_000;
/** Larger than a block, so that a full disk refuses it as it would refuse an upload or an email; made once. */
const PROBE = Buffer.alloc(64 * 1024);

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} check timed out`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function passes(check: () => Promise<unknown>, what: string): Promise<boolean> {
  try {
    await withinTimeout(check(), what);
    return true;
  } catch {
    return false;
  }
}

/**
 * Uploads, the outbox and the embedded database all live in the data directory; a full or
 * read-only disk there fails orders and uploads while the database itself still answers.
 */
async function writeProbe(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.health-${process.pid}`);
  try {
    await writeFile(probe, PROBE, { mode: PRIVATE_FILE_MODE });
  } finally {
    await rm(probe, { force: true });
  }
}

export type CheckResult = 'ok' | 'unavailable';

/** Seconds a load balancer or client is asked to wait, as for every other 503 (plugins/errors.ts). */
const RETRY_AFTER_SECONDS = 5;

/**
 * Ready only when the database answers, the upload storage (disk or bucket) takes writes, and the data
 * directory does; each is reported on its own so an operator sees which is away. Load balancers and the
 * soak tests read this.
 */
export function healthRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async (_request, reply) => {
      const [databaseUp, storageUp, diskWritable] = await Promise.all([
        passes(() => context.db.execute(sql`select 1`), 'database'),
        passes(() => context.uploads.check(), 'storage'),
        passes(() => writeProbe(context.config.dataDir), 'disk'),
      ]);
      const allUp = databaseUp && storageUp && diskWritable;
      const result = (up: boolean): CheckResult => (up ? 'ok' : 'unavailable');
      const body = { status: allUp ? 'ok' : 'degraded', database: result(databaseUp), storage: result(storageUp), disk: result(diskWritable) };
      reply.header('cache-control', 'no-store');
      if (!allUp) reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.send(body);
    });
  };
}
