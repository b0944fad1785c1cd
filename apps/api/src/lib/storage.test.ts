import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskStorage, withSavedUploads, type UploadStorage } from './storage';

const file = (text: string) => ({ contents: Buffer.from(text), extension: 'txt' });

describe('withSavedUploads', () => {
  const directories: string[] = [];
  const storageIn = () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-storage-'));
    directories.push(directory);
    return { storage: diskStorage(directory), stored: () => readdirSync(path.join(directory, 'photos')).sort() };
  };
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  it('keeps the files when the work succeeds, and hands it their addresses', async () => {
    const { storage, stored } = storageIn();
    const urls = await withSavedUploads(storage, 'photos', [file('a'), file('b')], async (saved) => saved);
    expect(urls).toHaveLength(2);
    expect(urls.map((url) => path.basename(url)).sort()).toEqual(stored());
  });

  it('deletes the files when the work fails, and throws its error on', async () => {
    const { storage, stored } = storageIn();
    const refusal = new Error('the transaction failed');
    await expect(withSavedUploads(storage, 'photos', [file('a'), file('b')], () => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(stored()).toEqual([]);
  });

  it('deletes the files saved before one that fails to save', async () => {
    const { storage: disk, stored } = storageIn();
    const diskFull = new Error('ENOSPC');
    let saves = 0;
    const storage: UploadStorage = { ...disk, save: (...args) => (++saves === 3 ? Promise.reject(diskFull) : disk.save(...args)) };
    await expect(withSavedUploads(storage, 'photos', [file('a'), file('b'), file('c')], async () => 'done')).rejects.toBe(diskFull);
    expect(stored()).toEqual([]);
  });

  it('throws the original error even when a file cannot be deleted', async () => {
    const { storage: disk } = storageIn();
    const refusal = new Error('over the daily limit');
    const storage: UploadStorage = { ...disk, delete: () => Promise.reject(new Error('EACCES')) };
    await expect(withSavedUploads(storage, 'photos', [file('a')], () => Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it('deletes only addresses inside the uploads folder', async () => {
    const { storage } = storageIn();
    await expect(storage.delete('/uploads/../jwt-secret')).rejects.toThrow('Not an address of an uploaded file');
    await expect(storage.delete('/etc/passwd')).rejects.toThrow('Not an address of an uploaded file');
    await expect(storage.delete('/uploads/photos/already-gone.txt')).resolves.toBeUndefined();
  });
});
