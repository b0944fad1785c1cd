/**
 * Everything the bench starts (servers, Chrome, temporary folders, databases) registers here how to
 * undo it, so that a failure, an exception or Ctrl-C leaves nothing running and nothing on disk.
 */

interface CleanupTask {
  label: string;
  /** The normal, possibly slow undo (stop a server gracefully, drop a database). */
  undo: () => Promise<void> | void;
  /** Synchronous last resort when the process exits before `undo` could run (kill -9 a child, rm a folder). */
  lastResort?: () => void;
}

const tasks: CleanupTask[] = [];

/** Registers an undo; call the returned function once the thing has been undone normally. */
export function onCleanup(label: string, undo: CleanupTask['undo'], lastResort?: CleanupTask['lastResort']): () => void {
  const task: CleanupTask = { label, undo, ...(lastResort ? { lastResort } : {}) };
  tasks.push(task);
  return () => {
    const index = tasks.indexOf(task);
    if (index >= 0) tasks.splice(index, 1);
  };
}

/** Undoes everything still registered, newest first (a server stops before its database is dropped). */
export async function cleanUpAll(): Promise<void> {
  while (tasks.length > 0) {
    const task = tasks.pop()!;
    try {
      await task.undo();
    } catch (error) {
      console.error(`  cleanup of ${task.label} failed: ${error instanceof Error ? error.message : String(error)}`);
      task.lastResort?.();
    }
  }
}

let installed = false;
let interrupted = false;

/** After Ctrl-C nothing new may start: it could outlive the cleanup that is already running. */
export function assertNotInterrupted(): void {
  if (interrupted) throw new Error('interrupted');
}

/** Ctrl-C or SIGTERM: undo everything, then exit; on any exit, the synchronous last resorts. */
export function cleanUpOnSignals(): void {
  if (installed) return;
  installed = true;
  const interrupt = (signal: NodeJS.Signals) => {
    if (interrupted) {
      // A second Ctrl-C: stop waiting for graceful shutdowns; the exit handler still kills the rest.
      process.exit(130);
    }
    interrupted = true;
    console.error(`\n${signal}: stopping servers and removing temporary data…`);
    void cleanUpAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', interrupt);
  process.on('SIGTERM', interrupt);
  process.on('exit', () => {
    for (const task of tasks.splice(0).reverse()) {
      try {
        task.lastResort?.();
      } catch {
        // Nothing more can be done while exiting.
      }
    }
  });
}
