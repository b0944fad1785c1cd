import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema/users';
import { shopSettings } from '../src/db/schema/content';
import { LOW_STOCK_THRESHOLD_DEFAULT } from '@shop/core/console/admin-schemas';
import { rupees } from '@shop/core/shared/money';
import type { Clock } from '../src/lib/clock';
import type { Mailer, MailMessage } from '../src/lib/mailer';
import type { OutboxRunner } from '../src/app-context';
import { shopEmailTemplates } from '../src/email-templates';
import type { EmailTemplate } from '../src/lib/outbox';
import { databaseUrl } from './database-url';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** A delivery address that passes every check of the order form. */
export const deliveryAddress = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.pk',
  street: '12 Canal View Road',
  city: 'Lahore',
  state: 'Punjab',
  zipcode: '54000',
  phone: '+92 300 1234567',
};

/** PGlite always; PostgreSQL as well when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

export function seededAt(): Date {
  return new Date(inject('seededAt'));
}

/** The address of each PostgreSQL test database, so that a second app can open its own pool on it. */
const postgresUrls = new WeakMap<DatabaseHandle, string>();

/** A private copy of the migrated, seeded demo shop. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    return openDatabase({ kind: 'pglite-memory', loadDataDir: template });
  }
  const postgres = inject('postgresTemplate');
  if (!postgres) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${postgres.prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${postgres.template}`);
  await admin.end();
  const url = databaseUrl(postgres.adminUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url });
  const copy: DatabaseHandle = {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgres.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
  postgresUrls.set(copy, url);
  return copy;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: inject('testDataDir'),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /**
   * Every email the app's outbox delivered, in order. Delivery follows the commit on its own, so
   * `await shop.outbox.idle()` before reading it.
   */
  sentMail: MailMessage[];
  /** The app's dispatcher (app.context.outbox): idle() waits until nothing due is left unsent. */
  outbox: OutboxRunner;
  close(): Promise<void>;
}

/** Email leaves the system, so tests read it at the edge; lib/mailer.test.ts covers real delivery. */
export function recordingMailer(sentMail: MailMessage[]): Mailer {
  return {
    deliver: async (message) => {
      sentMail.push(message);
      return {};
    },
    close: async () => undefined,
  };
}

/** A mail server that is down: every delivery fails with `reason`. */
export function failingMailer(reason = 'connect ECONNREFUSED 127.0.0.1:587'): Mailer {
  return {
    deliver: async () => {
      throw new Error(reason);
    },
    close: async () => undefined,
  };
}

type TestAppOptions = {
  clock?: Clock;
  /** Emails of the test's own for the outbox to send, beside the shop's. */
  emailTemplates?: readonly EmailTemplate<never>[];
  env?: Record<string, string>;
  webDist?: string;
  logLines?: string[];
  mailer?: Mailer;
  /**
   * createTestApp only (a second app shares the first one's database and settings): 'shop defaults'
   * keeps the trust settings as a new shop has them (2 waiting orders, Rs. 25,000, 20
   * units for new customers); by default a test app has them at 0, no limit, so that tests of other
   * features may order freely (docs/product.md §4 Trust). The hold stays at its 48 hours either way.
   */
  trustLimits?: 'shop defaults' | 'off';
  /** Run the app's own sweep of expired holds (at start, then every minute); tests otherwise call it directly. */
  holdSweep?: boolean;
  /**
   * createTestApp only: the text of every SQL statement the app runs is pushed here, to count a
   * request's round trips (timings are too noisy to assert on). The outbox's dispatcher, running
   * beside the requests, writes its own here too: stop it (`outbox.stop()`) to count requests alone.
   */
  statementLog?: string[];
  /** How long a push service may take to answer (15 s in the shop): a test of one that hangs waits less. */
  pushTimeoutMs?: number;
};

export async function createTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  if (options.trustLimits !== 'shop defaults') await turnTrustLimitsOff(database);
  const served = options.statementLog ? recordingStatements(database, options.statementLog) : database;
  return appOn(served, options, () => database.close());
}

