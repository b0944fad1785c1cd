import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The memory a server's start holds at once, its own and that of the processes it starts (the first
 * start's steps, seed/first-start.ts): VmRSS of the server and of its children sampled every 50 ms,
 * and each child's own peak (VmHWM), which the memory probe leaves beside its file as the child exits.
 * A child's peak can fall between two samples, so the figure is the larger of the server's own peak
 * and, for each child, its peak plus the most the server held while it ran: never less than the truth.
 */
export interface StartPeak {
  /** Never less than the most the server and its children held at one moment. */
  togetherBytes: number;
  serverPeakBytes: number;
  steps: { name: string; peakBytes: number; serverBytesMeanwhile: number }[];
}

const SAMPLE_MS = 50;

function statusValueBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null; // exited meanwhile
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

export function watchStartPeak(serverPid: number, probeFile: string): { finish(): StartPeak } {
  const serverBytesWhile = new Map<number, number>();
  const timer = setInterval(() => {
    const server = statusValueBytes(serverPid, 'VmRSS') ?? 0;
    for (const child of childrenOf(serverPid)) serverBytesWhile.set(child, Math.max(serverBytesWhile.get(child) ?? 0, server));
  }, SAMPLE_MS);
  return {
    finish() {
      clearInterval(timer);
      const directory = path.dirname(probeFile);
      const prefix = `${path.basename(probeFile)}.exited-`;
      const steps = readdirSync(directory)
        .filter((name) => name.startsWith(prefix))
        .map((name) => JSON.parse(readFileSync(path.join(directory, name), 'utf8')) as { pid: number; argv: string[]; peakBytes: number })
        .map((exited) => ({
          name: exited.argv.at(-1) ?? String(exited.pid),
          peakBytes: exited.peakBytes,
          serverBytesMeanwhile: serverBytesWhile.get(exited.pid) ?? 0,
        }));
      const serverPeakBytes = statusValueBytes(serverPid, 'VmHWM') ?? 0;
      const togetherBytes = Math.max(serverPeakBytes, ...steps.map((step) => step.peakBytes + step.serverBytesMeanwhile));
      return { togetherBytes, serverPeakBytes, steps };
    },
  };
}
