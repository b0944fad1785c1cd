import { buffer } from 'node:stream/consumers';
import type { Config } from '../config';
import { s3Storage } from '../lib/s3-storage';
import { uploadsDirOf } from '../lib/storage-from-config';
import { diskStorage, type UploadStorage } from '../lib/storage';

export interface MigrationReport {
  /** Files in the source store. */
  found: number;
  copied: number;
  /** Already in the target with the same size: an earlier run copied them. */
  alreadyThere: number;
  bytesCopied: number;
}

/**
 * Copies every file of `source` to the same address in `target`. A file the target already holds
 * with the same size is left alone (names are generated and never reused, so same address and size
 * is the same file), which makes a second run after an interrupted one copy only the rest.
 */
export async function migrateUploads(
  source: UploadStorage,
  target: UploadStorage,
  onProgress: (done: number) => void = () => undefined,
): Promise<MigrationReport> {
  await target.check();
  const present = new Map<string, number>();
  for await (const entry of target.list()) present.set(entry.url, entry.size);
  const report: MigrationReport = { found: 0, copied: 0, alreadyThere: 0, bytesCopied: 0 };
  for await (const entry of source.list()) {
    report.found += 1;
    if (present.get(entry.url) === entry.size) {
      report.alreadyThere += 1;
    } else {
      const file = await source.read(entry.url);
      // Deleted since it was listed: nothing to copy.
      if (file) {
        const contents = await buffer(file.body);
        await target.put(entry.url, contents);
        report.copied += 1;
        report.bytesCopied += contents.length;
      }
    }
    if (report.found % 100 === 0) onProgress(report.found);
  }
  return report;
}

/** `npm run admin -- migrate-uploads`: DATA_DIR/uploads into the bucket S3_BUCKET names. */
export async function migrateUploadsCommand(config: Config, onProgress?: (done: number) => void): Promise<string> {
  if (!config.s3)
    throw new Error('Set S3_BUCKET (with AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and, outside AWS, S3_ENDPOINT) to the bucket to copy the uploads into.');
  const from = uploadsDirOf(config);
  const report = await migrateUploads(diskStorage(from), s3Storage(config.s3), onProgress);
  const megabytes = (report.bytesCopied / 1_048_576).toFixed(1);
  return (
    `Copied ${report.copied} of ${report.found} files (${megabytes} MB) from ${from} into the bucket ${config.s3.bucket}; ` +
    `${report.alreadyThere} were already there. The files under ${from} are left as they were: remove them once the shop serves from the bucket.`
  );
}
