/**
 * Preloaded into the shop server the bench starts (`node --import bench/memory-probe.mjs …`): on
 * SIGUSR2 it writes the process's own view of its memory to SHOP_MEMORY_PROBE_FILE, which the bench
 * reads beside the kernel's VmRSS and VmHWM. Plain JavaScript, so the server it rides on loads no
 * TypeScript compiler for it.
 */
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.SHOP_MEMORY_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    // Written aside and renamed, so the bench never reads half a file.
    writeFileSync(`${file}.partial`, JSON.stringify(process.memoryUsage()));
    renameSync(`${file}.partial`, file);
  });
}
