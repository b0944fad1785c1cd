import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DealDto } from '@shop/core/deals/dtos';
import type { ProductDto } from '@shop/core/catalog/dtos';
import { REVIEW_DECODE_PIXELS_MAX, REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX, REVIEWS_PER_DAY_MAX } from '@shop/core/reviews/reviews';
import { createTestApp, newAccount, testDatabaseKinds, type TestApp } from '../../../test/helpers';
import { decodesDuring, gifClaiming, svgWithScript } from '../../../test/pictures';
import { products } from '../../db/schema/catalog';
import { reviewActivity, reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import { cacheKeys } from '../../lib/cache-keys';
import { fixedClock } from '../../lib/clock';
import { refreshTargetRating } from './repository';

async function form(fields: Record<string, string>, files: { name: string; data: Buffer; type: string }[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) body.append('reviewImages', new Blob([file.data], { type: file.type }), file.name);
  const encoded = new Response(body);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

const photoWithGps = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c98f6b' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Private photo', ImageDescription: 'Taken at home' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 31/1 0/1' } })
    .toBuffer();

describe.each(testDatabaseKinds())('reviews on %s', (kind) => {
  let shop: TestApp;
  let product: ProductDto;
  let deal: DealDto;
  beforeAll(async () => {
    shop = await createTestApp(kind);
    product = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products[0];
    deal = (await shop.app.inject({ method: 'GET', url: '/api/deal/list' })).json().deals[0];
  });
  afterAll(async () => shop?.close());

  const post = async (token: string | null, fields: Record<string, string>, files: { name: string; data: Buffer; type: string }[] = []) => {
    const { payload, contentType } = await form(fields, files);
    return shop.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const list = async (query: string, token?: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/comments?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();

  it('needs a login and a valid token, with the messages of docs/product.md §8', async () => {
    const anonymous = await post(null, { targetType: 'product', productId: product._id, content: 'Lovely', rating: '5' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: 'Please login to submit a review' });
    const forged = await post('not.a.token', { targetType: 'product', productId: product._id, content: 'Lovely', rating: '5' });
    expect(forged.json()).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: 'Invalid token' });
  });

  it.each([
    [{ content: 'Lovely', rating: '0' }, 'Please select a rating', 'rating'],
    [{ content: '   ', rating: '4' }, 'Please write a review comment', 'content'],
  ])('refuses %o with the text of docs/product.md §8, naming the field', async (fields, message, field) => {
    const { token } = await newAccount(shop);
    const response = await post(token, { targetType: 'product', productId: product._id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message, fields: [field] });
  });

  it('asks for both on deals, naming what is missing', async () => {
    const { token } = await newAccount(shop);
    const both = await post(token, { targetType: 'deal', dealId: deal._id, content: '', rating: '' });
    expect(both.json()).toEqual({ success: false, code: 'INVALID_REQUEST', message: 'Please provide a rating and comment', fields: ['rating', 'content'] });
    const unrated = await post(token, { targetType: 'deal', dealId: deal._id, content: 'Great kit', rating: '' });
    expect(unrated.json()).toMatchObject({ message: 'Please provide a rating and comment', fields: ['rating'] });
  });

  it('takes the author from the token, re-encodes the photo without EXIF, and keeps the rating current', async () => {
    const author = await newAccount(shop);
    const other = await newAccount(shop);
    await shop.database.db.update(users).set({ name: 'Ayesha Siddiqui' }).where(eq(users.id, author.userId));
    await shop.database.db.update(users).set({ name: 'Imran Qureshi' }).where(eq(users.id, other.userId));
    const response = await post(
      author.token,
      { targetType: 'product', productId: product._id, userId: other.userId, content: 'Gentle <b>and</b> calming', rating: '4' },
      [{ name: 'soap.jpg', data: await photoWithGps(), type: 'image/jpeg' }],
    );
    expect(response.statusCode).toBe(201);
    const { review, message } = response.json();
    expect(message).toBe('Review submitted successfully!');
    expect(review.content).toBe('Gentle <b>and</b> calming');
    expect(review.author).toBe('Ayesha S.');
    expect(review.email).toBe(`${author.email[0]}***@example.pk`);
    expect(review.reviewImages).toHaveLength(1);

    const image = await shop.app.inject({ method: 'GET', url: review.reviewImages[0].url });
    expect(image.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(Math.max(metadata.width!, metadata.height!)).toBe(1600);

    await post(other.token, { targetType: 'product', productId: product._id, content: 'Good', rating: '5' });
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    expect(listed.find((item) => item._id === product._id)).toMatchObject({ rating: 4.5, reviewCount: 2 });

    const publicList = await list(`productId=${product._id}`);
    expect(publicList.map((item: { author: string }) => item.author)).toEqual(['Imran Q.', 'Ayesha S.']);
    expect(JSON.stringify(publicList)).not.toContain(author.email);
  });

  it.each([
    ['a text file named like a photo', { name: 'photo.jpg', data: Buffer.from('just some text, not an image'), type: 'image/jpeg' }, 415, 'NOT_AN_IMAGE'],
    [
      'an SVG with a script',
      {
        name: 'logo.svg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
        type: 'image/svg+xml',
      },
      415,
      'NOT_AN_IMAGE',
    ],
    ['a 6 MB file', { name: 'big.jpg', data: Buffer.alloc(6 * 1024 * 1024, 1), type: 'image/jpeg' }, 413, 'IMAGE_TOO_LARGE'],
  ])('refuses %s and stores no review', async (_label, file, status, code) => {
    const { token } = await newAccount(shop);
    const before = (await list(`productId=${product._id}`)).length;
    const response = await post(token, { targetType: 'product', productId: product._id, content: 'With a file', rating: '5' }, [file]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, code });
    expect((await list(`productId=${product._id}`)).length).toBe(before);
  });

  it('refuses four 24-megapixel GIFs and an SVG by their headers, before decoding any of them', async () => {
    const { token } = await newAccount(shop);
    const gif = gifClaiming(6000, 4000);
    const files = [
      ...Array.from({ length: 4 }, (_, index) => ({ name: `huge-${index}.gif`, data: gif, type: 'image/gif' })),
      { name: 'logo.svg', data: svgWithScript, type: 'image/svg+xml' },
    ];
    const { result: response, decodes } = await decodesDuring(() =>
      post(token, { targetType: 'product', productId: product._id, content: 'Big pictures', rating: '5' }, files),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, code: 'NOT_AN_IMAGE', message: 'Only JPEG, PNG, WebP or GIF images are accepted' });
    expect(decodes).toBe(0);
  });

  it(`refuses photos over ${REVIEW_DECODE_PIXELS_MAX / 1_000_000} megapixels together, every frame counted, before decoding any`, async () => {
    const { token } = await newAccount(shop);
    const fields = { targetType: 'product', productId: product._id, content: 'Many pixels', rating: '5' };
    const gifs = (...pictures: Buffer[]) => pictures.map((data, index) => ({ name: `p${index}.gif`, data, type: 'image/gif' }));
    const tooLarge = {
      success: false,
      code: 'IMAGE_TOO_LARGE',
      message: 'These photos are too large together: at most 80 megapixels in one review. Please send fewer or smaller photos.',
    };
    const fourAtTheLimit = await decodesDuring(() => post(token, fields, gifs(...Array<Buffer>(4).fill(gifClaiming(6000, 4000)))));
    // Seven frames of 12 megapixels: 84 in all.
    const animation = await decodesDuring(() => post(token, fields, gifs(gifClaiming(4000, 3000, 7))));
    for (const { result, decodes } of [fourAtTheLimit, animation]) {
      expect([result.statusCode, result.json(), decodes]).toEqual([413, tooLarge, 0]);
    }
    // Five photos of a 16-megapixel phone camera fit (79.6 megapixels): the first is decoded, and its bytes are no picture.
    const phoneSet = await decodesDuring(() => post(token, fields, gifs(...Array<Buffer>(5).fill(gifClaiming(4608, 3456)))));
    expect([phoneSet.result.statusCode, phoneSet.decodes]).toEqual([415, 1]);
  });

  it('refuses a sixth photo', async () => {
    const { token } = await newAccount(shop);
    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `p${index}.png`, data: small, type: 'image/png' }));
    const response = await post(token, { targetType: 'product', productId: product._id, content: 'Many photos', rating: '5' }, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'TOO_MANY_IMAGES', message: 'You can add at most 5 images' });
  });

  it('does not average a 0 rating', async () => {
    const target = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products[1] as ProductDto;
    const { token } = await newAccount(shop);
    await post(token, { targetType: 'product', productId: target._id, content: 'Fine', rating: '3' });
    await shop.database.db.execute(
      sql`insert into reviews (id, target_type, product_id, rating, content) values ('zero-rated-review-00000', 'product', ${target._id}, 0, 'no stars')`,
    );
    await refreshTargetRating(shop.database.db, { type: 'product', id: target._id });
    await shop.app.context.cache.invalidate(cacheKeys.products);
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products as ProductDto[];
    expect(listed.find((item) => item._id === target._id)).toMatchObject({ rating: 3, reviewCount: 2 });
  });

  it('moves reactions like → dislike → removed, and counts a flood of likes once', async () => {
    const author = await newAccount(shop);
    const fan = await newAccount(shop);
    const id = (await post(author.token, { targetType: 'deal', dealId: deal._id, content: 'Great bundle', rating: '5' })).json().review._id;
    const patch = (token: string | null, change: string) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/api/comments/${id}/${change}`,
        payload: { userId: 'anyone' },
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    expect((await patch(null, 'like')).json()).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: 'Please login to like reviews' });
    expect((await patch(null, 'dislike')).json()).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: 'Please login to dislike reviews' });

    expect((await patch(fan.token, 'like')).json()).toMatchObject({ likes: 1, dislikes: 0, likedBy: [fan.userId], dislikedBy: [] });
    expect((await patch(fan.token, 'dislike')).json()).toMatchObject({ likes: 0, dislikes: 1, likedBy: [], dislikedBy: [fan.userId] });
    expect((await patch(fan.token, 'remove-dislike')).json()).toMatchObject({ likes: 0, dislikes: 0 });

    await Promise.all(Array.from({ length: 50 }, () => patch(fan.token, 'like')));
    expect((await patch(author.token, 'like')).json()).toMatchObject({ code: 'OWN_REVIEW' });
    const second = await newAccount(shop);
    expect((await patch(second.token, 'like')).json()).toMatchObject({ likes: 2 });
    const [seen] = (await list(`dealId=${deal._id}`, fan.token)).filter((review: { _id: string }) => review._id === id);
    expect(seen).toMatchObject({ likes: 2, likedBy: [fan.userId] });
  });

  it('takes more than the daily number of reviews when rate limits are off (load tests)', async () => {
    const { token } = await newAccount(shop);
    for (let index = 0; index <= REVIEWS_PER_DAY_MAX; index += 1) {
      expect((await post(token, { targetType: 'deal', dealId: deal._id, content: `Review ${index}`, rating: '4' })).statusCode).toBe(201);
    }
  });

  it('pages the list with ?limit= and ?offset=, and counts every review in X-Total-Count, paged or not', async () => {
    const target = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products[2] as ProductDto;
    // Two written at the same instant: the id orders them, so no review falls between two pages.
    const writtenAt = (index: number) => new Date(Date.UTC(2025, 0, 1, 10, Math.min(index, 10)));
    await shop.database.db.insert(reviews).values(
      Array.from({ length: 12 }, (_, index) => ({
        id: `paged-review-${String(index).padStart(2, '0')}`,
        targetType: 'product' as const,
        productId: target._id,
        rating: 4,
        content: `Paged ${index}`,
        createdAt: writtenAt(index),
      })),
    );
    const get = (query: string) => shop.app.inject({ method: 'GET', url: `/api/comments?productId=${target._id}${query}` });

    const whole = await get('');
    const all = whole.json() as { _id: string }[];
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(whole.headers['x-total-count']).toBe(String(all.length));

    const pages = [];
    for (let offset = 0; offset < all.length; offset += 5) {
      const page = await get(`&limit=5&offset=${offset}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe(String(all.length));
      pages.push(...(page.json() as { _id: string }[]));
    }
    expect(pages.map((review) => review._id)).toEqual(all.map((review) => review._id));
    expect((await get('&limit=5')).json()).toEqual(all.slice(0, 5));
    const pastTheEnd = await get(`&limit=5&offset=${all.length}`);
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe(String(all.length));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=2.5', 'limit'],
    ['limit=5&offset=-1', 'offset'],
    ['limit=5&offset=1.5', 'offset'],
  ])('refuses a page of %s with 400, naming the field', async (query, field) => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/comments?productId=${product._id}&${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', fields: [field] });
  });

  it('lists the reviews of one product or one deal, never both', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/comments?productId=${product._id}&dealId=${deal._id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_REQUEST', message: 'Send either productId or dealId' });
  });

  it('answers an unknown review with 404', async () => {
    const { token } = await newAccount(shop);
    const response = await shop.app.inject({
      method: 'PATCH',
      url: '/api/comments/ffffffffffffffffffffffff/like',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'REVIEW_NOT_FOUND', message: 'Review not found' });
  });
});

