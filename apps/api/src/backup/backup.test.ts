import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import sharp from 'sharp';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import * as audit from '../db/schema/audit';
import * as catalog from '../db/schema/catalog';
import * as content from '../db/schema/content';
import * as couriers from '../db/schema/couriers';
import * as discounts from '../db/schema/discounts';
import * as journal from '../db/schema/journal';
import * as consoleSchema from '../db/schema/console';
import * as messages from '../db/schema/messages';
import * as orders from '../db/schema/orders';
import * as outbox from '../db/schema/outbox';
import * as push from '../db/schema/push';
import * as reviews from '../db/schema/reviews';
import * as stock from '../db/schema/stock';
import * as users from '../db/schema/users';
import { s3Storage } from '../lib/s3-storage';
import { diskStorage } from '../lib/storage';
import { createTestApp, deliveryAddress, fakeWebBuild, newAccount, openTestDatabase, testConfig, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { startLocalBucket, type LocalBucket } from '../../test/s3rver';
import { databaseUrl } from '../../test/database-url';
import { restoreBackup, verifyArchive, writeBackup } from './archive';
import { quoteIdentifier, shopTables } from './database';
import { MANIFEST_ENTRY, sha256, type Manifest } from './manifest';

const drizzleTables = [audit, catalog, consoleSchema, content, couriers, discounts, journal, messages, orders, outbox, push, reviews, stock, users]
  .flatMap((module) => Object.values(module))
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

/** Every row of every table as PostgreSQL prints it, sorted: two databases with the same data print the same. */
async function everyRow(database: DatabaseHandle): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of await shopTables(database.db)) {
    const columns = table.columns.map(quoteIdentifier).join(', ');
    const { rows } = (await database.db.execute(
      sql.raw(`select row_to_json(x)::text as line from (select ${columns} from public.${quoteIdentifier(table.name)}) x order by 1`),
    )) as unknown as { rows: { line: string }[] };
    result[table.name] = rows.map((row) => row.line);
  }
  return result;
}

/** The archive's entries, changed by `edit`, packed again: a file someone tampered with, or a disk that flipped a bit. */
async function rewriteArchive(file: string, target: string, edit: (name: string, contents: Buffer) => Buffer): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  const done = (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of pack) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
  extract.end(gunzipSync(readFileSync(file)));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const contents = edit(entry.header.name, Buffer.concat(chunks));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: contents.byteLength }, contents, (error) => (error ? reject(error) : resolve())),
    );
  }
  pack.finalize();
  writeFileSync(target, gzipSync(await done));
}

