import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Ready only when the database answers; load balancers and the soak tests read this. */
export function healthRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_TIMEOUT_MS);
      });
      try {
        await Promise.race([context.db.execute(sql`select 1`), timeout]);
        return reply.header('cache-control', 'no-store').send({ status: 'ok', database: 'up' });
      } catch {
        return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: 'down' });
      } finally {
        clearTimeout(timer);
      }
    });
  };
}
