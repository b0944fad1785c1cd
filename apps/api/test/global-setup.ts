import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { diskStorage } from '../src/lib/storage';
import { demoShop } from '../src/seed/demo-shop';
import { seedDemoShop } from '../src/seed/seed';
import { databaseUrl } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    testDataDir: string;
    pgliteTemplatePath: string;
    seededAt: string;
    postgresTemplate: { adminUrl: string; template: string; prefix: string } | null;
  }
}

/**
 * Migrates and seeds the demo shop once per run; every test file then starts from a private copy:
 * a PGlite loaded from the dumped template, and (with TEST_DATABASE_URL) a PostgreSQL database
 * created from a template database.
 */
export default async function setup(project: TestProject) {
  const testDataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-api-test-'));
  const seededAt = new Date();

  const template = await openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(template);
  await seedDemoShop(template.db, demoShop, { uploads: diskStorage(path.join(testDataDir, 'uploads')), now: seededAt });
  const dump = await template.dumpDataDir!();
  await template.close();
  const pgliteTemplatePath = path.join(testDataDir, 'template.tar.gz');
  writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));

  let postgresTemplate: { adminUrl: string; template: string; prefix: string } | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  // Each run names its databases apart, so two runs on one server (CI and a developer) never collide.
  const prefix = `shop_test_${process.pid}_${Date.now().toString(36)}_`;
  const POSTGRES_TEMPLATE = `${prefix}template`;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
    await admin.query(`create database ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, POSTGRES_TEMPLATE) });
    await migrateDatabase(database);
    await seedDemoShop(database.db, demoShop, {
      uploads: diskStorage(path.join(testDataDir, 'uploads')),
      now: seededAt,
      renderImages: false,
    });
    await database.close();
    postgresTemplate = { adminUrl, template: POSTGRES_TEMPLATE, prefix };
  }

  project.provide('testDataDir', testDataDir);
  project.provide('pgliteTemplatePath', pgliteTemplatePath);
  project.provide('seededAt', seededAt.toISOString());
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    }
    rmSync(testDataDir, { recursive: true, force: true });
  };
}
