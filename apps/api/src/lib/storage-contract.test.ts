import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { buffer } from 'node:stream/consumers';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBucket, type LocalBucket } from '../../test/s3rver';
import { imageVariant, imageVariantWidths } from './image-variants';
import { s3Storage } from './s3-storage';
import { uploadStorageFor, variantsDirOf } from './storage-from-config';
import { withSavedUploads, type UploadStorage } from './storage';

const collect = async (storage: UploadStorage) => {
  const found: { url: string; size: number; modified: Date }[] = [];
  for await (const entry of storage.list()) found.push(entry);
  return found.sort((a, b) => a.url.localeCompare(b.url));
};

/**
 * The same promises from both backends, so that code written against one works on the other; each as
 * the shop builds it (uploadStorageFor), with this process's resized copies beside it.
 */
describe.each(['disk', 's3'] as const)('upload storage on %s', (kind) => {
  let storage: UploadStorage;
  let bucket: LocalBucket | undefined;
  let directory = '';

  beforeAll(async () => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'shop-storage-contract-'));
    if (kind === 's3') bucket = await startLocalBucket();
    storage = uploadStorageFor({ dataDir: directory, s3: bucket?.settings });
  });
  afterAll(async () => {
    await bucket?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('names its kind and is reachable', async () => {
    expect(storage.kind).toBe(kind);
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('saves under a generated name and reads the same bytes back with type, size, ETag and date', async () => {
    const contents = Buffer.from('RIFF-not-really-a-webp');
    const url = await storage.save('products', contents, 'webp');
    expect(url).toMatch(/^\/uploads\/products\/[^/]+\.webp$/);
    const other = await storage.save('products', contents, 'webp');
    expect(other).not.toBe(url);

    const file = await storage.read(url);
    expect(file).not.toBeNull();
    expect(await buffer(file!.body)).toEqual(contents);
    expect(file).toMatchObject({ size: contents.length, contentType: 'image/webp' });
    expect(file!.etag).toMatch(/^"[^"]+"$/);
    expect(file!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await storage.exists(url)).toBe(true);
  });

  it('answers null and false for what is not there, and for addresses outside the uploads', async () => {
    for (const url of [
      '/uploads/products/never-saved.webp',
      '/uploads/../package.json',
      '/etc/passwd',
      '/uploads/a//b.webp',
      `/uploads/products/${'x'.repeat(300)}.webp`,
    ]) {
      expect(await storage.read(url), url).toBeNull();
      expect(await storage.exists(url), url).toBe(false);
    }
  });

  it('deletes, and deleting again is not an error; refuses to delete outside the uploads', async () => {
    const url = await storage.save('reviews', Buffer.from('photo'), 'webp');
    await storage.delete(url);
    expect(await storage.exists(url)).toBe(false);
    expect(await storage.read(url)).toBeNull();
    await expect(storage.delete(url)).resolves.toBeUndefined();
    await expect(storage.delete('/uploads/../jwt-secret')).rejects.toThrow('Not an address of an uploaded file');
  });

  it('deletes every resized copy of a file with it, and only of that file', async () => {
    const picture = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#c9a27e' } })
      .webp()
      .toBuffer();
    const removed = await storage.save('reviews', picture, 'webp');
    const kept = await storage.save('reviews', picture, 'webp');
    const variantsDir = variantsDirOf({ dataDir: directory });
    const copyFile = (url: string, width: number) => path.join(variantsDir, String(width), ...url.split('/').slice(2));
    for (const url of [removed, kept]) {
      for (const width of imageVariantWidths) expect(await imageVariant(storage, variantsDir, url, width), `${url} at ${width}`).not.toBeNull();
    }

    await storage.delete(removed);
    expect(await storage.exists(removed)).toBe(false);
    for (const width of imageVariantWidths) {
      expect(existsSync(copyFile(removed, width)), `copy at ${width}`).toBe(false);
      expect(await imageVariant(storage, variantsDir, removed, width), `copy at ${width}`).toBeNull();
      expect(existsSync(copyFile(kept, width)), `other file's copy at ${width}`).toBe(true);
    }
  });

  it('puts at a given address, replacing what was there, and lists every file with its size and when it was written', async () => {
    const before = Date.now();
    await storage.put('/uploads/seed/brand/logo.png', Buffer.from('first'));
    await storage.put('/uploads/seed/brand/logo.png', Buffer.from('second!'));
    const read = await storage.read('/uploads/seed/brand/logo.png');
    expect(read?.contentType).toBe('image/png');
    expect((await buffer(read!.body)).toString()).toBe('second!');
    await expect(storage.put('/uploads/../outside.png', Buffer.from('x'))).rejects.toThrow('Not an address');

    const listed = await collect(storage);
    const logo = listed.find((entry) => entry.url === '/uploads/seed/brand/logo.png');
    expect(logo).toEqual({ url: '/uploads/seed/brand/logo.png', size: 7, modified: expect.any(Date) });
    // S3 keeps whole seconds.
    expect(logo!.modified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(logo!.modified.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    for (const entry of listed) expect(await storage.exists(entry.url), entry.url).toBe(true);
    // Only stored files: check()'s probe and put()'s temporary files are never listed.
    await storage.check();
    expect((await collect(storage)).map((entry) => entry.url)).toEqual(listed.map((entry) => entry.url));
  });

  it('leaves nothing behind when the work after saving fails', async () => {
    const before = await collect(storage);
    const refusal = new Error('the transaction failed');
    const files = [
      { contents: Buffer.from('a'), extension: 'webp' },
      { contents: Buffer.from('b'), extension: 'webp' },
    ];
    let saved: string[] = [];
    await expect(
      withSavedUploads(storage, 'products', files, async (urls) => {
        saved = urls;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(saved).toHaveLength(2);
    for (const url of saved) expect(await storage.exists(url)).toBe(false);
    expect(await collect(storage)).toEqual(before);
  });
});

describe('s3 storage that cannot be reached', () => {
  it('fails with an error the shop answers as 503, not 500', async () => {
    // Nothing listens on port 9 (discard) on the loopback in a test machine.
    const storage = s3Storage({
      bucket: 'b',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'k',
      secretAccessKey: 's',
    });
    const { isServiceUnavailable } = await import('../db/client');
    const failure = await storage.check().catch((error: unknown) => error);
    expect(isServiceUnavailable(failure)).toBe(true);
    const readFailure = await storage.read('/uploads/products/x.webp').catch((error: unknown) => error);
    expect(isServiceUnavailable(readFailure)).toBe(true);
  });
});