/**
 * Each app writes its photos to a data folder of its own, so the files counted here are this app's
 * alone whatever other test files upload meanwhile; rate limits are on, as in production.
 */
describe.each(testDatabaseKinds())('review photos and the daily review limit on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-review-uploads-'));
  const clock = fixedClock(new Date());
  let shop: TestApp;
  let product: ProductDto;
  let published: ProductDto[];
  let draftProductId: string;
  let photo: Buffer;
  beforeAll(async () => {
    shop = await createTestApp(kind, { clock, env: { RATE_LIMIT: 'on', DATA_DIR: dataDir } });
    published = (await shop.app.inject({ method: 'GET', url: '/api/product/list' })).json().products;
    product = published[0]!;
    draftProductId = (await shop.database.db.select({ id: products.id }).from(products).where(eq(products.status, 'draft')))[0]!.id;
    photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c98f6b' } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = async (token: string, fields: Record<string, string>, files: Buffer[] = []) => {
    const { payload, contentType } = await form(
      fields,
      files.map((data, index) => ({ name: `photo-${index}.jpg`, data, type: 'image/jpeg' })),
    );
    return shop.app.inject({ method: 'POST', url: '/api/comments', payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } });
  };
  const valid = (content = 'Soft on my skin', productId = product._id) => ({ targetType: 'product', productId, content, rating: '5' });
  /** A different product for each of an account's reviews: one review per product. */
  const nth = (index: number) => published[index % published.length]!._id;
  const storedPhotos = async () => (await readdir(path.join(dataDir, 'uploads', 'reviews')).catch(() => [])).sort();
  const fileNames = (urls: string[]) => urls.map((url) => path.basename(url)).sort();
  const reviewsBy = async (userId: string) => (await shop.database.db.select({ total: count() }).from(reviews).where(eq(reviews.userId, userId)))[0]!.total;
  const pictureAttemptsBy = async (userId: string) =>
    (
      await shop.database.db
        .select({ total: count() })
        .from(reviewActivity)
        .where(and(eq(reviewActivity.userId, userId), eq(reviewActivity.kind, 'picture-attempt')))
    )[0]!.total;
  /**
   * The review's transaction, the next but one (the next counts the photo attempt), runs its work,
   * then fails instead of committing, as when the database goes away.
   */
  const failReviewTransaction = () => {
    const db = shop.app.context.db;
    const transaction = db.transaction.bind(db);
    return vi
      .spyOn(db, 'transaction')
      .mockImplementationOnce(transaction)
      .mockImplementationOnce((work) =>
        transaction(async (tx) => {
          await work(tx);
          throw new Error('the connection dropped before the commit');
        }),
      );
  };

  it('stores no photo of a refused review, and keeps those of an accepted one', async () => {
    const { token, userId } = await newAccount(shop);
    const before = await storedPhotos();
    const notAnImage = Buffer.from('just some text, not an image');
    const refusals = [
      await post(token, { ...valid(), rating: '0' }, [photo, photo]),
      // Text the database cannot store (a NUL byte): refused before anything is written, naming the field.
      await post(token, valid('Lovely\u0000soap'), [photo, photo]),
      await post(token, { ...valid(), productId: 'ffffffffffffffffffffffff' }, [photo, photo]),
      await post(token, { ...valid(), productId: draftProductId }, [photo, photo]),
      await post(token, valid(), [photo, photo, notAnImage]),
    ];
    const failed = failReviewTransaction();
    refusals.push(await post(token, valid(), [photo, photo]));
    expect(failed).toHaveBeenCalledTimes(2);
    failed.mockRestore();
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 404, 404, 415, 500]);
    expect(refusals[1]!.json()).toMatchObject({
      code: 'UNSTORABLE_TEXT',
      message: expect.stringMatching(/^content contains a character that cannot be stored/),
      fields: ['content'],
    });
    expect(refusals[2]!.json()).toEqual({ success: false, code: 'REVIEW_TARGET_NOT_FOUND', message: 'Product not found' });
    expect(await storedPhotos()).toEqual(before);
    expect(await reviewsBy(userId)).toBe(0);

    const accepted = await post(token, valid(), [photo, photo]);
    expect(accepted.statusCode).toBe(201);
    const urls = accepted.json().review.reviewImages.map((image: { url: string }) => image.url) as string[];
    expect(await storedPhotos()).toEqual([...before, ...fileNames(urls)].sort());
  });

  it(`counts every submit with photos, taken or refused: number ${REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX + 1} within an hour is 429 RATE_LIMITED before any photo is read`, async () => {
    const { token, userId } = await newAccount(shop);
    const minute = 60 * 1000;
    const refused = [];
    for (let index = 0; index < REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX; index += 1) {
      // Photos that are no pictures, photos of a product that is not published, photos too large together.
      const attempts = [
        () => post(token, valid(), [photo, Buffer.from('just some text, not an image')]),
        () => post(token, { ...valid(), productId: draftProductId }, [photo]),
        () => post(token, valid(), Array<Buffer>(4).fill(gifClaiming(6000, 4000))),
      ];
      refused.push((await attempts[index % attempts.length]!()).statusCode);
      clock.advance(minute);
    }
    expect(refused).toEqual([415, 404, 413, 415, 404, 413, 415, 404, 413, 415]);
    expect(await pictureAttemptsBy(userId)).toBe(REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX);
    const before = await storedPhotos();

    const { result: limited, decodes } = await decodesDuring(() => post(token, valid(), [photo]));
    expect(limited.statusCode).toBe(429);
    // The first attempt was 10 minutes ago: it leaves the hour in 50 minutes.
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: `You can send photos at most ${REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX} times an hour. Please try again in 50 minutes.`,
    });
    expect(limited.headers['retry-after']).toBe(String(50 * 60));
    expect(decodes).toBe(0);
    expect(await pictureAttemptsBy(userId)).toBe(REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX);
    expect(await storedPhotos()).toEqual(before);
    expect(await reviewsBy(userId)).toBe(0);

    // A review without photos costs no image work, so it is not held back.
    expect((await post(token, valid('Words only'))).statusCode).toBe(201);
    clock.advance(50 * minute);
    expect((await post(token, valid('With a photo, an hour on'), [photo])).statusCode).toBe(201);
  });

  it(`lets ${REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX} of 12 parallel submits with photos by one account through`, async () => {
    const { token, userId } = await newAccount(shop);
    const notAnImage = Buffer.from('just some text, not an image');
    const responses = await Promise.all(Array.from({ length: 12 }, () => post(token, valid(), [notAnImage])));
    const statuses = responses.map((response) => response.statusCode).sort((a, b) => a - b);
    expect(statuses).toEqual([
      ...Array<number>(REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX).fill(415),
      ...Array<number>(12 - REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX).fill(429),
    ]);
    expect(await pictureAttemptsBy(userId)).toBe(REVIEW_PICTURE_ATTEMPTS_PER_HOUR_MAX);
  });

  it(`refuses review ${REVIEWS_PER_DAY_MAX + 1} within 24 hours with 429 and Retry-After, storing nothing, and takes it once the first is a day old`, async () => {
    const { token, userId } = await newAccount(shop);
    const hour = 60 * 60 * 1000;
    expect(published.length).toBeGreaterThan(REVIEWS_PER_DAY_MAX);
    for (let index = 0; index < REVIEWS_PER_DAY_MAX; index += 1) {
      expect((await post(token, valid(`Review ${index}`, nth(index)))).statusCode).toBe(201);
      clock.advance(hour);
    }
    const before = await storedPhotos();

    const refused = await post(token, valid('One too many', nth(REVIEWS_PER_DAY_MAX)), [photo]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'TOO_MANY_REVIEWS',
      message: 'You can write at most 10 reviews a day. Please try again in 14 hours.',
    });
    expect(refused.headers['retry-after']).toBe(String(14 * 60 * 60));
    expect(await storedPhotos()).toEqual(before);
    expect(await reviewsBy(userId)).toBe(REVIEWS_PER_DAY_MAX);

    clock.advance(14 * hour - 1000);
    const lastSecond = await post(token, valid('Still too soon', nth(REVIEWS_PER_DAY_MAX)), [photo]);
    expect(lastSecond.statusCode).toBe(429);
    expect(lastSecond.headers['retry-after']).toBe('1');
    expect(lastSecond.json().message).toBe('You can write at most 10 reviews a day. Please try again in 1 minute.');
    clock.advance(1000);
    expect((await post(token, valid('A day later', nth(REVIEWS_PER_DAY_MAX)), [photo])).statusCode).toBe(201);
    expect(await reviewsBy(userId)).toBe(REVIEWS_PER_DAY_MAX + 1);
  });
});
