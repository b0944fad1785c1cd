import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCleanup } from './cleanup';
import { buildIfChanged, buildTargets, runQuietly } from '../scripts/build-targets';
import { runToCompletion, startChild, type ChildHandle } from './processes';
import { watchStartPeak, type StartPeak } from './start-peak';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const PROBE_MODULE = path.join(import.meta.dirname, 'memory-probe.mjs');

/** The bench keeps to these ports so that it never collides with a shop or test server elsewhere. */
const PORT_RANGE = { first: 4100, last: 4199 } as const;
const taken = new Set<number>();

export interface RunningServer {
  label: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A shop server: it also answers what it holds in memory. */
export interface RunningShop extends RunningServer {
  memory(): Promise<MemorySample>;
  /** What its start held at once, with the processes it started (bench/start-peak.ts). */
  startPeak: StartPeak;
}

/** The kernel's count of a process's memory (VmRSS now, VmHWM its peak) and Node's own breakdown. */
export interface MemorySample {
  rssBytes: number;
  peakRssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** Memory of C++ objects tied to JavaScript ones: Buffers, and PGlite's WebAssembly memory. */
  externalBytes: number;
  arrayBuffersBytes: number;
}

/** A free port in the bench's range, checked by listening on it. */
export async function freePort(): Promise<number> {
  for (let port = PORT_RANGE.first; port <= PORT_RANGE.last; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${PORT_RANGE.first} and ${PORT_RANGE.last}`);
}

/** A temporary folder removed on cleanup, even after a crash (the last resort removes it synchronously). */
export function temporaryDirectory(prefix: string): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), prefix));
  const remove = () => rmSync(directory, { recursive: true, force: true });
  onCleanup(`temporary folder ${directory}`, remove, remove);
  return directory;
}

export function newJwtSecret(): string {
  return randomBytes(36).toString('base64url');
}

/** A line of /proc/<pid>/status in bytes: VmRSS is the memory the process holds now, VmHWM the most it has held. */
function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** VmRSS of a process: the memory it really holds, as the kernel counts it. */
export function residentMemoryBytes(pid: number): number {
  return procStatusBytes(pid, 'VmRSS');
}

const PROBE_TIMEOUT_MS = 10_000;

/** Asks the server's memory probe (bench/memory-probe.mjs) for process.memoryUsage() and waits for its answer. */
async function sampleMemory(pid: number, probeFile: string): Promise<MemorySample> {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + PROBE_TIMEOUT_MS;
  while (!existsSync(probeFile)) {
    if (Date.now() > deadline) throw new Error(`process ${pid} did not answer its memory probe`);
    await sleep(50);
  }
  const usage = JSON.parse(readFileSync(probeFile, 'utf8')) as NodeJS.MemoryUsage;
  return {
    rssBytes: procStatusBytes(pid, 'VmRSS'),
    peakRssBytes: procStatusBytes(pid, 'VmHWM'),
    heapUsedBytes: usage.heapUsed,
    heapTotalBytes: usage.heapTotal,
    externalBytes: usage.external,
    arrayBuffersBytes: usage.arrayBuffers,
  };
}

async function waitUntilReady(url: string, child: ChildHandle, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.hasExited()) throw new Error(`${child.label} exited before it was ready:\n${child.recentOutput()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${child.label} was not ready within ${timeoutMs / 1000} s:\n${child.recentOutput()}`);
}

export interface ShopServerOptions {
  label: string;
  dataDir: string;
  jwtSecret: string;
  /** PostgreSQL; without it the server uses the embedded PGlite database in dataDir. */
  databaseUrl?: string;
  /** More settings (S3_BUCKET and the like). */
  env?: Record<string, string>;
}

/**
 * How the bench runs the shop: the built server (`npm run build:server`, then `node
 * apps/api/dist/server.js`), as production does (decision 020), or with `--from-source` the
 * TypeScript compiled at start by tsx, to compare the two.
 */
const fromSource = process.argv.includes('--from-source');
export const SERVER_RUN = fromSource ? 'from source (tsx)' : 'built (apps/api/dist)';

/**
 * The server's JavaScript, built once per bench run (well under a second), and the empty embedded
 * database `npm start` builds beside it when it is missing or stale (decision 022).
 */
let serverBuilt: Promise<void> | undefined;
function buildServerOnce(): Promise<void> {
  serverBuilt ??= (async () => {
    await runToCompletion('npm run build:server', 'npm', ['run', 'build:server', '--silent'], { cwd: REPO_ROOT, env: process.env });
    const emptyDatabase = buildTargets.find((target) => target.name === 'the empty database')!;
    await buildIfChanged(REPO_ROOT, emptyDatabase, { environment: process.env, run: runQuietly });
  })();
  return serverBuilt;
}

/**
 * Starts the shop as a user does (see SERVER_RUN), with per-IP rate limits off (one client sends
 * everything) and quiet logs, and waits until /healthz says ready. The first start on an empty
 * database seeds the demo shop, which takes a while. The memory probe rides along (one signal
 * listener) so that any part can read the server's memory.
 */
export async function startShopServer(options: ShopServerOptions): Promise<RunningShop> {
  if (!fromSource) await buildServerOnce();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const probeFile = path.join(options.dataDir, `memory-probe-${port}.json`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // The address the browser uses, so canonical links and sitemaps point where Lighthouse looks.
    PUBLIC_URL: url,
    DATA_DIR: options.dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: options.jwtSecret,
    DATABASE_URL: options.databaseUrl ?? '',
    SHOP_MEMORY_PROBE_FILE: probeFile,
    ...options.env,
  };
  const server = fromSource ? ['--import', 'tsx', 'apps/api/src/server.ts'] : ['apps/api/dist/server.js'];
  // BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the server under load (Node refuses --cpu-prof in NODE_OPTIONS).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = startChild(options.label, process.execPath, [...flags, '--import', PROBE_MODULE, ...server], { cwd: REPO_ROOT, env });
  const watch = watchStartPeak(child.pid, probeFile);
  await waitUntilReady(`${url}/healthz`, child, 240_000);
  const startPeak = watch.finish();
  return { label: options.label, url, pid: child.pid, stop: child.stop, memory: () => sampleMemory(child.pid, probeFile), startPeak };
}

/** One response as it came off the wire: status, headers and body bytes. */
export interface RecordedResponse {
  status: number;
  headers: [string, string][];
  bodyBase64: string;
}

/** Headers that describe the connection or the moment rather than the response; node:http sets its own. */
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Fetches a response with node:http (no decompression, no header rewriting) so it can be replayed byte for byte. */
export function recordResponse(url: string): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers: [string, string][] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!;
            if (!PER_CONNECTION_HEADERS.has(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1]!]);
          }
          if (!headers.some(([name]) => name.toLowerCase() === 'content-length')) headers.push(['content-length', String(body.length)]);
          resolve({ status: response.statusCode ?? 200, headers, bodyBase64: body.toString('base64') });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Starts bench/raw-server.ts in its own process, answering every request with the recorded
 * response: what the plainest Node server can do on this machine, the ceiling for the real one.
 */
export async function startRawServer(recorded: RecordedResponse, workDir: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const responseFile = path.join(workDir, `raw-response-${port}.json`);
  writeFileSync(responseFile, JSON.stringify(recorded));
  const child = startChild('raw node:http server', process.execPath, ['--import', 'tsx', 'bench/raw-server.ts', responseFile, String(port)], {
    cwd: REPO_ROOT,
    env: process.env,
  });
  await waitUntilReady(url, child, 30_000);
  return { label: 'raw node:http server', url, pid: child.pid, stop: child.stop };
}
