import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from './ids';

/**
 * Where uploaded files live: under DATA_DIR/uploads with generated names, served at /uploads/.
 * The one place to change for object storage later.
 */
export interface UploadStorage {
  save(folder: string, contents: Buffer, extension: string): Promise<string>;
}

export function diskStorage(uploadsDir: string): UploadStorage {
  return {
    async save(folder, contents, extension) {
      const name = `${newId()}.${extension}`;
      const directory = path.join(uploadsDir, folder);
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), contents, { flag: 'wx' });
      return `/uploads/${folder}/${name}`;
    },
  };
}
