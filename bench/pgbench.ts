import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { assertNotInterrupted } from './cleanup';

const run = promisify(execFile);

/**
 * pgbench's built-in tpcb-like script, 10 clients, on the shop's own scratch database right after the
 * orders: what this PostgreSQL does with small write transactions on this machine at this moment. The
 * orders figure is judged as a share of it, a ratio that holds on a faster or a busier machine
 * (issue 31: at least 0.15×).
 */
export const PGBENCH_LOAD = { scale: 10, clients: 10, threads: 2, seconds: 10 } as const;

export interface PgbenchResult {
  tps: number;
  averageLatencyMs: number;
}

export async function runPgbench(databaseUrl: string): Promise<PgbenchResult> {
  assertNotInterrupted();
  // pgbench takes a connection string where it takes a database name; its tables (pgbench_*) sit beside the shop's.
  await run('pgbench', ['--initialize', '--quiet', `--scale=${PGBENCH_LOAD.scale}`, databaseUrl]);
  const { stdout } = await run('pgbench', [
    `--client=${PGBENCH_LOAD.clients}`,
    `--jobs=${PGBENCH_LOAD.threads}`,
    `--time=${PGBENCH_LOAD.seconds}`,
    databaseUrl,
  ]);
  const tps = /^tps = ([\d.]+)/m.exec(stdout)?.[1];
  const latency = /^latency average = ([\d.]+) ms/m.exec(stdout)?.[1];
  if (tps === undefined || latency === undefined) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps: Number(tps), averageLatencyMs: Number(latency) };
}
