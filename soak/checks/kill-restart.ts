import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OrderLoad, type AcknowledgedOrder } from '../order-load';
import { SoakDatabase } from '../postgres';
import type { CheckResult } from '../report';
import { createOwner, ServerProcess, sleep, SOAK_OWNER } from '../server-process';
import { deliverySettings, liftNewCustomerLimits, listProducts, registerCustomers } from '../shop-client';
import { verifyOrders } from '../verify-orders';

const KILLS = 5;
const CUSTOMERS = 40;
const WORKERS = 24;
const READY_WITHIN_MS = 10_000;
/** The first start migrates and creates the demo shop (with its images), which takes longer. */
const FIRST_START_MS = 180_000;
const LOAD_BEFORE_KILL_MS = { min: 300, max: 3_000 };

/**
 * kill -9 at a random moment while customers place and cancel orders, five times; after each
 * restart every acknowledged order must be there with its items, the stock must add up, and the
 * server must be ready within 10 s.
 */
export async function killDuringOrderLoad(kind: 'pglite' | 'postgres', port: number): Promise<CheckResult[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
  const database = kind === 'postgres' ? await SoakDatabase.create('kill') : undefined;
  const serverOptions = { port, dataDir, ...(database ? { databaseUrl: database.url } : {}) };
  let server: ServerProcess | undefined;
  try {
    await createOwner(serverOptions);
    server = new ServerProcess(serverOptions);
    await server.waitUntilReady(FIRST_START_MS);
    // Each of the 40 customers places many orders, none confirmed: the limits on new customers are set to 0.
    await liftNewCustomerLimits(server.url, SOAK_OWNER);
    const customers = await registerCustomers([server.url], CUSTOMERS);
    const products = (await listProducts(server.url)).filter((product) => product.quantity > 0);
    const settings = await deliverySettings(server.url);
    const initialStock = new Map(products.map((product) => [product._id, product.quantity]));
    const acknowledged = new Map<string, AcknowledgedOrder>();

    const readyTimes: number[] = [];
    const problems: string[] = [];
    let ordersFound = 0;
    for (let round = 1; round <= KILLS; round += 1) {
      const load = new OrderLoad({ baseUrl: server.url, customers, products, settings, workers: WORKERS, timeoutMs: 10_000, acknowledged });
      await sleep(LOAD_BEFORE_KILL_MS.min + Math.random() * (LOAD_BEFORE_KILL_MS.max - LOAD_BEFORE_KILL_MS.min));
      await server.kill('SIGKILL');
      await load.stop();

      server = new ServerProcess(serverOptions);
      const readyMs = await server.waitUntilReady(60_000).catch((error: Error) => {
        problems.push(`round ${round}: ${error.message}`);
        return Number.POSITIVE_INFINITY;
      });
      readyTimes.push(readyMs);
      if (!Number.isFinite(readyMs)) break;
      const verified = await verifyOrders(server.url, customers, acknowledged, initialStock);
      problems.push(...verified.problems.map((problem) => `round ${round}: ${problem}`));
      ordersFound = verified.ordersFound;
    }

    const cancelled = [...acknowledged.values()].filter((order) => order.cancelled).length;
    const slowest = Math.max(...readyTimes);
    return [
      {
        check: `kill -9 ×${KILLS} during order load (${label})`,
        passed: problems.length === 0 && readyTimes.length === KILLS,
        detail:
          problems.length === 0
            ? `${acknowledged.size} acknowledged orders (${cancelled} cancelled) all present with items; ${ordersFound} in database; stock exact for ${products.length} products`
            : `${problems.length} problems, first: ${problems.slice(0, 3).join('; ')}`,
      },
      {
        check: `ready within 10 s after kill -9 (${label})`,
        passed: readyTimes.length === KILLS && slowest <= READY_WITHIN_MS,
        detail: `ready after ${readyTimes.map((ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never')).join(', ')}`,
      },
    ];
  } finally {
    await server?.kill('SIGTERM');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
