import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppContext } from '../app-context';
import type { DatabaseHandle } from '../db/client';
import { PRIVATE_DIRECTORY_MODE } from '../lib/private-files';
import { writeBackup, type BackupSource } from './archive';

/** An arbitrary constant, apart from the migrations' lock: the process holding it is the one that backs up. */
export const BACKUP_LOCK_KEY = 748_153_202;
/** The longest single wait; the due time is checked again after it, so a long interval needs no huge timer. */
const MAX_WAIT_MS = 60 * 60 * 1000;
const archiveName = /^shop-backup-(\d{8}T\d{9}Z)\.tar\.gz$/;

export function archiveFileName(at: Date): string {
  return `shop-backup-${at.toISOString().replaceAll(/[-:.]/g, '')}.tar.gz`;
}

function archiveTime(name: string): number | null {
  const stamp = archiveName.exec(name)?.[1];
  if (!stamp) return null;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}.${stamp.slice(15, 18)}Z`;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : time;
}

export interface BackupScheduleOptions {
  database: DatabaseHandle;
  uploads: BackupSource;
  dir: string;
  everyMs: number;
  keep: number;
  /** PostgreSQL: where the advisory lock is held, on a connection of its own. Unset (PGlite): one process by construction. */
  databaseUrl?: string | undefined;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;
  now?: () => Date;
  /** Tests name their own, so runs sharing a server never contend. */
  lockKey?: number;
}

/**
 * The running shop's own backups: one archive in BACKUP_DIR every BACKUP_EVERY, the newest
 * BACKUP_KEEP kept. With several processes on one PostgreSQL, the one holding the advisory lock does
 * it (it keeps the lock while it lives; another takes over when it goes). Every failure is logged and
 * tried again at the next turn: a backup must never take the shop down.
 */
export class BackupSchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;
  private nextDue = 0;
  private lockClient: pg.Client | undefined;
  private readonly now: () => Date;

  constructor(private readonly options: BackupScheduleOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Due at once when the folder holds no archive yet, else one interval after the newest. */
  async start(): Promise<void> {
    try {
      await mkdir(this.options.dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const newest = (await this.archives())[0];
      this.nextDue = newest ? newest.time + this.options.everyMs : this.now().getTime();
    } catch (error) {
      this.options.logger.error({ err: error, dir: this.options.dir }, 'backup folder unusable; trying again at the next interval');
      this.nextDue = this.now().getTime() + this.options.everyMs;
    }
    this.arm();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    const client = this.lockClient;
    this.lockClient = undefined;
    // Ending the session releases the advisory lock.
    await client?.end().catch(() => undefined);
  }

  private arm() {
    if (this.stopped) return;
    const wait = Math.max(0, Math.min(this.nextDue - this.now().getTime(), MAX_WAIT_MS));
    this.timer = setTimeout(() => void this.tick(), wait);
    this.timer.unref();
  }

  private async tick() {
    if (this.stopped) return;
    if (this.now().getTime() >= this.nextDue) {
      this.running = this.runOnce();
      await this.running;
      this.running = undefined;
      this.nextDue = this.now().getTime() + this.options.everyMs;
    }
    this.arm();
  }

  /** One turn: the archive's path, or null when another process leads or the backup failed (logged). */
  async runOnce(): Promise<string | null> {
    const { logger, dir } = this.options;
    try {
      if (!(await this.lead())) {
        logger.debug('another shop process takes the backups');
        return null;
      }
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
      const file = path.join(dir, archiveFileName(this.now()));
      const started = Date.now();
      const { manifest, bytes } = await writeBackup({ database: this.options.database, uploads: this.options.uploads, file, now: this.now() });
      const removed = await this.prune();
      logger.info(
        { file, bytes, tables: manifest.database.tables.length, uploads: manifest.uploads.files, ms: Date.now() - started, removed },
        'backup written',
      );
      return file;
    } catch (error) {
      logger.error({ err: error, dir }, 'backup failed; trying again at the next interval');
      return null;
    }
  }

  /** Whether this process is the one that backs up: holds, or just took, the advisory lock. */
  private async lead(): Promise<boolean> {
    const url = this.options.databaseUrl;
    if (!url) return true;
    if (this.lockClient) {
      // Asked again on the same session: true while it lives; a dead session throws and is replaced.
      try {
        await this.lockClient.query('select pg_try_advisory_lock($1)', [this.options.lockKey ?? BACKUP_LOCK_KEY]);
        return true;
      } catch {
        const lost = this.lockClient;
        this.lockClient = undefined;
        await lost.end().catch(() => undefined);
      }
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000, keepAlive: true });
    // Without a listener a dropped connection would crash the process; the next turn notices instead.
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [this.options.lockKey ?? BACKUP_LOCK_KEY]);
      if (rows[0]?.locked && !this.stopped) {
        this.lockClient = client;
        return true;
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    await client.end().catch(() => undefined);
    return false;
  }

  /** Newest first; only names this schedule writes, so other files in the folder are never touched. */
  private async archives(): Promise<{ name: string; time: number }[]> {
    const names = await readdir(this.options.dir);
    return names
      .map((name) => ({ name, time: archiveTime(name) }))
      .filter((entry): entry is { name: string; time: number } => entry.time !== null)
      .sort((a, b) => b.time - a.time);
  }

  private async prune(): Promise<string[]> {
    const old = (await this.archives()).slice(this.options.keep);
    for (const archive of old) await rm(path.join(this.options.dir, archive.name), { force: true });
    return old.map((archive) => archive.name);
  }
}

/** Starts the schedule when the server listens and stops it on close; nothing when BACKUP_DIR is unset. */
export function scheduleBackups(app: FastifyInstance, context: AppContext): void {
  const settings = context.config.backup;
  if (!settings) return;
  const schedule = new BackupSchedule({
    database: context.database,
    uploads: context.uploads,
    ...settings,
    databaseUrl: context.config.databaseUrl,
    logger: app.log,
  });
  app.addHook('onListen', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
}
