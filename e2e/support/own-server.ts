import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { shopOwner } from './owner';

/**
 * A shop of the test's own, beside the suite's server (playwright.config.ts), for a test that stops and
 * starts it: its own port and data directory, the owner made first with the admin command line, and the
 * demo shop seeded at its first start, as on a new machine.
 */
export interface OwnShop {
  url: string;
  /** Stops the server as a deploy does (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, and waits until it answers. */
  start(): Promise<void>;
}

const READY_WITHIN_MS = 150_000;

export async function startOwnShop(port: number): Promise<OwnShop> {
  const dataDir = `.test-tmp/e2e-own-shop-${port}`;
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
  };
  rmSync(dataDir, { recursive: true, force: true });
  const created = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', 'create-admin', '--email', shopOwner.email], {
    env: { ...env, ADMIN_PASSWORD: shopOwner.password },
    encoding: 'utf8',
  });
  if (created.status !== 0) throw new Error(`create-admin failed: ${created.stderr}`);

  let server: ChildProcess | undefined;
  let output = '';
  const start = async () => {
    output = '';
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    server.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    const deadline = Date.now() + READY_WITHIN_MS;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}: ${output}`);
      const ready = await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`the shop did not answer within ${READY_WITHIN_MS} ms: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const stop = async () => {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url, start, stop };
}
