import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entriesWithModes, loosen, openToOthers, USUAL_UMASK } from '../../test/file-modes';
import { openTestDatabase, testConfig } from '../../test/helpers';
import { writeBackup } from '../backup/archive';
import { openDatabase } from '../db/client';
import { lockDirectory } from '../db/directory-lock';
import { resolveJwtSecret } from './jwt-secret';
import { createMailer } from './mailer';
import { keepDataDirPrivate } from './private-files';
import { resolveVapidKeys } from './vapid-keys';
import { diskStorage } from './storage';

const scratch: string[] = [];
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('keepDataDirPrivate', () => {
  let umaskBefore: number;
  beforeEach(() => {
    umaskBefore = process.umask(USUAL_UMASK);
  });
  afterEach(() => {
    process.umask(umaskBefore);
  });

  it('tightens an existing DATA_DIR once, saying so in one line, and leaves what a link points to alone', () => {
    const dataDir = path.join(scratchDir('shop-private-'), 'data');
    const outside = path.join(path.dirname(dataDir), 'not-the-shops.txt');
    writeFileSync(outside, 'someone else’s');
    chmodSync(outside, 0o644);
    mkdirSync(path.join(dataDir, 'outbox'), { recursive: true });
    mkdirSync(path.join(dataDir, 'uploads', 'products'), { recursive: true });
    writeFileSync(path.join(dataDir, 'outbox', '1-reset.eml'), 'Your code: 123456');
    writeFileSync(path.join(dataDir, 'uploads', 'products', 'a.webp'), 'picture');
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'x'.repeat(64));
    symlinkSync(outside, path.join(dataDir, 'link'));
    const loosened = loosen(dataDir);

    const told: string[] = [];
    keepDataDirPrivate(dataDir, (line) => told.push(line));
    expect(told).toEqual([`Tightened the permissions of ${loosened} files and folders in DATA_DIR (${dataDir}): now readable by the shop's user only.`]);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(entriesWithModes(dataDir).map(({ mode }) => mode)).toEqual(entriesWithModes(dataDir).map(({ directory }) => (directory ? 0o700 : 0o600)));
    expect(statSync(outside).mode & 0o777).toBe(0o644);

    // What the process creates from now on is private too; a second start has nothing to tell.
    writeFileSync(path.join(dataDir, 'outbox', '2-reset.eml'), 'Your code: 654321');
    keepDataDirPrivate(dataDir, (line) => told.push(line));
    expect(told).toHaveLength(1);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('makes a missing DATA_DIR private from the start, telling nothing', () => {
    const dataDir = path.join(scratchDir('shop-private-'), 'new', 'data');
    const told: string[] = [];
    keepDataDirPrivate(dataDir, (line) => told.push(line));
    expect(told).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});

describe('what the shop writes is private under any umask', () => {
  let umaskBefore: number;
  beforeEach(() => {
    umaskBefore = process.umask(USUAL_UMASK);
  });
  afterEach(() => {
    process.umask(umaskBefore);
  });

  it('uploads, the outbox, the generated secrets and the lock file', async () => {
    const dataDir = path.join(scratchDir('shop-private-'), 'data');
    resolveJwtSecret(testConfig({ DATA_DIR: dataDir, JWT_SECRET: '' }));
    await resolveVapidKeys(testConfig({ DATA_DIR: dataDir }));

    const uploads = diskStorage(path.join(dataDir, 'uploads'));
    await uploads.save('products', Buffer.from('picture'), 'webp');
    await uploads.put('/uploads/reviews/restored.jpg', Buffer.from('restored picture'));
    await uploads.check();

    const mailer = createMailer({ smtpUrl: undefined, from: 'Shop <no-reply@shop.pk>', outboxDir: path.join(dataDir, 'outbox') });
    const { file } = await mailer.deliver({
      to: 'ayesha@example.pk',
      subject: 'Your password reset code',
      text: 'Use this code: 123456',
      html: '<p>Use this code: 123456</p>',
    });
    await mailer.close();
    expect(file).toMatch(/\.eml$/);

    const release = lockDirectory(path.join(dataDir, 'db.lock'), 'The test database');
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      expect(entriesWithModes(dataDir).map(({ entry }) => path.relative(dataDir, entry))).toEqual(
        expect.arrayContaining(['jwt-secret', 'vapid-keys.json', 'db.lock', path.join('uploads', 'reviews', 'restored.jpg'), path.relative(dataDir, file!)]),
      );
    } finally {
      release();
    }
  });

  it('the embedded database, whose files PGlite gives their modes itself, once open and once closed', async () => {
    const dataDir = path.join(scratchDir('shop-private-db-'), 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.db.execute(sql`create table notes (id int primary key, body text)`);
      await database.db.execute(sql`insert into notes select n, repeat('x', 200) from generate_series(1, 2000) n`);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('a backup archive', async () => {
    const work = scratchDir('shop-private-backup-');
    const database = await openTestDatabase('pglite');
    try {
      const archive = path.join(work, 'shop.tar.gz');
      await writeBackup({ database, uploads: diskStorage(path.join(work, 'uploads')), file: archive });
      expect(statSync(archive).mode & 0o777).toBe(0o600);
    } finally {
      await database.close();
    }
  });
});