interface Target {
  open(): Promise<DatabaseHandle>;
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** An empty place to restore into: a fresh DATA_DIR (PGlite) or a scratch database shop_restore_<pid> (PostgreSQL). */
async function emptyTarget(kind: 'pglite' | 'postgres', dataDir: string): Promise<Target> {
  if (kind === 'pglite') {
    return { open: () => openDatabase({ kind: 'pglite', dataDir }), env: { DATA_DIR: dataDir }, dispose: async () => undefined };
  }
  const adminUrl = inject('postgresTemplate')!.adminUrl;
  const name = `shop_restore_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = databaseUrl(adminUrl, name);
  return {
    open: () => openDatabase({ kind: 'postgres', url }),
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    async dispose() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Under a loaded machine the embedded database's restores take seconds each. */
const SLOW_MS = 120_000;

describe.each(testDatabaseKinds())('backup and restore on %s', (kind) => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
  const sourceDir = path.join(work, 'source');
  const targetDir = path.join(work, 'target');
  const archive = path.join(work, 'shop.tar.gz');
  let shop: TestApp;
  let target: Target;
  let customer: { email: string; password: string };
  let photoUrl: string;
  let photo: Buffer;
  let manifest: Manifest;
  let sourceRows: Record<string, string[]>;
  let database: DatabaseHandle;

  beforeAll(async () => {
    shop = await createTestApp(kind, { env: { DATA_DIR: sourceDir }, webDist: fakeWebBuild() });
    const account = await newAccount(shop);
    customer = { email: account.email, password: 'a good long password' };
    const products = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    const product = products.find((item) => item.quantity >= 5 && item.discountprice === 0)!;
    const { settings } = (await shop.app.inject({ method: 'GET', url: '/api/delivery-settings' })).json();
    const deliveryCharges = settings.freeDeliveryAbove > 0 && product.price >= settings.freeDeliveryAbove ? 0 : settings.fixedCharge;
    const order = await shop.app.inject({
      method: 'POST',
      url: '/api/order/place',
      headers: { token: account.token },
      payload: { address: deliveryAddress, items: [{ id: product._id, quantity: 1 }], amount: product.price + deliveryCharges, deliveryCharges, method: 'COD' },
    });
    expect(order.statusCode).toBe(201);

    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9e7e' } })
      .jpeg()
      .toBuffer();
    const body = new FormData();
    for (const [key, value] of Object.entries({ targetType: 'product', productId: product._id, content: 'Lovely lather', rating: '5' }))
      body.append(key, value);
    body.append('reviewImages', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const encoded = new Response(body);
    const review = await shop.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${account.token}` },
    });
    expect(review.statusCode).toBe(201);
    photoUrl = review.json().review.reviewImages[0].url;
    // The shop stores its own re-encoding of the upload; that is what must come back.
    photo = (await shop.app.inject({ method: 'GET', url: photoUrl })).rawPayload;
    expect(photo.length).toBeGreaterThan(0);

    // The order's and the review's emails go out first: a send between the snapshot and the backup
    // would change an outbox row under the comparison.
    await shop.outbox.idle();
    sourceRows = await everyRow(shop.database);
    manifest = (await writeBackup({ database: shop.database, uploads: shop.app.context.uploads, file: archive })).manifest;
    target = await emptyTarget(kind, targetDir);
    // Opened once: creating an embedded database is the slow part, and a second handle would wait for the lock.
    database = await target.open();
  });

  afterAll(async () => {
    await shop?.close();
    await database?.close();
    await target?.dispose();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes every table of the Drizzle schema, the uploads and a manifest that checks out', async () => {
    expect(manifest.database.tables.map((table) => table.name).sort()).toEqual(drizzleTables);
    // Loading order: a table after every table it references.
    const position = (name: string) => manifest.database.tables.findIndex((table) => table.name === name);
    expect(position('orders')).toBeGreaterThan(position('users'));
    expect(position('order_items')).toBeGreaterThan(position('orders'));
    expect(position('orders')).toBeGreaterThan(position('discount_codes'));
    expect(position('reviews')).toBeGreaterThan(position('products'));
    expect(position('courier_payout_lines')).toBeGreaterThan(Math.max(position('courier_payouts'), position('orders')));
    expect(position('courier_payouts')).toBeGreaterThan(position('courier_payout_previews'));
    for (const table of manifest.database.tables) expect(table.rows, table.name).toBe(sourceRows[table.name]!.length);
    expect(manifest.database.schema.tag).toMatch(/^\d{4}_/);
    expect(manifest.uploads.files).toBeGreaterThan(0);
    expect(Object.keys(manifest.entries)).toContain(`uploads/${photoUrl.slice('/uploads/'.length)}`);
    expect(await verifyArchive(archive)).toEqual(manifest);
  });

  it(
    'restores into an empty shop: the same rows, a customer logs in with their password, the review photo is served',
    async () => {
      const summary = await restoreBackup({ database, uploads: diskStorage(path.join(targetDir, 'uploads')), file: archive, force: false });
      expect(summary.files).toBe(manifest.uploads.files);
      await migrateDatabase(database);
      expect(await everyRow(database)).toEqual(sourceRows);

      const app = await buildApp({ config: testConfig(target.env), database, logger: false, webDist: fakeWebBuild() });
      try {
        const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: customer });
        expect(login.statusCode).toBe(200);
        const served = await app.inject({ method: 'GET', url: photoUrl });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(photo)).toBe(true);
      } finally {
        await app.close();
      }
    },
    SLOW_MS,
  );

  it(
    'refuses to replace a shop that has data without --force, changing nothing',
    async () => {
      const before = await everyRow(database);
      await expect(restoreBackup({ database, uploads: diskStorage(path.join(targetDir, 'uploads')), file: archive, force: false })).rejects.toThrow(
        /already has data.*--force.*Nothing was changed/,
      );
      expect(await everyRow(database)).toEqual(before);
    },
    SLOW_MS,
  );

  it(
    'refuses a corrupted archive with a message before changing anything, even with --force',
    async () => {
      const flipped = path.join(work, 'flipped.tar.gz');
      await rewriteArchive(archive, flipped, (name, contents) => {
        if (!name.startsWith('database/users/')) return contents;
        const copy = Buffer.from(contents);
        copy[copy.indexOf('"email"') + 10]! ^= 0x01;
        return copy;
      });
      const truncated = path.join(work, 'truncated.tar.gz');
      const bytes = readFileSync(archive);
      writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
      const uploadsDir = path.join(work, 'untouched-uploads');

      const before = await everyRow(database);
      await expect(restoreBackup({ database, uploads: diskStorage(uploadsDir), file: flipped, force: true })).rejects.toThrow(
        /failed its checks \(database\/users\/000001\.jsonl does not match its checksum\)\. It is damaged; nothing was changed\./,
      );
      await expect(restoreBackup({ database, uploads: diskStorage(uploadsDir), file: truncated, force: true })).rejects.toThrow(
        /is damaged or not a shop backup: .*Nothing was changed\./,
      );
      expect(await everyRow(database)).toEqual(before);
      const written: string[] = [];
      for await (const file of diskStorage(uploadsDir).list()) written.push(file.url);
      expect(written).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    'changes nothing when a row cannot be loaded, and says why instead of calling the file damaged',
    async () => {
      // A well-formed archive whose users entry holds one account twice: its checksums are right.
      const doubled = path.join(work, 'doubled.tar.gz');
      const entry = manifest.database.tables.find((table) => table.name === 'users')!.entries[0]!;
      let changedEntry: Buffer | undefined;
      await rewriteArchive(archive, doubled, (name, contents) => {
        if (name === entry) {
          const first = contents.subarray(0, contents.indexOf('\n') + 1);
          changedEntry = Buffer.concat([contents, first]);
          return changedEntry;
        }
        if (name !== MANIFEST_ENTRY) return contents;
        const changed = JSON.parse(contents.toString()) as Manifest;
        changed.entries[entry] = { size: changedEntry!.byteLength, sha256: sha256(changedEntry!) };
        changed.database.tables.find((table) => table.name === 'users')!.rows += 1;
        return Buffer.from(JSON.stringify(changed));
      });
      const before = await everyRow(database);
      const failure = restoreBackup({ database, uploads: diskStorage(path.join(work, 'never-written')), file: doubled, force: true });
      await expect(failure).rejects.toThrow();
      await expect(failure).rejects.not.toThrow(/damaged/);
      expect(await everyRow(database)).toEqual(before);
    },
    SLOW_MS,
  );

  it(
    'refuses a schema newer than the code, and replaces a shop with --force',
    async () => {
      const newer = path.join(work, 'newer.tar.gz');
      await rewriteArchive(archive, newer, (name, contents) => {
        if (name !== MANIFEST_ENTRY) return contents;
        const changed = JSON.parse(contents.toString()) as Manifest;
        changed.database.schema = { tag: '9999_from_the_future', createdAt: 4_102_444_800_000, hash: 'f'.repeat(64) };
        return Buffer.from(JSON.stringify(changed));
      });
      const before = await everyRow(database);
      await expect(restoreBackup({ database, uploads: diskStorage(path.join(targetDir, 'uploads')), file: newer, force: true })).rejects.toThrow(
        /schema \(9999_from_the_future\) is newer than this shop's code/,
      );
      expect(await everyRow(database)).toEqual(before);

      // The shop moved on after the backup; --force brings it back to the archive exactly.
      await database.db.execute(sql`delete from review_reactions`);
      await database.db.execute(sql`update users set name = 'Someone else'`);
      await restoreBackup({ database, uploads: diskStorage(path.join(targetDir, 'uploads')), file: archive, force: true });
      await migrateDatabase(database);
      expect(await everyRow(database)).toEqual(sourceRows);
    },
    SLOW_MS,
  );
});

