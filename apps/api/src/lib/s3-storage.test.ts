import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createSecondApp, createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { startLocalBucket, type LocalBucket } from '../../test/s3rver';
import { s3Storage } from './s3-storage';

async function form(fileField: string, files: Buffer[], fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  files.forEach((data, index) => body.append(fileField, new Blob([data], { type: 'image/png' }), `photo-${index}.png`));
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

/**
 * Two servers behind a load balancer, one database and one bucket: a picture received by either is
 * served by both, and neither keeps uploads on its own disk (issue 19).
 */
describe.each(testDatabaseKinds())('two servers on one %s database and one S3 bucket', (kind) => {
  let bucket: LocalBucket;
  let first: TestApp;
  let second: TestApp;
  const dataDirs = [mkdtempSync(path.join(os.tmpdir(), 'shop-s3-a-')), mkdtempSync(path.join(os.tmpdir(), 'shop-s3-b-'))] as const;
  let picture: Buffer;

  beforeAll(async () => {
    bucket = await startLocalBucket();
    first = await createTestApp(kind, { env: { ...bucket.env, DATA_DIR: dataDirs[0] } });
    second = await createSecondApp(first, { env: { ...bucket.env, DATA_DIR: dataDirs[1] } });
    picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a9e7e' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await bucket?.close();
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  const objectsInBucket = async () => {
    const urls: string[] = [];
    for await (const entry of s3Storage(bucket.settings).list()) urls.push(entry.url);
    return urls.sort();
  };

  const servedByBoth = async (url: string) => {
    for (const shop of [first, second]) {
      const answer = await shop.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = answer.headers.etag as string;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect((await sharp(answer.rawPayload).metadata()).format).toBe('webp');

      const head = await shop.app.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(answer.rawPayload.length));
      expect(head.rawPayload.length).toBe(0);

      const again = await shop.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);

      // The narrower copy is made from the bucket's original on this server's own disk.
      const narrow = await shop.app.inject({ method: 'GET', url: `${url}?w=400` });
      expect(narrow.statusCode).toBe(200);
      expect((await sharp(narrow.rawPayload).metadata()).width).toBe(400);
    }
  };

  it('serves a product picture uploaded through the admin on A and a review photo posted on B from both', async () => {
    const admin = await newAccount(first, 'admin');
    const products = (await first.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    const product = products[0]!;
    const upload = await form('images', [picture]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product._id}/images`,
      headers: { token: admin.token, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const productImages = uploaded.json().product.image as string[];
    const productPicture = productImages.at(-1)!;
    expect(productPicture).toMatch(/^\/uploads\/products\/[^/]+\.webp$/);

    const customer = await newAccount(second);
    const review = await form('reviewImages', [picture], { targetType: 'product', productId: product._id, content: 'Lovely in the picture too', rating: '5' });
    const posted = await second.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': review.contentType },
      payload: review.payload,
    });
    expect(posted.statusCode).toBe(201);
    const reviewPhoto = (posted.json().review.reviewImages as { url: string }[])[0]!.url;
    expect(reviewPhoto).toMatch(/^\/uploads\/reviews\/[^/]+\.webp$/);

    expect(await objectsInBucket()).toEqual(expect.arrayContaining([productPicture, reviewPhoto]));
    await servedByBoth(productPicture);
    await servedByBoth(reviewPhoto);
    const missing = await second.app.inject({ method: 'GET', url: '/uploads/products/never-uploaded.webp' });
    expect(missing.statusCode).toBe(404);
    for (const dataDir of dataDirs) expect(existsSync(path.join(dataDir, 'uploads')), dataDir).toBe(false);
  });

  it('leaves no object in the bucket when the request fails after saving', async () => {
    const customer = await newAccount(second);
    const products = (await second.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    const before = await objectsInBucket();
    const db = second.app.context.db;
    const transaction = db.transaction.bind(db);
    // The photos are in the bucket by now; the transaction runs its work, then fails instead of committing.
    const failed = vi.spyOn(db, 'transaction').mockImplementationOnce((work) =>
      transaction(async (tx) => {
        await work(tx);
        throw new Error('the connection dropped before the commit');
      }),
    );
    const review = await form('reviewImages', [picture, picture], { targetType: 'product', productId: products[1]!._id, content: 'Never stored', rating: '4' });
    const answer = await second.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': review.contentType },
      payload: review.payload,
    });
    expect(failed).toHaveBeenCalledOnce();
    failed.mockRestore();
    expect(answer.statusCode).toBe(500);
    expect(await objectsInBucket()).toEqual(before);
  });
});

describe('pictures while the bucket cannot be reached', () => {
  let shop: TestApp;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-s3-down-'));
  beforeAll(async () => {
    // Nothing listens on the discard port of the loopback.
    const away = { S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9', S3_FORCE_PATH_STYLE: 'true', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' };
    shop = await createTestApp('pglite', { env: { ...away, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, not 500, for an original and a narrower copy', async () => {
    for (const url of ['/uploads/products/some.webp', '/uploads/products/some.webp?w=400']) {
      const answer = await shop.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.headers['retry-after'], url).toBeDefined();
    }
  });
});
