import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds password hashes and addresses (the embedded database and its WAL), reset codes (the
 * outbox's .eml files), the login secret and the customers' pictures: nothing in it is for another
 * account on the machine. The shop creates its files and folders with these modes.
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;

/** The permission bits of the owner's group and of everyone else. */
const SHARED_BITS = 0o077;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

function isGone(error: unknown): boolean {
  return errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR';
}

interface Tightening {
  changed: number;
  /** Entries another user owns, whose modes only that user (or root) may change. */
  refused: string[];
}

/**
 * Takes the group's and everyone else's bits off `root` and everything below it. Symbolic links are
 * neither changed nor followed, so nothing outside is touched; a folder the shop's user cannot read
 * is another user's, with nothing of the shop's in it.
 */
export function takeSharedBitsOff(root: string): Tightening {
  const result: Tightening = { changed: 0, refused: [] };
  const waiting = [root];
  while (waiting.length > 0) {
    const entry = waiting.pop()!;
    let info: Stats;
    try {
      // DATA_DIR itself may be a link to where the shop's data lives; nothing below it is followed.
      info = entry === root ? statSync(entry) : lstatSync(entry);
    } catch (error) {
      if (isGone(error)) continue;
      throw error;
    }
    if (info.isSymbolicLink()) continue;
    if ((info.mode & SHARED_BITS) !== 0) {
      try {
        chmodSync(entry, info.mode & 0o7777 & ~SHARED_BITS);
        result.changed += 1;
      } catch (error) {
        if (errorCode(error) === 'EPERM') result.refused.push(entry);
        else if (!isGone(error)) throw error;
      }
    }
    if (!info.isDirectory()) continue;
    try {
      for (const name of readdirSync(entry)) waiting.push(path.join(entry, name));
    } catch (error) {
      if (!isGone(error) && errorCode(error) !== 'EACCES') throw error;
    }
  }
  return result;
}

/**
 * At the start of every shop process (the server, the command line), before anything is written:
 * from then on whatever the process creates is its user's alone (the umask also reaches what libraries
 * create, such as PGlite's folders and sharp's resized pictures), DATA_DIR exists, and what an older
 * version or another umask left in it readable by others is tightened, told in one line.
 */
export function keepDataDirPrivate(dataDir: string, tell: (line: string) => void): void {
  process.umask(SHARED_BITS);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const { changed, refused } = takeSharedBitsOff(dataDir);
  if (changed > 0) tell(`Tightened the permissions of ${changed} files and folders in DATA_DIR (${dataDir}): now readable by the shop's user only.`);
  if (refused.length > 0) {
    tell(
      `${refused.length} files or folders in DATA_DIR belong to another user and stay readable by others, such as ${refused[0]}: ` +
        `give them to the shop's user (chown) or remove them.`,
    );
  }
}
