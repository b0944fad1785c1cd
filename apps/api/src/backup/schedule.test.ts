import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { diskStorage } from '../lib/storage';
import { openTestDatabase } from '../../test/helpers';
import { verifyArchive } from './archive';
import { parseInterval } from './interval';
import { BackupSchedule } from './schedule';

describe('BACKUP_EVERY', () => {
  it.each([
    ['30m', 30 * 60_000],
    ['24h', 24 * 3_600_000],
    ['7d', 7 * 86_400_000],
    [' 12h ', 12 * 3_600_000],
  ])('reads %j', (text, ms) => expect(parseInterval(text)).toBe(ms));

  it.each(['24', '0h', '1.5h', '1 day', 'h', '24H', '-1h', '10s', '24hours', '999999d'])('refuses %j', (text) => expect(parseInterval(text)).toBeNull());

  it('is off without BACKUP_DIR, daily with it alone, and fails fast when given nowhere to write', () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backup).toEqual({ dir: path.resolve('/srv/backups'), everyMs: 86_400_000, keep: 7 });
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' }).backup).toMatchObject({ everyMs: 6 * 3_600_000, keep: 3 });
    expect(() => loadConfig({ BACKUP_EVERY: '24h' })).toThrow(ConfigError);
    expect(() => loadConfig({ BACKUP_EVERY: '24h' })).toThrow(/BACKUP_DIR: must be set when BACKUP_EVERY is/);
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_EVERY: '24' })).toThrow(/BACKUP_EVERY: must be a number and a unit: 30m, 24h or 7d/);
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be at least 1/);
  });
});

function recordingLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
}

describe('the backup schedule', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-schedule-'));
  const uploadsDir = path.join(work, 'uploads');
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await diskStorage(uploadsDir).put('/uploads/products/soap.webp', Buffer.from('not really a picture'));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes an archive at once into an empty folder, then one every interval, keeping the newest KEEP', async () => {
    const dir = path.join(work, 'kept');
    const logger = recordingLogger();
    const schedule = new BackupSchedule({ database, uploads: diskStorage(uploadsDir), dir, everyMs: 1, keep: 2, logger });
    await schedule.start();
    await vi.waitFor(() => expect(logger.info.mock.calls.length).toBeGreaterThanOrEqual(4), { timeout: 100_000, interval: 20 });
    await schedule.stop();
    const written = logger.info.mock.calls.map(([fields]) => path.basename((fields as { file: string }).file));
    expect(new Set(written).size).toBe(written.length);
    expect(readdirSync(dir).sort()).toEqual(written.slice(-2).sort());
    expect(logger.error).not.toHaveBeenCalled();
    const manifest = await verifyArchive(path.join(dir, written.at(-1)!));
    expect(Object.keys(manifest.entries)).toContain('uploads/products/soap.webp');
  }, 120_000);

  it('waits an interval after the newest archive already in the folder, and never touches other files', async () => {
    const dir = path.join(work, 'recent');
    const logger = recordingLogger();
    const first = new BackupSchedule({ database, uploads: diskStorage(uploadsDir), dir, everyMs: 3_600_000, keep: 1, logger });
    await first.start();
    await vi.waitFor(() => expect(logger.info).toHaveBeenCalledTimes(1), { timeout: 100_000, interval: 20 });
    await first.stop();
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    const second = new BackupSchedule({ database, uploads: diskStorage(uploadsDir), dir, everyMs: 3_600_000, keep: 1, logger });
    await second.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await second.stop();
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(readdirSync(dir)).toContain('notes.txt');
  }, 120_000);

  it('logs a failure and carries on instead of throwing', async () => {
    const blocked = path.join(work, 'a-file');
    writeFileSync(blocked, '');
    const logger = recordingLogger();
    const schedule = new BackupSchedule({
      database,
      uploads: diskStorage(uploadsDir),
      dir: path.join(blocked, 'backups'),
      everyMs: 3_600_000,
      keep: 2,
      logger,
    });
    await expect(schedule.start()).resolves.toBeUndefined();
    expect(await schedule.runOnce()).toBeNull();
    await schedule.stop();
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'backup failed; trying again at the next interval');
  });
});

describe.skipIf(!inject('postgresTemplate'))('the backup schedule on PostgreSQL', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-leader-'));
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('lets one process at a time back up, through an advisory lock, and another take over when it stops', async () => {
    const databaseUrl = inject('postgresTemplate')!.adminUrl;
    const lockKey = 900_000_000 + (process.pid % 100_000);
    const uploads = diskStorage(path.join(work, 'uploads'));
    const make = (name: string) =>
      new BackupSchedule({ database, uploads, dir: path.join(work, name), everyMs: 3_600_000, keep: 5, databaseUrl, lockKey, logger: recordingLogger() });
    const first = make('first');
    const second = make('second');
    try {
      expect(await first.runOnce()).toMatch(/shop-backup-.*\.tar\.gz$/);
      expect(await second.runOnce()).toBeNull();
      expect(await first.runOnce()).not.toBeNull();
      await first.stop();
      expect(await second.runOnce()).not.toBeNull();
    } finally {
      await first.stop();
      await second.stop();
    }
  }, 120_000);
});
