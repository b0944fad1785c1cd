import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { paisa } from '@shop/core/shared/money';
import { openTestDatabase, testDatabaseKinds } from '../../test/helpers';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './client';
import { DirectoryLockedError } from './directory-lock';
import { migrateDatabase } from './migrate';
import { categories, products } from './schema/catalog';
import { orders } from './schema/orders';
import { users } from './schema/users';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function postgresCode(error: unknown): string | undefined {
  return (error as { cause?: { code?: string } }).cause?.code;
}

// Each test makes a new data directory, which runs PGlite's initdb (seconds of work): on a busy CI
// machine that alone can pass the usual 30 s, so these wait as long as a hook may.
const FRESH_DIRECTORY_TIMEOUT_MS = 120_000;

describe('the embedded database in a data directory', { timeout: FRESH_DIRECTORY_TIMEOUT_MS }, () => {
  it('keeps rows across a close and reopen', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(first);
    await first.db.insert(categories).values({ name: 'Soaps', subcategories: ['Bars'] });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(second);
    const rows = await second.db.select().from(categories);
    expect(rows).toEqual([{ name: 'Soaps', subcategories: ['Bars'], position: 0, version: 1, updatedAt: expect.any(Date), updatedBy: null }]);
    await second.close();
  });

  it('starts with a small buffer pool, on disk and in memory alike (decision 020)', async () => {
    for (const target of [{ kind: 'pglite', dataDir: tempDir() }, { kind: 'pglite-memory' }] as const) {
      const handle = await openDatabase(target);
      const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ shared_buffers: PGLITE_SHARED_BUFFERS }]);
      await handle.close();
    }
  });

  it('refuses a second opener while the first holds it, and frees it on close', async () => {
    const dataDir = tempDir();
    const holder = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DirectoryLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/already in use by another shop process/);
    await holder.close();
    const next = await openDatabase({ kind: 'pglite', dataDir });
    await next.close();
  });

  it('refuses another process with a clear message', async () => {
    const dataDir = tempDir();
    const holder = await openDatabase({ kind: 'pglite', dataDir });
    const clientModule = fileURLToPath(new URL('./client.ts', import.meta.url));
    const child = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { openDatabase } from ${JSON.stringify(clientModule)};
         try { await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} }); console.log('opened'); }
         catch (error) { console.error(error.message); process.exit(3); }`,
      ],
      { encoding: 'utf8', timeout: 60_000 },
    );
    await holder.close();
    expect(child.status).toBe(3);
    expect(child.stderr).toContain(`is already in use by another shop process (pid ${process.pid})`);
  });
});

describe.each(testDatabaseKinds())('schema rules on %s', (kind) => {
  it('never lets stock go below zero', async () => {
    const database = await openTestDatabase(kind);
    try {
      const [product] = await database.db.select().from(products).limit(1);
      const error = await database.db
        .update(products)
        .set({ stock: sql`${products.stock} - ${product!.stock + 1}` })
        .where(eq(products.id, product!.id))
        .catch((caught: unknown) => caught);
      expect(postgresCode(error)).toBe('23514');
      const [after] = await database.db.select().from(products).where(eq(products.id, product!.id));
      expect(after!.stock).toBe(product!.stock);
    } finally {
      await database.close();
    }
  });

  it('keeps order numbers (the first 7 characters of the id) unique', async () => {
    const database = await openTestDatabase(kind);
    try {
      const [user] = await database.db.select().from(users).limit(1);
      const order = (id: string) => ({
        id,
        userId: user!.id,
        address: {
          firstName: 'Ayesha',
          lastName: 'Khan',
          email: 'ayesha@example.pk',
          street: '12 Canal Road',
          city: 'Lahore',
          state: 'Punjab',
          zipcode: '54000',
          phone: '03001234567',
        },
        subtotalPaisa: paisa(100_000),
        deliveryChargePaisa: paisa(25_000),
        amountPaisa: paisa(125_000),
      });
      await database.db.insert(orders).values(order('abcdef1000000000000000aa'));
      const error = await database.db
        .insert(orders)
        .values(order('abcdef1999999999999999bb'))
        .catch((caught: unknown) => caught);
      expect(postgresCode(error)).toBe('23505');
    } finally {
      await database.close();
    }
  });
});
