import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OrderLoad, type AcknowledgedOrder } from '../order-load';
import { PrivateCluster } from '../postgres';
import type { CheckResult } from '../report';
import { createOwner, ServerProcess, sleep, SOAK_OWNER } from '../server-process';
import { call, deliverySettings, liftNewCustomerLimits, listProducts, registerCustomers, type Answer } from '../shop-client';
import { verifyOrders } from '../verify-orders';

const OUTAGE_MS = 10_000;
const HANG_LIMIT_MS = 5_000;
const CUSTOMERS = 20;
const WORKERS = 16;
const HEALTH_POLL_MS = 250;
const RESUME_WITHIN_MS = 15_000;

/** Polls /healthz until stopped, recording each answer. */
function pollHealth(baseUrl: string) {
  const answers: Answer[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      answers.push(await call(`${baseUrl}/healthz`, { timeoutMs: HANG_LIMIT_MS + 3_000 }));
      await sleep(HEALTH_POLL_MS);
    }
  })();
  return {
    answers,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/**
 * The database stopped for 10 s while requests flow: every request fails fast (none over 5 s) with
 * a 503 and a message, /healthz says not ready, nothing is half-written, and the same server process
 * serves again once the database is back.
 */
export async function databaseOutage(port: number, databasePort: number): Promise<CheckResult[]> {
  const cluster = new PrivateCluster(databasePort);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-'));
  let server: ServerProcess | undefined;
  try {
    cluster.init();
    cluster.start();
    await createOwner({ dataDir, databaseUrl: cluster.url });
    server = new ServerProcess({ port, dataDir, databaseUrl: cluster.url });
    await server.waitUntilReady(180_000);
    // Each of the 20 customers places many orders, none confirmed: the limits on new customers are set to 0.
    await liftNewCustomerLimits(server.url, SOAK_OWNER);
    const customers = await registerCustomers([server.url], CUSTOMERS);
    const products = (await listProducts(server.url)).filter((product) => product.quantity > 0);
    const initialStock = new Map(products.map((product) => [product._id, product.quantity]));
    const settings = await deliverySettings(server.url);
    const acknowledged = new Map<string, AcknowledgedOrder>();

    const load = new OrderLoad({ baseUrl: server.url, customers, products, settings, workers: WORKERS, timeoutMs: HANG_LIMIT_MS + 3_000, acknowledged });
    const health = pollHealth(server.url);
    await sleep(2_000);
    cluster.stop();
    const stoppedAt = performance.now();
    await sleep(OUTAGE_MS);
    const restartAt = performance.now();
    cluster.start();
    const backAt = performance.now();

    let resumedAfterMs = Number.POSITIVE_INFINITY;
    while (performance.now() - backAt < RESUME_WITHIN_MS) {
      const placedSince = load.requests.some((request) => request.kind === 'place' && request.status === 201 && request.startedAt > backAt);
      if (placedSince) {
        resumedAfterMs = performance.now() - backAt;
        break;
      }
      await sleep(100);
    }
    await sleep(1_000);
    await load.stop();
    await health.stop();

    const during = load.requests.filter((request) => request.startedAt >= stoppedAt && request.startedAt + request.ms <= restartAt);
    const failedDuring = during.filter((request) => request.status < 200 || request.status >= 300);
    const badFailures = failedDuring.filter((request) => request.status !== 503 || !request.body?.message);
    const serverErrors = load.requests.filter((request) => request.status >= 500 && request.status !== 503);
    const slowest = Math.max(...load.requests.map((request) => request.ms));
    const hung = load.requests.filter((request) => request.ms > HANG_LIMIT_MS || request.status === 0).length;
    const healthDuring = health.answers.filter((answer) => answer.startedAt >= stoppedAt && answer.startedAt + answer.ms <= restartAt);
    const healthWrong = healthDuring.filter((answer) => answer.status !== 503).length;
    const verified = await verifyOrders(server.url, customers, acknowledged, initialStock);
    const sameProcess = server.running;
    const sample = failedDuring.find((request) => request.status === 503)?.body?.message ?? '-';

    return [
      {
        check: 'database down 10 s: requests fail fast with 503',
        passed: during.length > 0 && badFailures.length === 0 && serverErrors.length === 0 && hung === 0,
        detail: `${during.length} requests while down: ${failedDuring.length} failed, ${badFailures.length} not a 503 with a message, ${during.length - failedDuring.length} served from cache; ${serverErrors.length} other 5xx overall; slowest ${(slowest / 1000).toFixed(2)} s, ${hung} over 5 s; "${sample}"`,
      },
      {
        check: 'database down 10 s: /healthz not ready meanwhile',
        passed: healthDuring.length > 0 && healthWrong === 0,
        detail: `${healthDuring.length} polls while down, ${healthDuring.length - healthWrong} answered 503`,
      },
      {
        check: 'database down 10 s: nothing half-written',
        passed: verified.problems.length === 0,
        detail:
          verified.problems.length === 0
            ? `${acknowledged.size} acknowledged orders present with items; ${verified.ordersFound} in database; stock exact`
            : verified.problems.slice(0, 3).join('; '),
      },
      {
        check: 'database back: service resumes without a restart',
        passed: sameProcess && Number.isFinite(resumedAfterMs),
        detail: Number.isFinite(resumedAfterMs)
          ? `orders placed again ${(resumedAfterMs / 1000).toFixed(1)} s after the database was back; same process (pid ${server.pid})`
          : `no order placed within ${RESUME_WITHIN_MS / 1000} s; process ${sameProcess ? 'running' : 'exited'}`,
      },
    ];
  } finally {
    await server?.kill('SIGTERM');
    cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
