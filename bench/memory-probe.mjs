/**
 * Preloaded into the shop server the bench starts (`node --import bench/memory-probe.mjs …`): on
 * SIGUSR2 it writes the process's own view of its memory to SHOP_MEMORY_PROBE_FILE, which the bench
 * reads beside the kernel's VmRSS and VmHWM. Plain JavaScript, so the server it rides on loads no
 * TypeScript compiler for it.
 *
 * The processes the server starts with its own flags (its first start's steps, seed/first-start.ts)
 * load it too: each leaves its peak (VmHWM) beside that file as it exits, so the bench can count it.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';

const file = process.env.SHOP_MEMORY_PROBE_FILE;
if (file) {
  process.env.SHOP_MEMORY_PROBE_SERVER_PID ??= String(process.pid);
  process.on('SIGUSR2', () => {
    // Written aside and renamed, so the bench never reads half a file.
    writeFileSync(`${file}.partial`, JSON.stringify(process.memoryUsage()));
    renameSync(`${file}.partial`, file);
  });
  if (process.env.SHOP_MEMORY_PROBE_SERVER_PID !== String(process.pid)) {
    process.on('exit', () => {
      const peakKb = Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
      writeFileSync(`${file}.exited-${process.pid}.json`, JSON.stringify({ pid: process.pid, argv: process.argv.slice(2), peakBytes: peakKb * 1024 }));
    });
  }
}
