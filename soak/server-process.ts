import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT_LINES_KEPT = 40;

export const SOAK_JWT_SECRET = 'soak-test-secret-that-is-long-enough-for-hs256';

/** The shop owner of a soak server, made by createOwner before the server's first start. */
export const SOAK_OWNER = { email: 'owner.soak@example.pk', password: 'cardamom tea under heavy load 2026' } as const;

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More settings for this server (S3_BUCKET and the like). */
  env?: Record<string, string>;
}

/** The real server (server.ts) as a child process, as `npm start` runs it, minus the web build. */
export class ServerProcess {
  readonly url: string;
  readonly startedAt = performance.now();
  private readonly child: ChildProcess;
  private readonly output: string[] = [];
  readonly exited: Promise<number | null>;

  constructor(options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        JWT_SECRET: SOAK_JWT_SECRET,
        DATABASE_URL: options.databaseUrl ?? '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8').on('data', (text: string) => {
        this.output.push(...text.split('\n').filter(Boolean));
        this.output.splice(0, Math.max(0, this.output.length - OUTPUT_LINES_KEPT));
      });
    }
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the server printed: shown when a check fails. */
  recentOutput(): string {
    return this.output.join('\n');
  }

  /** Milliseconds from spawn until /healthz answers 200; throws after timeoutMs or if the process dies. */
  async waitUntilReady(timeoutMs: number): Promise<number> {
    const deadline = this.startedAt + timeoutMs;
    while (performance.now() < deadline) {
      if (!this.running) throw new Error(`the server exited while starting:\n${this.recentOutput()}`);
      const status = await fetch(`${this.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return performance.now() - this.startedAt;
      await sleep(100);
    }
    throw new Error(`the server was not ready within ${timeoutMs} ms:\n${this.recentOutput()}`);
  }

  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    if (this.running) this.child.kill(signal);
    await this.exited;
  }
}

/**
 * Makes SOAK_OWNER's account with the admin command line, as a shop owner makes it, before the server's
 * first start (the embedded database takes one process at a time); the first start then seeds the shop.
 */
export async function createOwner(options: Omit<ServerOptions, 'port'>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', 'create-admin', '--email', SOAK_OWNER.email], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: SOAK_JWT_SECRET,
      DATABASE_URL: options.databaseUrl ?? '',
      ADMIN_PASSWORD: SOAK_OWNER.password,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.setEncoding('utf8').on('data', (text: string) => (output += text));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`create-admin exited with ${code}:\n${output.trim()}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
