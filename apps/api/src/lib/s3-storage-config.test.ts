import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { uploadStorageFor } from './storage-from-config';

const keys = { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret-example' };

describe('S3 settings', () => {
  it('keeps pictures on the disk unless S3_BUCKET is set', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/shop', ...keys });
    expect(config.s3).toBeUndefined();
    expect(uploadStorageFor(config).kind).toBe('disk');
  });

  it('uses the bucket with us-east-1 and virtual-host style unless told otherwise', () => {
    const config = loadConfig({ S3_BUCKET: 'shop-pictures', ...keys });
    expect(config.s3).toEqual({
      bucket: 'shop-pictures',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
    });
    expect(uploadStorageFor(config).kind).toBe('s3');
    const minio = loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true', ...keys });
    expect(minio.s3).toMatchObject({ endpoint: 'http://minio:9000', region: 'auto', forcePathStyle: true });
    expect(loadConfig({ S3_BUCKET: 'b', S3_REGION: '', ...keys }).s3?.region).toBe('us-east-1');
  });

  it('stops start-up with a message naming the keys when the bucket has none', () => {
    for (const missing of [{}, { AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, { AWS_SECRET_ACCESS_KEY: 'secret', AWS_ACCESS_KEY_ID: '' }]) {
      expect(() => loadConfig({ S3_BUCKET: 'shop-pictures', ...missing })).toThrow(ConfigError);
      expect(() => loadConfig({ S3_BUCKET: 'shop-pictures', ...missing })).toThrow(
        /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must both be set when S3_BUCKET is/,
      );
    }
  });

  it('refuses an endpoint that is not a URL and a path style that is not true or false', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000', ...keys })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes', ...keys })).toThrow(/S3_FORCE_PATH_STYLE: must be 'true' or 'false'/);
  });
});
