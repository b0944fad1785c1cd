import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { entriesWithModes, loosen, openToOthers, USUAL_UMASK } from '../test/file-modes';

/**
 * Other accounts on the machine (issue 28): the embedded database's files, its WAL among them, the
 * outbox's reset codes, the login secret, the pictures and the backups must be the shop's user's alone,
 * whatever umask the shop was started with, and a DATA_DIR left open by an older version is closed at
 * the next start (lib/private-files.ts; SECURITY.md).
 */

const work = mkdtempSync(path.join(os.tmpdir(), 'shop-local-users-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The real server, as `npm start` runs it, from a shell with the usual umask; its log lines as they come. */
function startServer(env: Record<string, string>) {
  const server = fileURLToPath(new URL('./server.ts', import.meta.url));
  const child = spawn('/bin/sh', ['-c', `umask 0${USUAL_UMASK.toString(8)} && exec "$0" "$@"`, process.execPath, '--import', 'tsx', server], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const waiting: { test: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const waiter of waiting.filter(({ test }) => test(line))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    lines,
    /** The first line (already written or still to come) that passes `test`; fails if the server ends first. */
    lineWith(test: (line: string) => boolean): Promise<string> {
      const seen = lines.find(test);
      if (seen !== undefined) return Promise.resolve(seen);
      return Promise.race([
        new Promise<string>((resolve) => waiting.push({ test, resolve })),
        exited.then((code) => Promise.reject(new Error(`the server ended (${code}) before the line came:\n${lines.join('\n')}`))),
      ]);
    },
    async stop(): Promise<number | null> {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const logMessage = (line: string): string | undefined => {
  try {
    return (JSON.parse(line) as { msg?: string }).msg;
  } catch {
    return undefined;
  }
};

describe('the server on the embedded database, started with the usual umask', () => {
  const dataDir = path.join(work, 'data');
  const backupDir = path.join(work, 'backups');
  const env = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_EVERY: '',
    LOG_LEVEL: 'info',
    RATE_LIMIT: 'off',
    DATABASE_URL: '',
    JWT_SECRET: '',
    SMTP_URL: '',
    S3_BUCKET: '',
    REDIS_URL: '',
    ORDER_WEBHOOK_URL: '',
    PUBLIC_URL: '',
  };

  // Two cold starts of the real server (tsx, PGlite, migrations, the demo shop's pictures) on a busy machine.
  it('keeps the database, the outbox, uploads, the secret and its backups private, and tightens what was left open', { timeout: 300_000 }, async () => {
    const first = startServer(env);
    const listening = logMessage(await first.lineWith((line) => /^Server listening at /.test(logMessage(line) ?? '')))!;
    const address = /^Server listening at (\S+)/.exec(listening)![1]!;
    await first.lineWith((line) => logMessage(line) === 'backup written');
    const registered = await fetch(`${address}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ayesha Khan', email: 'ayesha@example.pk', password: 'a good long password' }),
    });
    expect(registered.status).toBe(201);
    await first.lineWith((line) => logMessage(line) === 'email sent');
    expect(await first.stop()).toBe(0);

    expect(first.lines.filter((line) => line.startsWith('Tightened'))).toEqual([]);
    const written = entriesWithModes(dataDir).map(({ entry }) => path.relative(dataDir, entry));
    expect(written).toEqual(expect.arrayContaining(['jwt-secret', path.join('db', 'global', 'pg_control'), path.join('db', 'pg_wal')]));
    expect(written.some((entry) => entry.startsWith('outbox') && entry.endsWith('.eml'))).toBe(true);
    expect(written.some((entry) => entry.startsWith('uploads') && entry.endsWith('.webp'))).toBe(true);
    expect(readdirSync(backupDir).some((name) => name.endsWith('.tar.gz'))).toBe(true);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(openToOthers(backupDir)).toEqual([]);

    // As an older version of the shop left it: the next start tightens it and says so once.
    const loosened = loosen(dataDir);
    const second = startServer(env);
    await second.lineWith((line) => /^Server listening at /.test(logMessage(line) ?? ''));
    expect(await second.stop()).toBe(0);
    expect(second.lines.filter((line) => line.startsWith('Tightened'))).toEqual([
      `Tightened the permissions of ${loosened} files and folders in DATA_DIR (${dataDir}): now readable by the shop's user only.`,
    ]);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});
