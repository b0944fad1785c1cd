import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { startLocalBucket, type LocalBucket } from '../../test/s3rver';
import { products } from '../db/schema/catalog';
import { blogPosts } from '../db/schema/journal';
import { imageVariant } from '../lib/image-variants';
import { s3Storage } from '../lib/s3-storage';
import { diskStorage, requireUploadKey, uploadKey, type UploadStorage } from '../lib/storage';
import { uploadsDirOf, uploadStorageFor, variantsDirOf } from '../lib/storage-from-config';
import { sweepUploadsCommand } from './sweep-uploads';

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())('npm run admin -- sweep-uploads on %s', (kind) => {
  let shop: TestApp;
  let dataDir: string;
  let storage: UploadStorage;
  const now = new Date();
  const config = () => ({ dataDir, s3: undefined });

  /** Stores a file as if it had been written `ageMs` ago. */
  async function stored(url: string, ageMs: number) {
    await storage.put(url, Buffer.from(`bytes of ${url}`));
    const written = new Date(now.getTime() - ageMs);
    utimesSync(path.join(dataDir, 'uploads', uploadKey(url)!), written, written);
    return url;
  }

  const present = async () => {
    const urls: string[] = [];
    for await (const entry of storage.list()) urls.push(entry.url);
    return urls.sort();
  };

  let productPicture: string;
  let articlePicture: string;
  let unsavedForm: string;
  let killedMidRequest: string;
  let justUploaded: string;

  beforeAll(async () => {
    shop = await createTestApp(kind);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sweep-'));
    storage = diskStorage(path.join(dataDir, 'uploads'));
    const [product] = await shop.database.db.select({ id: products.id, images: products.images }).from(products).limit(1);
    productPicture = await stored(product!.images[0]!, 30 * DAY_MS);
    // Named only inside an article's text, at the end of a sentence.
    articlePicture = await stored('/uploads/journal/old-figure.webp', 10 * DAY_MS);
    const [post] = await shop.database.db.select({ id: blogPosts.id, content: blogPosts.content }).from(blogPosts).limit(1);
    await shop.database.db
      .update(blogPosts)
      .set({ content: `${post!.content}\n\nOur workshop: ${articlePicture}.` })
      .where(eq(blogPosts.id, post!.id));
    unsavedForm = await stored('/uploads/products/never-saved.webp', 3 * DAY_MS);
    killedMidRequest = await stored('/uploads/reviews/killed-mid-request.webp', 2 * DAY_MS);
    justUploaded = await stored('/uploads/products/being-filled-in.webp', 60_000);
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists what it would remove on a dry run, and removes nothing', async () => {
    const message = await sweepUploadsCommand(shop.database.db, config(), { olderThan: undefined, dryRun: true, now });
    expect(message).toMatch(
      /^5 files stored: 2 in use, 1 unused but newer than 24h \(left alone\), 2 unused and older \(0\.0 MB\); resized copies of pictures no longer stored: 0 \(0\.0 MB\)\. Dry run: nothing was removed\./,
    );
    expect(message).toContain(`  ${unsavedForm}`);
    expect(message).toContain(`  ${killedMidRequest}`);
    expect(await present()).toEqual([productPicture, articlePicture, unsavedForm, killedMidRequest, justUploaded].sort());
  });

  it('removes only the files no row names and older than the age given', async () => {
    const message = await sweepUploadsCommand(shop.database.db, config(), { olderThan: '60h', dryRun: false, now });
    expect(message).toMatch(
      /^5 files stored: 2 in use, 2 unused but newer than 60h \(left alone\), 1 unused and older \(0\.0 MB\); resized copies of pictures no longer stored: 0 \(0\.0 MB\), removed:/,
    );
    expect(await present()).toEqual([productPicture, articlePicture, killedMidRequest, justUploaded].sort());

    expect(await sweepUploadsCommand(shop.database.db, config(), { olderThan: '24h', dryRun: false, now })).toContain(killedMidRequest);
    expect(await present()).toEqual([productPicture, articlePicture, justUploaded].sort());
    expect(await sweepUploadsCommand(shop.database.db, config(), { olderThan: '24h', dryRun: false, now })).toMatch(/Nothing to remove\.$/);
  });

  it.each(['24', '1 day', '0h', '-5m', ''])('refuses the age %j with an example of one it takes', async (age) => {
    await expect(sweepUploadsCommand(shop.database.db, config(), { olderThan: age, dryRun: false, now })).rejects.toThrow(
      /Give the age as minutes, hours or days, such as 30m, 24h or 7d/,
    );
    expect(await present()).toContain(justUploaded);
  });
});

