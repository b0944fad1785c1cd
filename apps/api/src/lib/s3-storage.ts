import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeFor, newUploadKey, requireUploadKey, uploadKey, UPLOADS_URL_PREFIX, type UploadStorage } from './storage';

export interface S3Settings {
  bucket: string;
  /** Unset: AWS itself. Set for R2, MinIO, B2 and the like (https://<account>.r2.cloudflarestorage.com). */
  endpoint: string | undefined;
  region: string;
  /** bucket in the path (endpoint/bucket/key) rather than in the host name; MinIO and s3rver need it. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The store could not be reached or refused us (network down, wrong credentials, bucket gone, the
 * service's own 5xx). The request may well succeed later, so the error plugin answers 503 with
 * Retry-After (its code is one db/client.ts isServiceUnavailable knows), never 500.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
  readonly code = 'STORAGE_UNAVAILABLE';
  constructor(operation: string, cause: unknown) {
    super(`Object storage unavailable (${operation}): ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  }
  return false;
}

/** Files never change at their address (names are generated), so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function s3Storage(settings: S3Settings): UploadStorage & { client: S3Client } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Since 3.729 the SDK adds CRC32 checksums to every upload and checks them on download; R2, B2,
    // older MinIO and s3rver refuse or lack them. Only when an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer must not hold a shopper's request (or /healthz) for minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 20_000 },
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;

  const attempt = async <T>(operation: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw new StorageUnavailableError(operation, error);
    }
  };
  const putObject = (key: string, contents: Buffer) =>
    attempt('put', () => client.send(new PutObjectCommand({ Bucket, Key: key, Body: contents, ContentType: contentTypeFor(key), CacheControl: IMMUTABLE })));

  return {
    kind: 's3',
    client,
    async save(folder, contents, extension) {
      const key = newUploadKey(folder, extension);
      await putObject(key, contents);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async read(url) {
      const key = uploadKey(url);
      if (key === null) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('GetObject answered without a Node stream');
        return {
          body: object.Body,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? contentTypeFor(key),
          etag: object.ETag ?? `"${key}"`,
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw new StorageUnavailableError('read', error);
      }
    },
    async delete(url) {
      const key = requireUploadKey(url);
      // S3 answers 204 for a key that is not there, so deleting twice is not an error.
      await attempt('delete', () => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async exists(url) {
      const key = uploadKey(url);
      if (key === null) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw new StorageUnavailableError('exists', error);
      }
    },
    async put(url, contents) {
      await putObject(requireUploadKey(url), contents);
    },
    async *list() {
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
          for (const object of page.Contents ?? []) {
            const url = `${UPLOADS_URL_PREFIX}${object.Key ?? ''}`;
            // Objects someone else put in the bucket under names no upload could have are left out.
            if (uploadKey(url) !== null) yield { url, size: object.Size ?? 0, modified: object.LastModified ?? new Date() };
          }
        }
      } catch (error) {
        throw new StorageUnavailableError('list', error);
      }
    },
    async check() {
      await attempt('check', () => client.send(new HeadBucketCommand({ Bucket })));
    },
  };
}
