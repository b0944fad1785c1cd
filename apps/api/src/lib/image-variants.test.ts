import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { createSecondApp, createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../test/helpers';
import { startLocalBucket, type LocalBucket } from '../../test/s3rver';
import { imageVariantWidths } from './image-variants';
import { s3Storage } from './s3-storage';
import { diskStorage, requireUploadKey, type UploadStorage } from './storage';
import { uploadsDirOf, variantsDirOf } from './storage-from-config';

async function form(files: Buffer[], fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  files.forEach((data, index) => body.append('reviewImages', new Blob([data], { type: 'image/webp' }), `photo-${index}.webp`));
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

interface Server {
  shop: TestApp;
  dataDir: string;
}

/**
 * A resized copy (?w=400) is served only while its original is stored: a picture removed from the
 * shop (a review photo replaced or taken out) must not stay public at another width, from this
 * server's cache or another's.
 */
describe.each(testDatabaseKinds())('resized copies of removed pictures, database on %s', (databaseKind) => {
  describe.each(['disk', 's3'] as const)('pictures on %s', (storageKind) => {
    let bucket: LocalBucket | undefined;
    /** On disk one server; with a bucket two, each with its own cache of copies, as behind a load balancer. */
    const servers: Server[] = [];
    /** The store itself, not through a server: what another process or an operator deletes by. */
    let store: UploadStorage;
    let picture: Buffer;

    beforeAll(async () => {
      if (storageKind === 's3') bucket = await startLocalBucket();
      const first = { dataDir: mkdtempSync(path.join(os.tmpdir(), 'shop-variants-a-')) };
      servers.push({ ...first, shop: await createTestApp(databaseKind, { env: { ...bucket?.env, DATA_DIR: first.dataDir } }) });
      if (bucket) {
        const second = { dataDir: mkdtempSync(path.join(os.tmpdir(), 'shop-variants-b-')) };
        servers.push({ ...second, shop: await createSecondApp(servers[0]!.shop, { env: { ...bucket.env, DATA_DIR: second.dataDir } }) });
      }
      store = bucket ? s3Storage(bucket.settings) : diskStorage(uploadsDirOf(first));
      picture = await sharp({ create: { width: 1300, height: 700, channels: 3, background: '#b5838d' } })
        .webp()
        .toBuffer();
    });
    afterAll(async () => {
      for (const server of [...servers].reverse()) await server.shop.close();
      await bucket?.close();
      for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
    });

    const copyFile = (server: Server, url: string, width: number) => path.join(variantsDirOf(server), String(width), ...requireUploadKey(url).split('/'));
    const get = (server: Server, url: string) => server.shop.app.inject({ method: 'GET', url });
    /** What a picture that never existed gets, at any width. */
    const unknownPicture = async (server: Server) => {
      const answer = await get(server, '/uploads/reviews/never-uploaded.webp?w=400');
      return { status: answer.statusCode, body: answer.json() };
    };
    const expectGone = async (server: Server, url: string) => {
      const answer = await get(server, url);
      expect({ status: answer.statusCode, body: answer.json() }, url).toEqual(await unknownPicture(server));
    };

    it('a photo the customer takes out of the review answers 404 as an original and at ?w=400, and its copies are deleted', async () => {
      const customer = await newAccount(servers[0]!.shop);
      const products = (await get(servers[0]!, '/api/product/list')).json().products as ProductDto[];
      const submit = async (server: Server, files: Buffer[]) => {
        const review = await form(files, { targetType: 'product', productId: products[0]!._id, content: 'The lather is lovely', rating: '5' });
        return server.shop.app.inject({
          method: 'POST',
          url: '/api/comments',
          headers: { authorization: `Bearer ${customer.token}`, 'content-type': review.contentType },
          payload: review.payload,
        });
      };
      const posted = await submit(servers[0]!, [picture]);
      expect(posted.statusCode).toBe(201);
      const photo = (posted.json().review.reviewImages as { url: string }[])[0]!.url;
      for (const server of servers) {
        expect((await get(server, photo)).statusCode).toBe(200);
        const narrow = await get(server, `${photo}?w=400`);
        expect(narrow.statusCode).toBe(200);
        expect(narrow.headers['cache-control']).toContain('immutable');
        expect((await sharp(narrow.rawPayload).metadata()).width).toBe(400);
        expect(existsSync(copyFile(server, photo, 400))).toBe(true);
      }

      // Sending the review again without photos takes them out (docs/product.md §4); with a bucket,
      // through the other server.
      const editedOn = servers.at(-1)!;
      const edited = await submit(editedOn, []);
      expect(edited.statusCode).toBe(201);
      expect(edited.json().review.reviewImages).toEqual([]);
      expect(await store.exists(photo)).toBe(false);
      // The server that deleted the photo deleted its copy in the same call.
      expect(existsSync(copyFile(editedOn, photo, 400))).toBe(false);

      for (const server of servers) {
        await expectGone(server, photo);
        await expectGone(server, `${photo}?w=400`);
        // Another server's copy went when it was asked for, its original being gone.
        expect(existsSync(copyFile(server, photo, 400))).toBe(false);
      }
    });

    it('a copy whose original was deleted by another process answers 404 and is deleted', async () => {
      const url = await store.save('reviews', picture, 'webp');
      const server = servers[0]!;
      expect((await get(server, `${url}?w=200`)).statusCode).toBe(200);
      expect(existsSync(copyFile(server, url, 200))).toBe(true);

      await store.delete(url);
      expect(existsSync(copyFile(server, url, 200))).toBe(true);
      await expectGone(server, `${url}?w=200`);
      expect(existsSync(copyFile(server, url, 200))).toBe(false);
    });

    it('whatever widths were asked for and where, once the picture is deleted every width answers 404 and no copy is left', async () => {
      const asked = fc.array(fc.record({ width: fc.constantFrom(...imageVariantWidths), server: fc.constantFrom(...servers) }), { maxLength: 6 });
      await fc.assert(
        fc.asyncProperty(asked, fc.constantFrom(...servers), async (requests, deletedOn) => {
          const url = await servers[0]!.shop.app.context.uploads.save('reviews', picture, 'webp');
          for (const request of requests) expect((await get(request.server, `${url}?w=${request.width}`)).statusCode).toBe(200);

          await deletedOn.shop.app.context.uploads.delete(url);
          for (const width of imageVariantWidths) expect(existsSync(copyFile(deletedOn, url, width)), `copy at ${width}`).toBe(false);
          for (const server of servers) {
            await expectGone(server, url);
            for (const width of imageVariantWidths) await expectGone(server, `${url}?w=${width}`);
            for (const width of imageVariantWidths) expect(existsSync(copyFile(server, url, width)), `copy at ${width}`).toBe(false);
          }
        }),
        { numRuns: 6 },
      );
    });
  });
});