/** The same database through a query builder that writes down each statement it sends. */
function recordingStatements(database: DatabaseHandle, statementLog: string[]): DatabaseHandle {
  const logger = { logQuery: (query: string) => void statementLog.push(query) };
  const db =
    database.kind === 'pglite'
      ? drizzlePglite((database.db as unknown as { $client: PGlite }).$client, { logger })
      : drizzlePg((database.db as unknown as { $client: pg.Pool }).$client, { logger });
  const recording: DatabaseHandle = { ...database, db: db as unknown as Database };
  const url = postgresUrls.get(database);
  if (url) postgresUrls.set(recording, url);
  return recording;
}

/**
 * A second app on the first one's database, as a second server process would be: on PostgreSQL with
 * its own pool and LISTEN connection; on PGlite (one connection per database) sharing the handle.
 * Close it before the first.
 */
export async function createSecondApp(first: TestApp, options: TestAppOptions = {}): Promise<TestApp> {
  const url = postgresUrls.get(first.database);
  if (!url) return appOn(first.database, options, async () => undefined);
  const database = await openDatabase({ kind: 'postgres', url });
  return appOn(database, options, () => database.close());
}

async function appOn(database: DatabaseHandle, options: TestAppOptions, closeDatabase: () => Promise<void>): Promise<TestApp> {
  const sentMail: MailMessage[] = [];
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    logger: options.logLines ? { level: 'debug', stream: { write: (line: string) => void options.logLines!.push(line) } } : false,
    mailer: options.mailer ?? recordingMailer(sentMail),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.webDist ? { webDist: options.webDist } : {}),
    holdSweep: options.holdSweep ?? false,
    cartReminderSweep: false,
    ...(options.emailTemplates ? { emailTemplates: [...shopEmailTemplates, ...options.emailTemplates] } : {}),
    ...(options.pushTimeoutMs ? { pushTimeoutMs: options.pushTimeoutMs } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    sentMail,
    outbox: app.context.outbox,
    async close() {
      await app.close();
      await closeDatabase();
    },
  };
}

/** The new-customer limits at 0 (no limit), written as the owner's console would save them. */
async function turnTrustLimitsOff(database: DatabaseHandle): Promise<void> {
  const off = { newCustomerOpenOrders: 0, newCustomerMaxOrderRupees: rupees(0), newCustomerMaxOrderUnits: 0 };
  await database.db
    .insert(shopSettings)
    .values({ id: 'shop', lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT, ...off })
    .onConflictDoUpdate({ target: shopSettings.id, set: off });
}

let phoneCounter = 0;

/**
 * A Pakistani mobile number no other customer of this test run has: every customer orders with their
 * own phone, as the trust limits count orders per phone (docs/product.md §4 Trust).
 */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `03${String((process.pid % 1000) * 1_000_000 + phoneCounter).padStart(9, '0')}`;
}

let accountCounter = 0;

/**
 * A fresh customer (or admin) account through the real register call; returns its token and id. Its
 * email counts as verified, as if its link had been opened, unless `verified: false`.
 */
export async function newAccount(shop: TestApp, role: 'customer' | 'admin' = 'customer', options: { verified?: boolean } = {}) {
  accountCounter += 1;
  const email = `buyer${accountCounter}.${randomBytes(3).toString('hex')}@example.pk`;
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: `Buyer ${accountCounter}`, email, password: 'a good long password' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const token = response.json().token as string;
  const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).id as string;
  const verified = options.verified ?? true;
  await shop.database.db
    .update(users)
    .set({ role, emailVerifiedAt: verified ? new Date() : null })
    .where(eq(users.id, userId));
  return { token, userId, email };
}

/**
 * A stand-in for `apps/web/dist`, so the app-shell routes answer as in production even when the tests
 * run before the web app is built (as `npm test` does on a fresh clone).
 */
export function fakeWebBuild(indexHtml = '<!doctype html><title>Shop</title><div id="root"></div>'): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'site.webmanifest'), '{}');
  return dist;
}