describe('backup and restore with pictures in a bucket', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-s3-'));
  let from: LocalBucket;
  let to: LocalBucket;
  beforeAll(async () => {
    from = await startLocalBucket('shop-from');
    to = await startLocalBucket('shop-to');
  });
  afterAll(async () => {
    await from?.close();
    await to?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    'reads every object of the bucket into the archive and puts each back into another bucket',
    async () => {
      const pictures = new Map([
        ['/uploads/products/a.webp', Buffer.from('first picture')],
        ['/uploads/reviews/b.jpg', Buffer.alloc(300_000, 7)],
      ]);
      for (const [url, contents] of pictures) await s3Storage(from.settings).put(url, contents);
      const archive = path.join(work, 'bucket.tar.gz');
      const source = await openTestDatabase('pglite');
      try {
        const { manifest } = await writeBackup({ database: source, uploads: s3Storage(from.settings), file: archive });
        expect(manifest.uploads.files).toBe(2);
      } finally {
        await source.close();
      }
      const target = await openDatabase({ kind: 'pglite-memory' });
      try {
        const destination = s3Storage(to.settings);
        await restoreBackup({ database: target, uploads: destination, file: archive, force: false });
        for (const [url, contents] of pictures) {
          const stored = await destination.read(url);
          const chunks: Buffer[] = [];
          for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
          expect(Buffer.concat(chunks).equals(contents), url).toBe(true);
        }
      } finally {
        await target.close();
      }
    },
    SLOW_MS,
  );
});
