import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from './ids';

/**
 * Where uploaded files live: under DATA_DIR/uploads with generated names, served at /uploads/.
 * The one place to change for object storage later.
 */
export interface UploadStorage {
  /** Stores a new file and answers its address, /uploads/<folder>/<generated name>. */
  save(folder: string, contents: Buffer, extension: string): Promise<string>;
  /** Removes a file by the address save() answered; one that is already gone is not an error. */
  delete(url: string): Promise<void>;
}

export interface UploadFile {
  contents: Buffer;
  extension: string;
}

const URL_PREFIX = '/uploads/';

export function diskStorage(uploadsDir: string): UploadStorage {
  const root = path.resolve(uploadsDir);
  return {
    async save(folder, contents, extension) {
      const name = `${newId()}.${extension}`;
      const directory = path.join(root, folder);
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), contents, { flag: 'wx' });
      return `${URL_PREFIX}${folder}/${name}`;
    },
    async delete(url) {
      const file = path.resolve(root, url.slice(URL_PREFIX.length));
      if (!url.startsWith(URL_PREFIX) || !file.startsWith(root + path.sep)) throw new Error(`Not an address of an uploaded file: ${url}`);
      await rm(file, { force: true });
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
