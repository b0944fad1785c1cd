import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from '../lib/private-files';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes writing one data directory corrupt it. The
 * lock file holds the owner's pid; a lock left behind by a process that no longer runs is taken over.
 */
export function lockDirectory(lockPath: string, description: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', PRIVATE_FILE_MODE);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && isRunning(owner)) {
        throw new DirectoryLockedError(
          `${description} is already in use by another shop process (pid ${owner}). ` +
            `Stop that process first, or set DATA_DIR to another folder. ` +
            `If no shop is running, delete ${lockPath}.`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DirectoryLockedError(`Could not lock ${description}.`);
}
