// What `npm start` builds before it opens the shop, and when. Each target's output holds a stamp: the
// hash of the inputs it was last built from. A start whose inputs hash the same skips the build, so a
// restart with nothing changed opens the shop in seconds instead of rebuilding for twenty.
import { spawn } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface BuildTarget {
  /** As the owner reads it: "the web app". */
  name: string;
  /** Files and folders, relative to the repository, whose content the output depends on; a missing one counts as such. */
  inputs: string[];
  /** Folder names skipped wherever they occur below an input: outputs and installed packages. */
  skip: string[];
  /** Environment variables the output depends on. */
  environment: (name: string) => boolean;
  /** Inside the output folder; removed before a build and written after it succeeds. */
  stamp: string;
  command: string[];
}

/** What `npm start` builds, in order; a new build step is one more entry here. */
export const buildTargets: BuildTarget[] = [
  {
    name: 'the web app',
    // The whole app folder, so that a config file or a public/ folder added later counts without an
    // edit here; core's sources are bundled into it; the lock file pins every library it bundles; the
    // build draws the console's icons with scripts/console-icons.ts.
    inputs: ['apps/web', 'packages/core', 'package-lock.json', 'scripts/console-icons.ts'],
    skip: ['dist', 'node_modules'],
    // Vite bakes VITE_* variables into the bundle, and NODE_ENV chooses a development or production build.
    environment: (name) => name.startsWith('VITE_') || name === 'NODE_ENV',
    stamp: 'apps/web/dist/.build-inputs',
    command: ['npm', 'run', 'build', '--silent', '--workspace', '@shop/web'],
  },
  {
    name: 'the server',
    // The server's sources with core's, which the bundle holds; the lock file pins the packages it imports.
    inputs: ['apps/api/src', 'apps/api/build-server.mjs', 'apps/api/package.json', 'packages/core', 'package-lock.json'],
    skip: ['dist', 'node_modules'],
    environment: () => false,
    stamp: 'apps/api/dist/.build-inputs',
    command: ['npm', 'run', 'build:server', '--silent'],
  },
  {
    name: 'the empty database',
    // The lock file pins PGlite, whose version the database's files must match.
    inputs: ['apps/api/build-empty-database.mjs', 'package-lock.json'],
    skip: ['dist'],
    environment: () => false,
    stamp: 'apps/api/dist/empty-database/.build-inputs',
    command: ['node', 'apps/api/build-empty-database.mjs'],
  },
];

function hashInput(root: string, relative: string, skip: ReadonlySet<string>, hash: Hash): void {
  let info;
  try {
    info = statSync(path.join(root, relative));
  } catch {
    hash.update(`missing\0${relative}\0`);
    return;
  }
  if (info.isDirectory()) {
    const entries = readdirSync(path.join(root, relative)).sort();
    for (const entry of entries) if (!skip.has(entry)) hashInput(root, path.posix.join(relative, entry), skip, hash);
    return;
  }
  // By content rather than modification time: a checkout or a copy touches every file without changing one.
  const content = readFileSync(path.join(root, relative));
  hash.update(`file\0${relative}\0${content.length}\0`);
  hash.update(content);
}

/** The hash of everything the target's output is built from: its input files and its environment. */
export function inputsHash(root: string, target: BuildTarget, environment: NodeJS.ProcessEnv): string {
  const hash = createHash('sha256');
  const skip = new Set(target.skip);
  for (const input of target.inputs) hashInput(root, input, skip, hash);
  for (const name of Object.keys(environment).filter(target.environment).sort()) hash.update(`env\0${name}=${environment[name]}\0`);
  hash.update(`command\0${target.command.join('\0')}`);
  return hash.digest('hex');
}

function readStamp(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
}

export type BuildReason = 'never built' | 'inputs changed';

/** Whether the target must be built, and why; null when its output was built from these very inputs. */
export function buildReason(root: string, target: BuildTarget, hash: string): BuildReason | null {
  const stamp = readStamp(path.join(root, target.stamp));
  if (stamp === null) return 'never built';
  return stamp === hash ? null : 'inputs changed';
}

/** Runs a build command; its output is kept, not shown, so that a successful build prints nothing. */
export type RunCommand = (command: string[], cwd: string) => Promise<{ ok: boolean; output: string }>;

export const runQuietly: RunCommand = (command, cwd) =>
  new Promise((resolve) => {
    const [program, ...args] = command;
    const child = spawn(program!, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${String(error)}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });

export class BuildFailedError extends Error {
  override name = 'BuildFailedError';
  constructor(
    readonly target: BuildTarget,
    readonly output: string,
  ) {
    super(`Building ${target.name} failed.`);
  }
}

export interface BuildOptions {
  environment: NodeJS.ProcessEnv;
  run: RunCommand;
  /** Told before a build starts, which takes a while. */
  onBuild?: (target: BuildTarget, reason: BuildReason) => void;
}

/** Builds the target when its inputs changed since its last build; says whether it built. */
export async function buildIfChanged(root: string, target: BuildTarget, options: BuildOptions): Promise<boolean> {
  // Hashed before the build: a file edited while it runs makes the next start build again.
  const hash = inputsHash(root, target, options.environment);
  const reason = buildReason(root, target, hash);
  if (reason === null) return false;
  options.onBuild?.(target, reason);
  const stamp = path.join(root, target.stamp);
  // A build that fails may have changed part of the output: the next start must build again.
  rmSync(stamp, { force: true });
  const { ok, output } = await options.run(target.command, root);
  if (!ok) throw new BuildFailedError(target, output);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${hash}\n`);
  return true;
}
