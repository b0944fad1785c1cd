import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import { embeddedDatabaseExists, type DatabaseHandle } from '../db/client';
import { openConfiguredDatabase } from '../db/open';
import { isShopEmpty } from './seed';

/**
 * The steps of a new shop's first start that each leave memory behind in the process that ran them
 * (decision 022): PGlite's initdb (a second PostgreSQL and a copy of its whole memory), writing the demo
 * shop (the embedded database's memory grows and never shrinks), and drawing its pictures (librsvg and
 * libvips, whose freed memory glibc keeps). Each runs in a process of its own that gives everything
 * back when it exits, one after another, while the server waits with little in hand.
 */
export type FirstStartStep = 'create-database' | 'seed-demo' | 'draw-pictures';

/**
 * The step's command line: the server's Node flags (a probe a benchmark preloads, tsx's loader) but not
 * a debugger's port, then the built server's first-start-step.js beside it or, from TypeScript, the
 * source with tsx's loader (a test runner compiles TypeScript by itself and has none to pass on).
 */
function stepArguments(step: FirstStartStep): string[] {
  const flags = process.execArgv.filter((flag) => !flag.startsWith('--inspect') && !flag.startsWith('--watch'));
  if (import.meta.url.endsWith('.js')) return [...flags, fileURLToPath(import.meta.resolve('./first-start-step.js')), step];
  const loader = process.execArgv.includes('tsx') ? [] : ['--import', import.meta.resolve('tsx')];
  return [...flags, ...loader, fileURLToPath(import.meta.resolve('./first-start-step.ts')), step];
}

/** Runs a step in its own process, with this process's environment and the database and folder of `config`. */
export function runFirstStartStep(step: FirstStartStep, config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<void> {
  const env = { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '' };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, stepArguments(step), { stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`The first start's step "${step}" failed (${signal ?? `exit code ${code}`}); its output is above.`));
    });
  });
}

/**
 * The shop's database, migrated, with the demo shop in it if it was empty. On a new embedded
 * database every step runs before the server opens it once; otherwise the server looks first.
 */
export async function openShopDatabase(
  config: Config,
  runStep: (step: FirstStartStep) => Promise<void> = (step) => runFirstStartStep(step, config),
): Promise<DatabaseHandle> {
  const embedded = !config.databaseUrl;
  if (embedded && !embeddedDatabaseExists(config.dataDir)) {
    await runStep('create-database');
    await createDemoShop(runStep);
    return openConfiguredDatabase(config);
  }
  const database = await openConfiguredDatabase(config);
  if (!(await isShopEmpty(database.db))) return database;
  // One process at a time may hold the embedded database: the steps must have it to themselves.
  if (embedded) await database.close();
  await createDemoShop(runStep);
  return embedded ? openConfiguredDatabase(config) : database;
}

async function createDemoShop(runStep: (step: FirstStartStep) => Promise<void>) {
  console.log('First start on an empty database: creating the demo shop…');
  await runStep('seed-demo');
  await runStep('draw-pictures');
}
