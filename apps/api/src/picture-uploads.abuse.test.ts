import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { REVIEW_DECODE_PIXELS_MAX, REVIEW_IMAGES_MAX } from '@shop/core/reviews/reviews';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../test/helpers';
import { decodesDuring, gifClaiming, svgWithScript } from '../test/pictures';
import { UPLOAD_DECODE_PIXELS_MAX, UPLOAD_FILES_MAX } from './lib/upload-form';

/**
 * The decode budget as a property of every call that takes pictures: whatever a request carries
 * (pictures of refused types, unreadable headers, headers claiming any size and any number of frames),
 * it is refused before a single picture is decoded, or every picture it decodes was checked first and
 * together they stay within the call's budget. Decodes are stubbed out here (counted, never run), so a
 * claimed 65535 × 65535 costs nothing.
 */

const RUNS_PER_CALL = 40;
/** One frame of more than this is refused on its own (lib/images.ts). */
const FRAME_PIXELS_MAX = 24_000_000;

type Picture = { kind: 'gif'; width: number; height: number; frames: number } | { kind: 'refused by its first bytes' | 'unreadable header'; bytes: Buffer };

const refusedByFirstBytes = [
  svgWithScript,
  Buffer.from('just some text, not an image'),
  // HEIC and an AVI: containers the image library reads, the shop does not take.
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(16)]),
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI LIST'), Buffer.alloc(16)]),
];

/** A GIF whose every frame is within the limit of one picture: only the budget can refuse a set of them. */
const gifWithinFrameLimit = fc.record({
  kind: fc.constant('gif' as const),
  width: fc.integer({ min: 1, max: 6000 }),
  height: fc.integer({ min: 1, max: 4000 }),
  frames: fc.integer({ min: 1, max: 8 }),
});
/** Now and then beyond 6000 × 4000, up to the largest side a GIF can claim. */
const side = (usual: number) =>
  fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: usual }) }, { weight: 1, arbitrary: fc.integer({ min: usual, max: 65535 }) });
const anyPicture: fc.Arbitrary<Picture> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('gif' as const), width: side(6000), height: side(4000), frames: fc.integer({ min: 1, max: 8 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refused by its first bytes' as const), bytes: fc.constantFrom(...refusedByFirstBytes) }) },
  // A GIF cut off after its screen size: the first bytes say GIF, the header cannot be read.
  { weight: 1, arbitrary: fc.constant({ kind: 'unreadable header' as const, bytes: gifClaiming(6000, 4000).subarray(0, 13) }) },
);
/** Half of the requests carry only well-formed GIFs, so that the budget, not one bad file, decides half the time. */
const pictureSets = (filesMax: number): fc.Arbitrary<Picture[]> =>
  fc.oneof(fc.array(gifWithinFrameLimit, { minLength: 1, maxLength: filesMax }), fc.array(anyPicture, { minLength: 1, maxLength: filesMax }));

const bytesOf = (item: Picture) => (item.kind === 'gif' ? gifClaiming(item.width, item.height, item.frames) : item.bytes);

/** Whether the call must take the pictures: all readable, each frame within the limit, all within the budget. */
function withinLimits(pictures: Picture[], budget: number): boolean {
  let pixels = 0;
  for (const item of pictures) {
    if (item.kind !== 'gif' || item.width * item.height > FRAME_PIXELS_MAX) return false;
    pixels += item.width * item.height * item.frames;
  }
  return pixels <= budget;
}

async function multipart(fields: Record<string, string>, fileField: string, pictures: Picture[]) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [index, item] of pictures.entries()) body.append(fileField, new Blob([bytesOf(item)], { type: 'image/gif' }), `picture-${index}.gif`);
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

describe.each(testDatabaseKinds())('pictures a request makes the server decode, on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-picture-abuse-'));
  let shop: TestApp;
  let customer: string;
  let admin: string;
  let product: ProductDto;
  let stubbedWebp: Buffer;
  beforeAll(async () => {
    // Rate limits off: the attempts an account may make are tested in modules/reviews/routes.test.ts.
    shop = await createTestApp(kind, { env: { DATA_DIR: dataDir } });
    customer = (await newAccount(shop)).token;
    admin = (await newAccount(shop, 'admin')).token;
    product = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products[0];
    stubbedWebp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Each call that takes pictures: how it is made, how many files it takes and its budget. */
  const calls = [
    {
      name: 'a review',
      filesMax: REVIEW_IMAGES_MAX,
      budget: REVIEW_DECODE_PIXELS_MAX,
      send: async (pictures: Picture[]) => {
        const { payload, contentType } = await multipart(
          { targetType: 'product', productId: product._id, content: 'Pictures', rating: '5' },
          'reviewImages',
          pictures,
        );
        return shop.app.inject({
          method: 'POST',
          url: '/api/comments',
          payload,
          headers: { 'content-type': contentType, authorization: `Bearer ${customer}` },
        });
      },
    },
    {
      name: "the owner's upload",
      filesMax: UPLOAD_FILES_MAX,
      budget: UPLOAD_DECODE_PIXELS_MAX,
      send: async (pictures: Picture[]) => {
        const { payload, contentType } = await multipart({}, 'images', pictures);
        return shop.app.inject({ method: 'POST', url: '/api/admin/uploads?folder=banners', payload, headers: { 'content-type': contentType, token: admin } });
      },
    },
  ];

  it.each(calls)('$name decodes nothing it refuses, and only what its budget holds', async ({ filesMax, budget, send }) => {
    const stub = vi.spyOn(sharp.prototype as Sharp, 'toBuffer').mockResolvedValue(stubbedWebp as never);
    try {
      await fc.assert(
        fc.asyncProperty(pictureSets(filesMax), async (pictures) => {
          stub.mockClear();
          const response = await send(pictures);
          const outcome = { status: response.statusCode, decodes: stub.mock.calls.length };
          if (withinLimits(pictures, budget)) expect(outcome).toEqual({ status: 201, decodes: pictures.length });
          else if (pictures.some((item) => item.kind === 'refused by its first bytes')) expect(outcome).toEqual({ status: 415, decodes: 0 });
          else expect(outcome).toEqual({ status: expect.toBeOneOf([413, 415]), decodes: 0 });
        }),
        {
          numRuns: RUNS_PER_CALL,
          examples: [
            // The finding: four 24-megapixel GIFs and an SVG.
            [[...Array<Picture>(4).fill({ kind: 'gif', width: 6000, height: 4000, frames: 1 }), { kind: 'refused by its first bytes', bytes: svgWithScript }]],
            // Five phone photos of 16 megapixels.
            [Array<Picture>(5).fill({ kind: 'gif', width: 4608, height: 3456, frames: 1 })],
          ],
        },
      );
    } finally {
      stub.mockRestore();
    }
  });

  it("checks every header of a product's new photos before decoding any", async () => {
    const { payload, contentType } = await multipart({}, 'images', [
      { kind: 'gif', width: 6000, height: 4000, frames: 1 },
      { kind: 'refused by its first bytes', bytes: svgWithScript },
    ]);
    const { result: response, decodes } = await decodesDuring(() =>
      shop.app.inject({ method: 'POST', url: `/api/admin/products/${product._id}/images`, payload, headers: { 'content-type': contentType, token: admin } }),
    );
    expect([response.statusCode, response.json().code, decodes]).toEqual([415, 'NOT_AN_IMAGE', 0]);
  });
});
