import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBucket, type LocalBucket } from '../../test/s3rver';
import { loadConfig } from '../config';
import { s3Storage } from '../lib/s3-storage';
import { diskStorage, type UploadStorage } from '../lib/storage';
import { migrateUploadsCommand } from './migrate-uploads';

describe('npm run admin -- migrate-uploads', () => {
  let bucket: LocalBucket;
  let dataDir: string;
  let disk: UploadStorage;
  let s3: UploadStorage;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    bucket = await startLocalBucket();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-migrate-'));
    disk = diskStorage(path.join(dataDir, 'uploads'));
    s3 = s3Storage(bucket.settings);
    for (let index = 0; index < 5; index += 1) {
      const contents = Buffer.from(`product photo ${index} `.repeat(index + 1));
      files.set(await disk.save('products', contents, 'webp'), contents);
    }
    const logo = Buffer.from('a logo');
    await disk.put('/uploads/seed/brand/logo.png', logo);
    files.set('/uploads/seed/brand/logo.png', logo);
  });
  afterAll(async () => {
    await bucket?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const config = () => loadConfig({ DATA_DIR: dataDir, ...bucket.env });

  it('copies every file of the disk store into the bucket at the same address, and tells the counts', async () => {
    expect(await migrateUploadsCommand(config())).toMatch(/^Copied 6 of 6 files .* into the bucket shop-uploads; 0 were already there\./);
    const listed = new Map<string, number>();
    for await (const entry of s3.list()) listed.set(entry.url, entry.size);
    expect([...listed.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [url, contents] of files) {
      const read = await s3.read(url);
      expect(await buffer(read!.body), url).toEqual(contents);
    }
  });

  it('copies only what is missing when run again', async () => {
    const added = Buffer.from('a review photo uploaded before the switch');
    files.set(await disk.save('reviews', added, 'webp'), added);
    expect(await migrateUploadsCommand(config())).toMatch(/^Copied 1 of 7 files .*; 6 were already there\./);
    expect(await migrateUploadsCommand(config())).toMatch(/^Copied 0 of 7 files .*; 7 were already there\./);
  });

  it('asks for a bucket when none is set', async () => {
    await expect(migrateUploadsCommand(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(/Set S3_BUCKET/);
  });
});
