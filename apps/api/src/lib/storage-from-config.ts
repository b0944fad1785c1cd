import path from 'node:path';
import type { Config } from '../config';
import { deletingImageVariants } from './image-variants';
import { s3Storage } from './s3-storage';
import { diskStorage, type UploadStorage } from './storage';

/** DATA_DIR/uploads: the disk store, and what migrate-uploads copies from. */
export function uploadsDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

/**
 * The per-process cache of resized pictures (?w=400). Beside the uploads, never inside them, so it
 * is neither listed, backed up nor migrated; deleting it only costs the time to resize again.
 */
export function variantsDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'image-variants');
}

/**
 * The bucket when S3_BUCKET is set, the disk otherwise; either way deleting a picture also deletes
 * this process's resized copies of it.
 */
export function uploadStorageFor(config: Pick<Config, 'dataDir' | 's3'>): UploadStorage {
  const store = config.s3 ? s3Storage(config.s3) : diskStorage(uploadsDirOf(config));
  return deletingImageVariants(store, variantsDirOf(config));
}
