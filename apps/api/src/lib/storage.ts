import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { newId } from './ids';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from './private-files';

/** One stored file as read back: a stream of its bytes and what an HTTP answer needs about it. */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
  /** A quoted entity tag, ready for the ETag header. */
  etag: string;
  lastModified: Date;
}

/**
 * Where uploaded files live: on disk under DATA_DIR/uploads (diskStorage), or in an S3-compatible
 * bucket (s3Storage in ./s3-storage). Either way a file's address is /uploads/<folder>/<name>, the
 * same string the database keeps, so switching backends changes no stored row.
 */
export interface UploadStorage {
  readonly kind: 'disk' | 's3';
  /** Stores a new file and answers its address, /uploads/<folder>/<generated name>. */
  save(folder: string, contents: Buffer, extension: string): Promise<string>;
  /** The file at an address, or null when there is none. */
  read(url: string): Promise<StoredFile | null>;
  /** Removes a file by the address save() answered; one that is already gone is not an error. */
  delete(url: string): Promise<void>;
  exists(url: string): Promise<boolean>;
  /** Writes a file at a given address (restore, migrate-uploads), replacing what was there. */
  put(url: string, contents: Buffer): Promise<void>;
  /** Every stored file, in no promised order (backup, migrate-uploads, sweep-uploads). */
  list(): AsyncIterable<{ url: string; size: number; modified: Date }>;
  /** Throws when the store cannot be reached or written (healthz). */
  check(): Promise<void>;
}

export interface UploadFile {
  contents: Buffer;
  extension: string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
};

/** The Content-Type for a stored file's name; unknown kinds are plain bytes, never sniffed as HTML. */
export function contentTypeFor(name: string): string {
  const extension = path.extname(name).slice(1).toLowerCase();
  return contentTypes[extension] ?? 'application/octet-stream';
}

/**
 * The key inside the store for an upload address ('products/abc.webp' for '/uploads/products/abc.webp'),
 * or null when the address is not one an upload could have: outside /uploads/, with '..', '.', empty
 * or backslash segments, or a name longer than a file system allows. Both backends refuse such
 * addresses the same way, so a crafted URL never reaches a file or object outside the uploads.
 */
export function uploadKey(url: string): string | null {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const key = url.slice(UPLOADS_URL_PREFIX.length);
  if (key.length === 0 || key.length > 512 || key.includes('\\') || key.includes('\0')) return null;
  const segments = key.split('/');
  // No generated name comes near 255 characters, a file system's limit for one name.
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.length > 255)) return null;
  return key;
}

export function requireUploadKey(url: string): string {
  const key = uploadKey(url);
  if (key === null) throw new Error(`Not an address of an uploaded file: ${url}`);
  return key;
}

/** A name save() would give: folders are ours (products, reviews…), the name is generated. */
export function newUploadKey(folder: string, extension: string): string {
  const key = `${folder}/${newId()}.${extension}`;
  requireUploadKey(`${UPLOADS_URL_PREFIX}${key}`);
  return key;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR' || code === 'ENAMETOOLONG';
}

export function diskStorage(uploadsDir: string): UploadStorage {
  const root = path.resolve(uploadsDir);
  const fileOf = (url: string) => path.join(root, ...requireUploadKey(url).split('/'));
  return {
    kind: 'disk',
    async save(folder, contents, extension) {
      const key = newUploadKey(folder, extension);
      const file = path.join(root, ...key.split('/'));
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      await writeFile(file, contents, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async read(url) {
      const key = uploadKey(url);
      if (key === null) return null;
      const file = path.join(root, ...key.split('/'));
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          size: info.size,
          contentType: contentTypeFor(file),
          // Names are never reused, so size and time identify the contents well enough.
          etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
          lastModified: info.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(url) {
      await rm(fileOf(url), { force: true });
    },
    async exists(url) {
      const key = uploadKey(url);
      if (key === null) return false;
      try {
        return (await stat(path.join(root, ...key.split('/')))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async put(url, contents) {
      const file = fileOf(url);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      // Written beside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${newId()}.part`;
      try {
        await writeFile(temporary, contents, { mode: PRIVATE_FILE_MODE });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        // Skipped: files half written by put() and check()'s probes, never uploads.
        if (!entry.isFile() || entry.name.endsWith('.part') || entry.name.startsWith('.')) continue;
        // Dirent.parentPath is Node 20.12+; path is its older name.
        const directory = (entry as { parentPath?: string }).parentPath ?? entry.path;
        const file = path.join(directory, entry.name);
        const url = `${UPLOADS_URL_PREFIX}${path.relative(root, file).split(path.sep).join('/')}`;
        if (uploadKey(url) === null) continue;
        try {
          const stats = await stat(file);
          yield { url, size: stats.size, modified: stats.mtime };
        } catch (error) {
          // Deleted between listing and stat: not stored any more.
          if (!isMissing(error)) throw error;
        }
      }
    },
    async check() {
      await mkdir(root, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const probe = path.join(root, `.check-${process.pid}-${newId()}`);
      await writeFile(probe, '', { mode: PRIVATE_FILE_MODE });
      await rm(probe, { force: true });
    },
  };
}

/**
 * Saves the files, then runs work with their addresses. When work throws (a refusal under a lock, a
 * failed transaction, the database away), or a later file fails to save, the files saved so far are
 * deleted and the original error is thrown on: a request that stores nothing leaves nothing behind.
 * work should end with its commit; what follows a commit belongs outside, since a failure there
 * would delete the files of a saved row.
 */
export async function withSavedUploads<T>(
  storage: UploadStorage,
  folder: string,
  files: readonly UploadFile[],
  work: (urls: string[]) => Promise<T>,
): Promise<T> {
  const urls: string[] = [];
  try {
    for (const file of files) urls.push(await storage.save(folder, file.contents, file.extension));
    return await work(urls);
  } catch (error) {
    // A file that cannot be deleted stays behind rather than hide why the request failed.
    await Promise.allSettled(urls.map((url) => storage.delete(url)));
    throw error;
  }
}
