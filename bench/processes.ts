import { spawn, type ChildProcess } from 'node:child_process';
import { assertNotInterrupted, onCleanup } from './cleanup';

const OUTPUT_LINES_KEPT = 60;
const STOP_GRACE_MS = 15_000;

export interface ChildHandle {
  label: string;
  pid: number;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  hasExited(): boolean;
  /** The last lines the process wrote, for error messages. */
  recentOutput(): string;
  /** SIGTERM, then SIGKILL if it has not ended after the grace period. */
  stop(): Promise<void>;
}

/**
 * Starts a child process whose output is kept (not shown) and which is stopped on cleanup. Node is
 * started directly (`node --import tsx …`) rather than through npm or a wrapper binary, so that the
 * pid is the server itself: its memory is the server's memory and a signal reaches it.
 */
export function startChild(label: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): ChildHandle {
  assertNotInterrupted();
  const child: ChildProcess = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`${label} could not be started (${command})`);
  const pid = child.pid;

  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let ended = false;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = true;
      resolve(code ?? signal ?? 'unknown');
    });
    child.once('error', (error) => {
      ended = true;
      lines.push(String(error));
      resolve('spawn error');
    });
  });

  const stop = async () => {
    if (ended) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  const forget = onCleanup(label, stop, () => {
    if (!ended) child.kill('SIGKILL');
  });
  void exited.then(forget);

  return {
    label,
    pid,
    exited,
    hasExited: () => ended,
    recentOutput: () => lines.join('\n'),
    stop,
  };
}

/** Runs a command to completion (e.g. the web build); rejects with its last output when it fails. */
export async function runToCompletion(label: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  const child = startChild(label, command, args, options);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${label} failed (exit ${code}):\n${child.recentOutput()}`);
}
