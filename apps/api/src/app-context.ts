import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { OutboxDispatcher } from './lib/outbox';
import type { ResponseCache } from './lib/response-cache';
import type { UploadStorage } from './lib/storage';

/** What route modules need from the app: handed to each module when app.ts registers it. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  cache: ResponseCache;
  mailer: Mailer;
  /** Sends what changes wrote to the outbox table (lib/outbox.ts); tests wait on its idle(). */
  outbox: OutboxDispatcher;
  uploads: UploadStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
  }
}
