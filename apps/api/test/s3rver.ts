import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/lib/s3-storage';

export interface LocalBucket {
  /** The settings as the environment would carry them, for loadConfig and child processes. */
  env: Record<string, string>;
  settings: S3Settings;
  close(): Promise<void>;
}

/** s3rver's fixed credentials: it checks signatures, so any others are refused. */
const S3RVER_KEY = 'S3RVER';

/**
 * A local S3-compatible server on a free port with one empty bucket, its files in a temporary
 * folder removed on close. Path style, since s3rver's virtual hosts need DNS names.
 */
export async function startLocalBucket(bucket = 'shop-uploads'): Promise<LocalBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_KEY,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    settings: { bucket, endpoint, region: 'us-east-1', forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