describe.each(testDatabaseKinds())('sweep-uploads and resized copies, database on %s', (kind) => {
  describe.each(['disk', 's3'] as const)('pictures on %s', (storageKind) => {
    let shop: TestApp;
    let bucket: LocalBucket | undefined;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sweep-copies-'));
    const config = () => ({ dataDir, s3: bucket?.settings });
    const variantsDir = variantsDirOf({ dataDir });
    // Every file is old enough seen from here: a bucket dates its objects itself.
    const now = new Date(Date.now() + 2 * DAY_MS);
    const copyFile = (url: string, width: number) => path.join(variantsDir, String(width), ...requireUploadKey(url).split('/'));

    let inUse: string;
    const unsavedForm = '/uploads/products/never-saved-form.webp';
    const removedEarlier = '/uploads/reviews/replaced-photo.webp';
    /** A copy another process is writing at this moment (lib/image-variants.ts names it so until renamed). */
    const beingWritten = () => `${copyFile(removedEarlier, 400)}.4242.tmp.webp`;

    beforeAll(async () => {
      shop = await createTestApp(kind);
      if (storageKind === 's3') bucket = await startLocalBucket();
      const storage = uploadStorageFor(config());
      const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#6d597a' } })
        .webp()
        .toBuffer();
      const [product] = await shop.database.db.select({ images: products.images }).from(products).limit(1);
      inUse = product!.images[0]!;
      for (const url of [inUse, unsavedForm, removedEarlier]) await storage.put(url, picture);
      for (const [url, width] of [
        [inUse, 200],
        [inUse, 400],
        [unsavedForm, 400],
        [removedEarlier, 200],
        [removedEarlier, 800],
      ] as const) {
        expect(await imageVariant(storage, variantsDir, url, width)).not.toBeNull();
      }
      // Deleted around this process's cache: by another server on the same bucket, or before copies went with their picture.
      const store = bucket ? s3Storage(bucket.settings) : diskStorage(uploadsDirOf({ dataDir }));
      await store.delete(removedEarlier);
      mkdirSync(path.dirname(beingWritten()), { recursive: true });
      writeFileSync(beingWritten(), 'half a picture');
    });
    afterAll(async () => {
      await shop?.close();
      await bucket?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('lists the copies of pictures no longer stored on a dry run, and removes nothing', async () => {
      const message = await sweepUploadsCommand(shop.database.db, config(), { olderThan: undefined, dryRun: true, now });
      expect(message).toMatch(
        /^2 files stored: 1 in use, 0 unused but newer than 24h \(left alone\), 1 unused and older \(0\.0 MB\); resized copies of pictures no longer stored: 2 \(0\.0 MB\)\. Dry run: nothing was removed\./,
      );
      for (const line of [unsavedForm, `${removedEarlier}?w=200`, `${removedEarlier}?w=800`]) expect(message).toContain(`\n  ${line}`);
      for (const [url, width] of [
        [removedEarlier, 200],
        [removedEarlier, 800],
        [unsavedForm, 400],
      ] as const) {
        expect(existsSync(copyFile(url, width)), `${url} at ${width}`).toBe(true);
      }
    });

    it('removes them, and the copies of the pictures it removes with those pictures; keeps the copies of pictures in use', async () => {
      const message = await sweepUploadsCommand(shop.database.db, config(), { olderThan: undefined, dryRun: false, now });
      expect(message).toMatch(/; resized copies of pictures no longer stored: 2 \(0\.0 MB\), removed:\n/);
      for (const line of [unsavedForm, `${removedEarlier}?w=200`, `${removedEarlier}?w=800`]) expect(message).toContain(`\n  ${line}`);
      expect(message).not.toContain(`${unsavedForm}?w=`);
      expect(existsSync(copyFile(removedEarlier, 200))).toBe(false);
      expect(existsSync(copyFile(removedEarlier, 800))).toBe(false);
      expect(existsSync(copyFile(unsavedForm, 400))).toBe(false);
      expect(existsSync(copyFile(inUse, 200))).toBe(true);
      expect(existsSync(copyFile(inUse, 400))).toBe(true);
      expect(existsSync(beingWritten())).toBe(true);

      expect(await sweepUploadsCommand(shop.database.db, config(), { olderThan: undefined, dryRun: false, now })).toMatch(
        /resized copies of pictures no longer stored: 0 \(0\.0 MB\)\. Nothing to remove\.$/,
      );
    });
  });
});
