/**
 * The server's memory on a 1 GB machine (issue 31): the shop on PostgreSQL at rest and after the
 * order load, the embedded shop's first start with the demo (its peak and at rest), and the embedded
 * shop restarted, at rest and after 10 s of catalog load. Each figure is the kernel's VmRSS (VmHWM
 * for a peak) with Node's own breakdown beside it. Findings: docs/decisions/020-memory-on-a-small-server.md.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { CATALOG_PATH } from './catalog';
import { benchmarkOrders, ORDER_LOAD } from './orders';
import { createScratchDatabase } from './postgres';
import { newJwtSecret, startShopServer, temporaryDirectory, type MemorySample, type RunningShop } from './server';
import type { StartPeak } from './start-peak';

/** The server settles (seeding done, start-up garbage collected) before its memory "at rest" is read. */
const SETTLE_MS = 3_000;
const CATALOG_LOAD = { connections: 50, seconds: 10 } as const;

export interface MemoryResult {
  /** A new install on PostgreSQL: migrated, demo shop seeded, settled. */
  postgresFirstStart: MemorySample;
  postgresAfterOrders: MemorySample;
  /** A new install on the embedded database, at rest after its first start. */
  embeddedFirstStart: MemorySample;
  /** What that first start held at once, the server and its first-start steps (decision 022). */
  embeddedFirstStartPeak: StartPeak;
  embeddedRestart: MemorySample;
  embeddedAfterCatalog: MemorySample;
}

async function atRest(shop: RunningShop): Promise<MemorySample> {
  await sleep(SETTLE_MS);
  return shop.memory();
}

async function catalogLoad(shop: RunningShop): Promise<void> {
  const result = await autocannon({ url: `${shop.url}${CATALOG_PATH}`, connections: CATALOG_LOAD.connections, duration: CATALOG_LOAD.seconds });
  if (result.non2xx + result.errors > 0) throw new Error(`catalog load: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
}

async function embedded(
  progress: (message: string) => void,
): Promise<Pick<MemoryResult, 'embeddedFirstStart' | 'embeddedFirstStartPeak' | 'embeddedRestart' | 'embeddedAfterCatalog'>> {
  const dataDir = temporaryDirectory('shop-bench-memory-');
  const jwtSecret = newJwtSecret();
  progress('memory: the embedded shop’s first start (seeds the demo shop)…');
  const first = await startShopServer({ label: 'shop server (PGlite, first start)', dataDir, jwtSecret });
  let firstStart: MemorySample;
  try {
    firstStart = await atRest(first);
  } finally {
    await first.stop();
  }
  progress('memory: the embedded shop restarted, then 10 s of catalog load…');
  const again = await startShopServer({ label: 'shop server (PGlite, restarted)', dataDir, jwtSecret });
  try {
    const restartAtRest = await atRest(again);
    await catalogLoad(again);
    return {
      embeddedFirstStart: firstStart,
      embeddedFirstStartPeak: first.startPeak,
      embeddedRestart: restartAtRest,
      embeddedAfterCatalog: await again.memory(),
    };
  } finally {
    await again.stop();
  }
}

async function postgres(progress: (message: string) => void): Promise<Pick<MemoryResult, 'postgresFirstStart' | 'postgresAfterOrders'>> {
  const database = await createScratchDatabase();
  const jwtSecret = newJwtSecret();
  try {
    const dataDir = temporaryDirectory('shop-bench-memory-pg-');
    progress(`memory: the shop on PostgreSQL (first start, database ${database.name}), then the order load…`);
    const shop = await startShopServer({ label: 'shop server (PostgreSQL, memory)', dataDir, jwtSecret, databaseUrl: database.url });
    try {
      const rest = await atRest(shop);
      progress(`memory: placing ${ORDER_LOAD.warmUpCustomers + ORDER_LOAD.customers} orders…`);
      await benchmarkOrders(shop, dataDir, database.url, jwtSecret);
      return { postgresFirstStart: rest, postgresAfterOrders: await shop.memory() };
    } finally {
      await shop.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function benchmarkMemory(progress: (message: string) => void): Promise<MemoryResult> {
  return { ...(await postgres(progress)), ...(await embedded(progress)) };
}
