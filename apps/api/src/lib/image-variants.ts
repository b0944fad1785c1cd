import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { uploadKey, type UploadStorage } from './storage';

/** Only these widths are made, so that nobody can fill the disk with one copy per width. */
export const imageVariantWidths = [200, 400, 800, 1200] as const;
const resizableExtensions = new Set(['.webp', '.png', '.jpg', '.jpeg']);

export function isVariantWidth(width: number): width is (typeof imageVariantWidths)[number] {
  return (imageVariantWidths as readonly number[]).includes(width);
}

const inFlight = new Map<string, Promise<string | null>>();

/**
 * A copy of the uploaded image at `url` at most `width` pixels wide (never enlarged), made once from
 * the storage's original and kept on this machine's disk under `variantsDir/<width>/`: a cache of this
 * process, rebuilt whenever it is missing, so with a bucket every server keeps its own. Returns its
 * path relative to variantsDir, or null when there is no such image.
 */
export function imageVariant(storage: UploadStorage, variantsDir: string, url: string, width: number): Promise<string | null> {
  const key = uploadKey(url);
  if (key === null || !resizableExtensions.has(path.posix.extname(key).toLowerCase())) return Promise.resolve(null);
  const variantRelative = path.join(String(width), ...key.split('/'));
  const target = path.join(variantsDir, variantRelative);
  if (existsSync(target)) return Promise.resolve(variantRelative);

  const pending = inFlight.get(target);
  if (pending) return pending;
  const making = (async () => {
    const original = await storage.read(url);
    if (!original) return null;
    const contents = await buffer(original.body);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp${path.extname(target)}`;
    try {
      await sharp(contents, { limitInputPixels: 40_000_000 }).resize({ width, withoutEnlargement: true }).toFile(temporary);
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
