import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveVapidKeys } from './vapid-keys';

describe('the shop’s VAPID keys', () => {
  const scratch: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-vapid-keys-'));
    scratch.push(dir);
    return path.join(dir, 'data');
  };
  afterEach(() => scratch.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('are generated once into DATA_DIR and read back at every start after', async () => {
    const dir = dataDir();
    const first = await resolveVapidKeys({ dataDir: dir, vapidKeys: undefined });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(await resolveVapidKeys({ dataDir: dir, vapidKeys: undefined })).toEqual(first);
    // Only the file itself: the draft it was written as is gone.
    expect(readdirSync(dir)).toEqual(['vapid-keys.json']);
  });

  it('are the environment’s when it sets them, and nothing is written', async () => {
    const dir = dataDir();
    const keys = webpush.generateVAPIDKeys();
    expect(await resolveVapidKeys({ dataDir: dir, vapidKeys: keys })).toEqual(keys);
    expect(existsSync(dir)).toBe(false);
  });

  it('stop the start when the file holds something else, rather than replacing it with keys no device knows', async () => {
    const dir = dataDir();
    await resolveVapidKeys({ dataDir: dir, vapidKeys: undefined });
    writeFileSync(path.join(dir, 'vapid-keys.json'), '{"publicKey":"short"}');
    await expect(resolveVapidKeys({ dataDir: dir, vapidKeys: undefined })).rejects.toThrow(
      /vapid-keys\.json holds no VAPID keys; delete it to have new ones generated/,
    );
    writeFileSync(path.join(dir, 'vapid-keys.json'), 'not json');
    await expect(resolveVapidKeys({ dataDir: dir, vapidKeys: undefined })).rejects.toThrow(/vapid-keys\.json could not be read as VAPID keys/);
  });
});
