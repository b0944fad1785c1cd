import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Only these widths are made, so that nobody can fill the disk with one copy per width. */
export const imageVariantWidths = [200, 400, 800, 1200] as const;
const resizableExtensions = new Set(['.webp', '.png', '.jpg', '.jpeg']);

export function isVariantWidth(width: number): width is (typeof imageVariantWidths)[number] {
  return (imageVariantWidths as readonly number[]).includes(width);
}

/** The absolute path of `relative` inside `root`, or null when it would leave it. */
export function insideRoot(root: string, relative: string): string | null {
  const resolved = path.resolve(root, relative);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}

const inFlight = new Map<string, Promise<string | null>>();

/**
 * A copy of an uploaded image at most `width` pixels wide (never enlarged), made once and kept under
 * `variantsDir/<width>/`. Returns its path relative to variantsDir, or null when there is no such image.
 */
export function imageVariant(uploadsDir: string, variantsDir: string, relative: string, width: number): Promise<string | null> {
  const source = insideRoot(uploadsDir, relative);
  if (!source || !resizableExtensions.has(path.extname(source).toLowerCase())) return Promise.resolve(null);
  const variantRelative = path.join(String(width), path.relative(uploadsDir, source));
  const target = path.join(variantsDir, variantRelative);
  if (existsSync(target)) return Promise.resolve(variantRelative);
  if (!existsSync(source)) return Promise.resolve(null);

  const pending = inFlight.get(target);
  if (pending) return pending;
  const making = (async () => {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp${path.extname(target)}`;
    await sharp(source, { limitInputPixels: 40_000_000 }).resize({ width, withoutEnlargement: true }).toFile(temporary);
    await rename(temporary, target);
    return variantRelative;
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, making);
  return making;
}
