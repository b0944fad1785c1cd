import pg from 'pg';
import { assertNotInterrupted, onCleanup } from './cleanup';

/** Where to create the scratch database; BENCH_POSTGRES_URL overrides (any database on that server). */
export const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined); // reported through the query that fails
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database named after this process (shop_bench_<pid>), so the server's first start
 * migrates and seeds it like a new install; dropped on cleanup, connections and all.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  assertNotInterrupted();
  const name = `shop_bench_${process.pid}`;
  await asAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await asAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  };
  const forget = onCleanup(`database ${name}`, drop);
  return {
    name,
    url: url.toString(),
    drop: async () => {
      forget();
      await drop();
    },
  };
}
