import { chmodSync, lstatSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The usual umask of a login shell: without the shop's own care, files come out 0644 and folders 0755. */
export const USUAL_UMASK = 0o022;

/** Every entry under `root` (itself included) with its permission bits; links are left out, not followed. */
export function entriesWithModes(root: string): { entry: string; mode: number; directory: boolean }[] {
  const found = [{ entry: root, mode: statSync(root).mode & 0o777, directory: true }];
  for (const name of readdirSync(root, { recursive: true }) as string[]) {
    const entry = path.join(root, name);
    const stats = lstatSync(entry);
    if (!stats.isSymbolicLink()) found.push({ entry, mode: stats.mode & 0o777, directory: stats.isDirectory() });
  }
  return found;
}

/** What another account on the machine could read or change: the entries with any group or other bit, and their modes. */
export function openToOthers(root: string): string[] {
  return entriesWithModes(root)
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ entry, mode }) => `${path.relative(root, entry) || '.'} ${mode.toString(8)}`);
}

/** Leaves `root` as an older shop under a careless umask did: files 0666, folders 0755. Answers how many entries. */
export function loosen(root: string): number {
  const entries = entriesWithModes(root);
  for (const { entry, directory } of entries) chmodSync(entry, directory ? 0o755 : 0o666);
  return entries.length;
}
