import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { loadSharp } from './images';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files';
import { requireUploadKey, uploadKey, UPLOADS_URL_PREFIX, type UploadStorage } from './storage';

/** Only these widths are made, so that nobody can fill the disk with one copy per width. */
export const imageVariantWidths = [200, 400, 800, 1200] as const;
const resizableExtensions = new Set(['.webp', '.png', '.jpg', '.jpeg']);

export function isVariantWidth(width: number): width is (typeof imageVariantWidths)[number] {
  return (imageVariantWidths as readonly number[]).includes(width);
}

/** Where the copy of the upload `key` at `width` lives, relative to variantsDir. */
function variantPath(width: number, key: string): string {
  return path.join(String(width), ...key.split('/'));
}

/** A copy is written beside its place under this name and renamed into place once whole. */
const temporaryName = (target: string) => `${target}.${process.pid}.tmp${path.extname(target)}`;
const isTemporaryName = (name: string) => /\.\d+\.tmp\.[^.]+$/.test(name);

const inFlight = new Map<string, Promise<string | null>>();

/**
 * A copy of the uploaded image at `url` at most `width` pixels wide (never enlarged), made once from
 * the storage's original and kept on this machine's disk under `variantsDir/<width>/`: a cache of this
 * process, rebuilt whenever it is missing, so with a bucket every server keeps its own. A copy is
 * served only while its original is stored. Returns its path relative to variantsDir, or null when
 * there is no such image.
 */
export async function imageVariant(storage: UploadStorage, variantsDir: string, url: string, width: number): Promise<string | null> {
  const key = uploadKey(url);
  if (key === null || !resizableExtensions.has(path.posix.extname(key).toLowerCase())) return null;
  const variantRelative = variantPath(width, key);
  const target = path.join(variantsDir, variantRelative);
  if (existsSync(target)) {
    // A copy outlives its original when another process deleted the original (with a bucket each
    // keeps its own copies) or finished the copy just after the delete: a removed picture must not
    // stay public at another width.
    if (await storage.exists(url)) return variantRelative;
    await rm(target, { force: true });
    return null;
  }

  const pending = inFlight.get(target);
  if (pending) return pending;
  const making = (async () => {
    const original = await storage.read(url);
    if (!original) return null;
    const contents = await buffer(original.body);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    const temporary = temporaryName(target);
    try {
      const sharp = await loadSharp();
      await sharp(contents, { limitInputPixels: 40_000_000 }).resize({ width, withoutEnlargement: true }).toFile(temporary);
      // sharp creates the file by the umask; the shop's files are its user's alone whatever that is.
      await chmod(temporary, PRIVATE_FILE_MODE);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return variantRelative;
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, making);
  return making;
}

/** Removes this process's copies of the upload at `url`, at every width. */
async function deleteImageVariants(variantsDir: string, url: string): Promise<void> {
  const key = requireUploadKey(url);
  await Promise.all(imageVariantWidths.map((width) => rm(path.join(variantsDir, variantPath(width, key)), { force: true })));
}

/**
 * The storage, with a delete that also removes this process's resized copies of the file in the same
 * call. Copies other processes made (with a bucket, each keeps its own) go when next asked for,
 * since imageVariant serves a copy only while its original is stored.
 */
export function deletingImageVariants(storage: UploadStorage, variantsDir: string): UploadStorage {
  return {
    ...storage,
    async delete(url) {
      await storage.delete(url);
      await deleteImageVariants(variantsDir, url);
    },
  };
}

/** Every copy in variantsDir: the address it is served at (/uploads/…?w=400), its original's, its file. */
async function* storedImageVariants(variantsDir: string): AsyncIterable<{ url: string; original: string; file: string }> {
  for (const width of imageVariantWidths) {
    const widthDir = path.join(variantsDir, String(width));
    let entries;
    try {
      entries = await readdir(widthDir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile() || isTemporaryName(entry.name)) continue;
      // Dirent.parentPath is Node 20.12+; path is its older name.
      const file = path.join((entry as { parentPath?: string }).parentPath ?? entry.path, entry.name);
      const original = `${UPLOADS_URL_PREFIX}${path.relative(widthDir, file).split(path.sep).join('/')}`;
      if (uploadKey(original) !== null) yield { url: `${original}?w=${width}`, original, file };
    }
  }
}

/**
 * The copies in variantsDir whose original the storage no longer holds (finished just after the
 * original's delete, made on this machine when another process deleted it, or before copies went
 * with their original), removed unless dryRun. `listed` holds the addresses a listing of the storage
 * found just before: only copies of others are asked about, so a bucket is asked once per orphan, and
 * a picture uploaded since the listing keeps its copies.
 */
export async function sweepOrphanedImageVariants(
  storage: UploadStorage,
  variantsDir: string,
  listed: ReadonlySet<string>,
  dryRun: boolean,
): Promise<Array<{ url: string; size: number }>> {
  const orphans: Array<{ url: string; size: number }> = [];
  for await (const copy of storedImageVariants(variantsDir)) {
    if (listed.has(copy.original) || (await storage.exists(copy.original))) continue;
    try {
      const { size } = await stat(copy.file);
      if (!dryRun) await rm(copy.file, { force: true });
      orphans.push({ url: copy.url, size });
    } catch (error) {
      // Removed meanwhile, by a request that found its original gone.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return orphans;
}
