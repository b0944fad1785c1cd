import type { Config, VapidKeys } from './config';
import type { Database, DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { ResponseCache } from './lib/response-cache';
import type { ConsoleEventHub } from './modules/live/hub';
import type { UploadStorage } from './lib/storage';

/**
 * The outbox's dispatcher as the app holds it (lib/outbox.ts OutboxDispatcher), named here by what it
 * does so that this file, which the dispatcher itself reads, imports nothing of it.
 */
export interface OutboxRunner {
  start(context: AppContext): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once nothing is due and nothing is being sent. */
  idle(): Promise<void>;
}

/** What route modules need from the app: handed to each module when app.ts registers it. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  clock: Clock;
  cache: ResponseCache;
  /** Hands each new console event to this process's open streams (modules/live). */
  consoleEvents: ConsoleEventHub;
  mailer: Mailer;
  /** Sends what changes wrote to the outbox table (lib/outbox.ts); tests wait on its idle(). */
  outbox: OutboxRunner;
  uploads: UploadStorage;
  /** The shop's VAPID key pair: the environment's, or the one generated into DATA_DIR (lib/vapid-keys.ts). */
  vapidKeys: VapidKeys;
}

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext;
  }
}
