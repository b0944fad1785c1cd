import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const SHARED_SERVER = 'postgres://postgres@127.0.0.1:5432';
const BIN = '/usr/lib/postgresql/15/bin';

/** A database of this run on the shared server (127.0.0.1:5432); the name says whose it is. */
export class SoakDatabase {
  readonly url: string;

  private constructor(readonly name: string) {
    this.url = `${SHARED_SERVER}/${name}`;
  }

  static async create(purpose: string): Promise<SoakDatabase> {
    const database = new SoakDatabase(`shop_soak_${process.pid}_${purpose}`);
    await onServer(`${SHARED_SERVER}/postgres`, async (client) => {
      await client.query(`drop database if exists ${database.name} with (force)`);
      await client.query(`create database ${database.name}`);
    });
    return database;
  }

  async drop(): Promise<void> {
    await onServer(`${SHARED_SERVER}/postgres`, (client) => client.query(`drop database if exists ${this.name} with (force)`));
  }
}

export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A PostgreSQL cluster of our own, so that stopping it never touches the shared server. PostgreSQL
 * refuses to run as root, so as root the cluster belongs to (and runs as) the postgres user.
 */
export class PrivateCluster {
  readonly url: string;
  private readonly dir: string;
  private readonly dataDir: string;

  constructor(private readonly port: number) {
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'shop-soak-pg-'));
    this.dataDir = path.join(this.dir, 'data');
    this.url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    if (runningAsRoot()) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(this.dir, uid, gid);
    }
  }

  init(): void {
    this.run('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  }

  start(): void {
    const options = `-k ${this.dir} -p ${this.port} -c listen_addresses=127.0.0.1`;
    this.run('pg_ctl', ['-D', this.dataDir, '-o', options, '-l', path.join(this.dir, 'server.log'), '-w', 'start']);
  }

  /** Fast shutdown: open sessions are ended at once, as in a failover or a crash of the database host. */
  stop(): void {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      this.stop();
    } catch {
      // Already stopped.
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(program: string, args: string[]) {
    const command = [path.join(BIN, program), ...args];
    const [file, ...rest] = runningAsRoot() ? ['runuser', '-u', 'postgres', '--', ...command] : command;
    execFileSync(file!, rest, { stdio: 'pipe', cwd: this.dir });
  }
}

function runningAsRoot(): boolean {
  return process.getuid?.() === 0;
}
